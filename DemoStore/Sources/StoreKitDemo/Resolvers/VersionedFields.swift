import GraphQL
import StoreKitCore

/// Fields and arguments the demo serves only from the API version that introduced them: asked
/// of an older version, the request fails validation as Shopify's does, with no data
/// ("Field '…' doesn't exist on type '…'", `undefinedField`; "Field '…' doesn't accept
/// argument '…'", `argumentNotAccepted`; input fields: ``VersionedInputFields``).
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
            // Nested cart lines: Shopify's changelog of 2025-08-06, "New: Support for nested
            // cart lines" (2025-10 on); the input field `CartLineInput.parent` is in
            // ``VersionedInputFields``.
            "CartLine.parentRelationship": .nestedCartLines,
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
    static func errors(in document: Document, schema: GraphQLSchema, version: APIVersion, variables: [String: Map] = [:]) -> [[String: Any]] {
        // Nothing to look for in a version that has them all.
        guard since.values.contains(where: { version < $0 }) || VersionedInputFields.refusesSome(version) else { return [] }
        let found = FoundErrors()
        let rule: @Sendable (ValidationContext) -> Visitor = { context in
            Visitor(enter: { node, _, _, _, _ in
                if let definition = node as? VariableDefinition, let value = variables[definition.variable.name.value],
                    let type = VersionedInputFields.inputType(definition.type, in: schema),
                    let error = VersionedInputFields.variableError(definition.variable.name.value, value: value, type: type, version: version)
                {
                    found.append(error)
                }
                guard let field = node as? Field, let parent = context.parentType?.name else { return .continue }
                for argument in field.arguments {
                    guard let type = context.fieldDef?.args.first(where: { $0.name == argument.name.value })?.type,
                        let error = VersionedInputFields.argumentError(argument, field: field.name.value, type: type, version: version)
                    else { continue }
                    found.append(error)
                }
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
