/// `cartCreate`: a new cart with lines, buyer, addresses, codes and note.
public enum CartCreate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartCreate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.create
}

extension CartMutation where Mutation == CartCreate {
    /// `cartCreate` with lines, buyer identity, a selected one-time delivery address and the
    /// buyer's codes and note: the whole start of a checkout in one round trip.
    public init(
        lines: [LineInput], email: String?, countryCode: String?, address: ShippingAddress?, customerAccessToken: String? = nil,
        extras: CartExtras = CartExtras()
    ) {
        var input: [String: JSONValue] = ["lines": .array(lines.map(CartInputs.line))]
        if !extras.discountCodes.isEmpty { input["discountCodes"] = .array(extras.discountCodes.map(JSONValue.string)) }
        if !extras.giftCardCodes.isEmpty { input["giftCardCodes"] = .array(extras.giftCardCodes.map(JSONValue.string)) }
        if let note = extras.note, !note.isEmpty { input["note"] = .string(note) }
        let buyer = CartInputs.buyer(email: email, countryCode: countryCode, customerAccessToken: customerAccessToken)
        if case .object(let fields) = buyer, !fields.isEmpty { input["buyerIdentity"] = buyer }
        if let address { input["delivery"] = .object(["addresses": .array([CartInputs.selectableAddress(address)])]) }
        variables = ["input": .object(input)]
    }
}
