import GraphQL
import StoreKitCore

/// Fields and arguments the demo serves only from the API version that introduced them: asked
/// of an older version, the request fails validation as Shopify's does, with no data
/// ("Field '…' doesn't exist on type '…'", `undefinedField`; "Field '…' doesn't accept
/// argument '…'", `argumentNotAccepted`).
enum VersionedFields {
    /// `Type.field` (and `Type.field(argument:)`) → the first version that has it.
    static let since: [String: APIVersion] = {
        var since: [String: APIVersion] = [
            "Mutation.cartDeliveryAddressesReplace": .addressesReplace,
            "Mutation.cartGiftCardCodesAdd": .giftCardCodesAdd,
            // Shopify's changelog of 2026-04-10, "New discount fields in the Storefront API's
            // cart types" (effective 2026-07).
            "Cart.discountApplications": .discountApplications,
            "CartDeliveryGroup.discountAllocations": .discountApplications,
        ]
        for type in ["CartDiscountAllocation", "CartCodeDiscountAllocation", "CartAutomaticDiscountAllocation", "CartCustomDiscountAllocation"] {
            since["\(type).sourceDiscountApplication"] = .discountApplications
        }
        for type in ["BaseCartLine", "CartLine", "ComponentizableCartLine"] {
            since["\(type).discountAllocations(lineLevelOnly:)"] = .discountApplications
        }
        return since
    }()

    /// Shopify's errors for the fields and arguments of `document` that `version` does not have.
    static func errors(in document: Document, schema: GraphQLSchema, version: APIVersion) -> [[String: Any]] {
        // Nothing to look for in a version that has them all.
        guard since.values.contains(where: { version < $0 }) else { return [] }
        let found = FoundErrors()
        let rule: @Sendable (ValidationContext) -> Visitor = { context in
            Visitor(enter: { node, _, _, _, _ in
                guard let field = node as? Field, let parent = context.parentType?.name else { return .continue }
                let name = field.name.value
                if let first = since["\(parent).\(name)"], version < first {
                    found.append([
                        "message": "Field '\(name)' doesn't exist on type '\(parent)'",
                        "extensions": ["code": "undefinedField", "typeName": parent, "fieldName": name],
                    ])
                }
                for argument in field.arguments {
                    guard let first = since["\(parent).\(name)(\(argument.name.value):)"], version < first else { continue }
                    found.append([
                        "message": "Field '\(name)' doesn't accept argument '\(argument.name.value)'",
                        "extensions": ["code": "argumentNotAccepted", "name": name, "typeName": "Field", "argumentName": argument.name.value],
                    ])
                }
                return .continue
            })
        }
        _ = validate(schema: schema, ast: document, rules: [rule])
        return found.errors
    }
}

/// The errors one validation pass finds (its rule runs synchronously, on the calling thread).
private final class FoundErrors: @unchecked Sendable {
    private(set) var errors: [[String: Any]] = []
    func append(_ error: [String: Any]) { errors.append(error) }
}
