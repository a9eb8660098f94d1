import GraphQL
import StoreKitCore

/// Root fields the demo serves only from the API version that introduced them: asked of an
/// older version, the request fails validation as Shopify's does, with no data
/// (`undefinedField`, "Field '…' doesn't exist on type '…'").
enum VersionedFields {
    /// `Type.field` → the first version that has it.
    static let since: [String: APIVersion] = [
        "Mutation.cartDeliveryAddressesReplace": .addressesReplace,
        "Mutation.cartGiftCardCodesAdd": .giftCardCodesAdd,
    ]

    /// Shopify's errors for the root fields of `document` that `version` does not have.
    static func errors(in document: Document, version: APIVersion) -> [[String: Any]] {
        var errors: [[String: Any]] = []
        for case let operation as OperationDefinition in document.definitions {
            let typeName = operation.operation == .mutation ? "Mutation" : "QueryRoot"
            for case let field as Field in operation.selectionSet.selections {
                guard let first = since["\(typeName).\(field.name.value)"], version < first else { continue }
                errors.append([
                    "message": "Field '\(field.name.value)' doesn't exist on type '\(typeName)'",
                    "extensions": ["code": "undefinedField", "typeName": typeName, "fieldName": field.name.value],
                ])
            }
        }
        return errors
    }
}
