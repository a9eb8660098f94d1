import GraphQL
import StoreKitCore

/// Input fields the demo takes only from the API version that introduced them: sent to an
/// older version, the request fails as an unknown input field does on Shopify (GraphQL
/// validation, in graphql-ruby's words): in the document, "Argument 'lines' on Field
/// 'cartLinesAdd' has an invalid value (…). Expected type '[CartLineInput!]!'."; in the
/// variables, "Variable $lines of type [CartLineInput!]! was provided invalid value for
/// 0.parent (Field is not defined on CartLineInput)".
enum VersionedInputFields {
    /// `InputType.field` → the first version that has it.
    static let since: [String: APIVersion] = [
        // Nested cart lines: Shopify's changelog of 2025-08-06, "New: Support for nested cart lines".
        "CartLineInput.parent": .nestedCartLines
    ]

    /// True when some input field is younger than `version`.
    static func refusesSome(_ version: APIVersion) -> Bool { since.values.contains { version < $0 } }

    /// The error of a field's `argument` whose literal value has an input field `version` lacks.
    static func argumentError(_ argument: Argument, field: String, type: GraphQLInputType, version: APIVersion) -> [String: Any]? {
        guard youngField(in: argument.value, type: type, version: version) else { return nil }
        return [
            "message":
                "Argument '\(argument.name.value)' on Field '\(field)' has an invalid value (\(inline(argument.value))). Expected type '\(type.debugDescription)'.",
            "extensions": ["code": "argumentLiteralsIncompatible", "typeName": "Field", "argumentName": argument.name.value],
        ]
    }

    /// The error of a variable whose value has an input field `version` lacks.
    static func variableError(_ name: String, value: Map, type: GraphQLInputType, version: APIVersion) -> [String: Any]? {
        guard let (path, inputType) = youngField(in: value, type: type, version: version, path: []) else { return nil }
        let explanation = "Field is not defined on \(inputType)"
        return [
            "message":
                "Variable $\(name) of type \(type.debugDescription) was provided invalid value for \(path.map { "\($0)" }.joined(separator: ".")) (\(explanation))",
            "extensions": ["problems": [["path": path, "explanation": explanation]]],
        ]
    }

    /// Whether a literal holds an input field younger than `version`.
    private static func youngField(in value: Value, type: GraphQLInputType, version: APIVersion) -> Bool {
        switch (value, unwrapped(type)) {
        case (let values as ListValue, let list as GraphQLList):
            guard let item = list.ofType as? GraphQLInputType else { return false }
            return values.values.contains { youngField(in: $0, type: item, version: version) }
        case (let object as ObjectValue, let input as GraphQLInputObjectType):
            let fields = (try? input.fields()) ?? [:]
            return object.fields.contains { field in
                if let first = since["\(input.name).\(field.name.value)"], version < first { return true }
                guard let type = fields[field.name.value]?.type else { return false }
                return youngField(in: field.value, type: type, version: version)
            }
        case (_, let list as GraphQLList):
            // A single value where a list is expected is a list of one.
            return (list.ofType as? GraphQLInputType).map { youngField(in: value, type: $0, version: version) } ?? false
        default:
            return false
        }
    }

    /// The path to, and the type of, the first input field of a variable's value younger than `version`.
    private static func youngField(in value: Map, type: GraphQLInputType, version: APIVersion, path: [any Sendable]) -> ([any Sendable], String)? {
        switch unwrapped(type) {
        case let list as GraphQLList:
            guard let item = list.ofType as? GraphQLInputType else { return nil }
            guard let values = value.array else { return youngField(in: value, type: item, version: version, path: path) }
            for (index, element) in values.enumerated() {
                if let found = youngField(in: element, type: item, version: version, path: path + [index]) { return found }
            }
            return nil
        case let input as GraphQLInputObjectType:
            guard let object = value.dictionary else { return nil }
            let fields = (try? input.fields()) ?? [:]
            for key in object.keys.sorted() {
                if let first = since["\(input.name).\(key)"], version < first { return (path + [key], input.name) }
                guard let field = fields[key], let value = object[key],
                    let found = youngField(in: value, type: field.type, version: version, path: path + [key])
                else { continue }
                return found
            }
            return nil
        default:
            return nil
        }
    }

    /// A literal on one line, as graphql-ruby writes it: `{lines: [{merchandiseId: "…"}]}`.
    static func inline(_ value: Value) -> String {
        switch value {
        case let list as ListValue: "[" + list.values.map(inline).joined(separator: ", ") + "]"
        case let object as ObjectValue: "{" + object.fields.map { "\($0.name.value): \(inline($0.value))" }.joined(separator: ", ") + "}"
        default: print(ast: value)
        }
    }

    private static func unwrapped(_ type: GraphQLInputType) -> GraphQLType {
        (type as? GraphQLNonNull)?.ofType ?? type
    }

    /// A variable's declared type (`[CartLineInput!]!`) in `schema`.
    static func inputType(_ ast: any `Type`, in schema: GraphQLSchema) -> GraphQLInputType? {
        switch ast {
        case let named as NamedType: schema.getType(name: named.name.value) as? GraphQLInputType
        case let list as ListType: inputType(list.type, in: schema).map { GraphQLList($0) }
        case let nonNull as NonNullType: (inputType(nonNull.type, in: schema) as? GraphQLNullableType).map { GraphQLNonNull($0) }
        default: nil
        }
    }
}
