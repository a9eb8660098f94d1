/// Input values shared by the cart mutations.
enum CartInputs {
    static func line(_ line: LineInput) -> JSONValue {
        var input: [String: JSONValue] = ["merchandiseId": .string(line.variantID.rawValue), "quantity": .int(line.quantity)]
        input["sellingPlanId"] = .optional(line.sellingPlanID?.rawValue)
        // An add-on names its parent line by ID when the cart has it, else by its variant
        // (added in the same request): `CartLineParentInput` is `@oneOf`, so one of them only.
        if let lineID = line.parentLineID {
            input["parent"] = .object(["lineId": .string(lineID)])
        } else if let variantID = line.parentVariantID {
            input["parent"] = .object(["merchandiseId": .string(variantID.rawValue)])
        }
        return .object(input)
    }

    static func buyer(email: String?, countryCode: String?, customerAccessToken: String?) -> JSONValue {
        var buyer: [String: JSONValue] = [:]
        buyer["customerAccessToken"] = .optional(customerAccessToken)
        buyer["email"] = .optional(email)
        buyer["countryCode"] = .optional(countryCode)
        return .object(buyer)
    }

    /// A selected, one-time delivery address.
    static func selectableAddress(_ address: ShippingAddress) -> JSONValue {
        .object(["address": .object(["deliveryAddress": address.cartInput]), "selected": true, "oneTimeUse": true])
    }

    /// `{"cartId": …, name: [values]}`: the variables of the mutations that take a list of strings.
    static func strings(cartID: String, _ name: String, _ values: [String]) -> [String: JSONValue] {
        ["cartId": .string(cartID), name: .array(values.map(JSONValue.string))]
    }
}
