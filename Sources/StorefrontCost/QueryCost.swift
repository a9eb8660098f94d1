import GraphQL
import StoreKitCore

/// A GraphQL request's cost the way Shopify calculates `requestedQueryCost` before running it,
/// over the types of an SDL schema.
///
/// Shopify's rules (shopify.dev, "GraphQL Admin API rate limits" → Cost calculation; Storefront
/// tokenless access applies the same calculation with a 1,000 limit per query):
/// - a scalar or enum field costs 0, an object field 1 plus what is selected inside it;
/// - an interface or union costs the most expensive of its possible selections;
/// - a connection costs 2 plus `first` (or `last`) times the cost of one node; `pageInfo`,
///   `cursor` and the edges themselves are part of those 2;
/// - a mutation costs 10.
///
/// Two points the documentation leaves open are taken on the safe side (the cost is never
/// under Shopify's): what a mutation returns is costed like a query's selection on top of its
/// 10, and a plain list of objects costs one element's selection times its `first` argument
/// when it takes one.
public struct QueryCost: Sendable {
    /// Shopify's limit for one tokenless query (and the Admin API's single-query maximum).
    public static let singleQueryLimit = 1_000

    /// Why a cost could not be computed (the document does not fit the schema).
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    private enum Kind: Sendable { case leaf, object, abstract }

    private struct FieldType: Sendable {
        var typeName: String
        var isList: Bool
        var takesFirst: Bool
    }

    private struct TypeInfo: Sendable {
        var kind: Kind
        var fields: [String: FieldType] = [:]
        /// For an interface or union: the object types it can be.
        var possibleTypes: [String] = []
    }

    private let types: [String: TypeInfo]
    private let queryType: String
    private let mutationType: String

    /// Reads the types of `sdl`.
    public init(sdl: String) throws {
        let document = try parse(source: Source(body: sdl, name: "schema"))
        var types: [String: TypeInfo] = [:]
        var implementations: [String: [String]] = [:]
        for definition in document.definitions {
            switch definition {
            case let object as ObjectTypeDefinition:
                types[object.name.value] = TypeInfo(kind: .object, fields: Self.fields(object.fields))
                for interface in object.interfaces { implementations[interface.name.value, default: []].append(object.name.value) }
            case let interface as InterfaceTypeDefinition:
                types[interface.name.value] = TypeInfo(kind: .abstract, fields: Self.fields(interface.fields))
            case let union as UnionTypeDefinition:
                types[union.name.value] = TypeInfo(kind: .abstract, possibleTypes: union.types.map(\.name.value))
            case let scalar as ScalarTypeDefinition:
                types[scalar.name.value] = TypeInfo(kind: .leaf)
            case let enumeration as EnumTypeDefinition:
                types[enumeration.name.value] = TypeInfo(kind: .leaf)
            default:
                continue
            }
        }
        for (interface, objects) in implementations { types[interface]?.possibleTypes = objects }
        for builtIn in ["String", "Int", "Float", "Boolean", "ID"] { types[builtIn] = TypeInfo(kind: .leaf) }
        self.types = types
        let roots = document.rootTypeNames
        queryType = roots.query ?? "QueryRoot"
        mutationType = roots.mutation ?? "Mutation"
    }

    /// The cost of the operation `operationName` (or the document's only one) in `document`,
    /// with `variables` giving the values of integer variables such as `$first`.
    public func cost(of document: String, operationName: String? = nil, variables: [String: Int] = [:]) throws -> Int {
        let parsed: Document
        do { parsed = try parse(source: Source(body: document, name: "request")) } catch {
            throw Failure(description: "the document does not parse")
        }
        return try cost(of: parsed, operationName: operationName, variables: variables)
    }

    /// The cost of a parsed document (see ``cost(of:operationName:variables:)``).
    public func cost(of parsed: Document, operationName: String?, variables: [String: Int]) throws -> Int {
        let operations = parsed.definitions.compactMap { $0 as? OperationDefinition }
        guard
            let operation = operationName.map({ name in operations.first { $0.name?.value == name } })
                ?? (operations.count == 1 ? operations.first : nil)
        else {
            throw Failure(description: "no operation \(operationName ?? "(unnamed)") in the document")
        }
        let fragments = Dictionary(
            parsed.definitions.compactMap { $0 as? FragmentDefinition }.map { ($0.name.value, $0) },
            uniquingKeysWith: { first, _ in first })
        let walk = Walk(cost: self, fragments: fragments, variables: variables)
        switch operation.operation {
        case .query: return try walk.selection(operation.selectionSet, on: queryType)
        case .mutation:
            let fields = try walk.fields(operation.selectionSet, on: mutationType)
            return try fields.reduce(0) { total, field in
                let payload = try walk.selection(field.selectionSet, on: try walk.fieldType(field, on: mutationType).typeName)
                return total.adding(saturating: 10.adding(saturating: payload))
            }
        case .subscription: throw Failure(description: "subscriptions have no cost here")
        }
    }

    private static func fields(_ definitions: [FieldDefinition]) -> [String: FieldType] {
        Dictionary(
            definitions.map { field in
                let (name, isList) = unwrap(field.type)
                return (
                    field.name.value,
                    FieldType(
                        typeName: name, isList: isList,
                        takesFirst: field.arguments.contains { $0.name.value == "first" })
                )
            }, uniquingKeysWith: { first, _ in first })
    }

    private static func unwrap(_ type: any GraphQL.`Type`) -> (name: String, isList: Bool) {
        switch type {
        case let named as NamedType: return (named.name.value, false)
        case let list as ListType: return (unwrap(list.type).name, true)
        case let nonNull as NonNullType: return unwrap(nonNull.type)
        default: return ("", false)
        }
    }

    /// One costing of one document: its fragments and variables.
    private struct Walk {
        let cost: QueryCost
        let fragments: [String: FragmentDefinition]
        let variables: [String: Int]

        /// The cost of `selectionSet` on a value of type `typeName`, itself not counted.
        func selection(_ selectionSet: SelectionSet?, on typeName: String) throws -> Int {
            guard let selectionSet, let info = cost.types[typeName] else { return 0 }
            switch info.kind {
            case .leaf: return 0
            case .object: return try fields(selectionSet, on: typeName).reduce(0) { $0.adding(saturating: try field($1, on: typeName)) }
            case .abstract:
                // The most expensive of the selections the value could turn out to need.
                let candidates = info.possibleTypes.isEmpty ? [typeName] : info.possibleTypes
                return try candidates.map { concrete in
                    try fields(selectionSet, on: concrete, abstract: typeName).reduce(0) { $0.adding(saturating: try field($1, on: concrete)) }
                }.max() ?? 0
            }
        }

        /// The fields `selectionSet` asks of a `typeName`, fragments that apply spread in.
        func fields(_ selectionSet: SelectionSet, on typeName: String, abstract: String? = nil) throws -> [Field] {
            var result: [Field] = []
            for selection in selectionSet.selections {
                switch selection {
                case let field as Field:
                    result.append(field)
                case let inline as InlineFragment:
                    if applies(inline.typeCondition?.name.value, to: typeName, abstract: abstract) {
                        result += try fields(inline.selectionSet, on: typeName, abstract: abstract)
                    }
                case let spread as FragmentSpread:
                    guard let fragment = fragments[spread.name.value] else {
                        throw Failure(description: "unknown fragment \(spread.name.value)")
                    }
                    if applies(fragment.typeCondition.name.value, to: typeName, abstract: abstract) {
                        result += try fields(fragment.selectionSet, on: typeName, abstract: abstract)
                    }
                default:
                    continue
                }
            }
            return result
        }

        private func applies(_ condition: String?, to typeName: String, abstract: String?) -> Bool {
            guard let condition else { return true }
            if condition == typeName || condition == abstract { return true }
            return cost.types[condition]?.possibleTypes.contains(typeName) ?? false
        }

        func fieldType(_ field: Field, on typeName: String) throws -> FieldType {
            let name = field.name.value
            if name == "__typename" { return FieldType(typeName: "String", isList: false, takesFirst: false) }
            let owner = cost.types[typeName]
            if let type = owner?.fields[name] { return type }
            // An abstract type's field asked on one of its objects (or the other way round).
            for other in owner?.possibleTypes ?? [] {
                if let type = cost.types[other]?.fields[name] { return type }
            }
            throw Failure(description: "\(typeName) has no field \(name)")
        }

        /// One field's cost: 0 for a leaf, 1 and its selection for an object, and for a
        /// connection 2 plus its page size times one node.
        private func field(_ field: Field, on typeName: String) throws -> Int {
            let type = try fieldType(field, on: typeName)
            guard let info = cost.types[type.typeName], info.kind != .leaf else { return 0 }
            if type.typeName.hasSuffix("Connection"), let selectionSet = field.selectionSet {
                let size = try pageSize(field) ?? 0
                let node = try nodeCost(selectionSet, connection: type.typeName)
                return 2.adding(saturating: size.multiplied(saturating: node))
            }
            let one = 1.adding(saturating: try selection(field.selectionSet, on: type.typeName))
            if type.isList, type.takesFirst, let size = try pageSize(field) { return size.multiplied(saturating: one) }
            return one
        }

        /// The cost of one node of a connection: `nodes { … }` and `edges { node { … } }`.
        private func nodeCost(_ selectionSet: SelectionSet, connection: String) throws -> Int {
            var total = 0
            for field in try fields(selectionSet, on: connection) {
                switch field.name.value {
                case "nodes":
                    let type = try fieldType(field, on: connection)
                    total = total.adding(saturating: 1.adding(saturating: try selection(field.selectionSet, on: type.typeName)))
                case "edges":
                    let edge = try fieldType(field, on: connection).typeName
                    guard let edges = field.selectionSet else { continue }
                    for inner in try fields(edges, on: edge) where inner.name.value == "node" {
                        let node = try selection(inner.selectionSet, on: try fieldType(inner, on: edge).typeName)
                        total = total.adding(saturating: 1.adding(saturating: node))
                    }
                default:
                    continue
                }
            }
            return total
        }

        /// The field's `first` or `last`, read from a literal or a variable.
        private func pageSize(_ field: Field) throws -> Int? {
            guard let argument = field.arguments.first(where: { $0.name.value == "first" || $0.name.value == "last" }) else {
                return nil
            }
            switch argument.value {
            case let literal as IntValue: return max(0, Int(literal.value) ?? .max)
            case let variable as Variable: return variables[variable.name.value].map { max(0, $0) }
            default: return nil
            }
        }
    }
}
