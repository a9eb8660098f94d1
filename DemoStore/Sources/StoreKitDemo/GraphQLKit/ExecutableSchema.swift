import GraphQL
import StorefrontCost

/// Builds an executable GraphQLSwift schema from SDL text and a table of resolvers.
///
/// GraphQLSwift's `buildSchema` gives a schema that validates documents but cannot execute
/// interfaces. This reads the same SDL and builds programmatic types instead, so the SDL stays
/// the single description of the demo API (and `--print-schema` prints exactly it), while
/// fields get resolvers from `resolvers["Type.field"]` and interfaces resolve their concrete
/// type through `typeName(of:)`.
struct ExecutableSchema {
    /// Resolvers keyed `Type.field`; fields without one read the source's property of that name.
    /// ``build(sdl:)`` throws when a key names no field of the SDL.
    var resolvers: [String: GraphQLFieldResolve]
    /// The object type name of a value returned for an interface.
    var typeName: @Sendable (any Sendable) -> String?
    /// Serialisation of custom scalars (all strings in the Storefront API's JSON).
    var serializeScalar: @Sendable (Any) throws -> Map

    func build(sdl: String) throws -> GraphQLSchema {
        let document = try parse(source: Source(body: sdl, name: "demo schema"))
        let registry = TypeRegistry()
        let roots = document.rootTypeNames
        let queryTypeName = roots.query ?? "Query"
        let mutationTypeName = roots.mutation
        var directiveDefinitions: [DirectiveDefinition] = []
        var unions: [UnionTypeDefinition] = []

        // First pass: create every named type; fields are filled in lazily through the registry.
        for definition in document.definitions {
            switch definition {
            case is SchemaDefinition:
                continue
            case let scalar as ScalarTypeDefinition:
                registry.types[scalar.name.value] = try GraphQLScalarType(name: scalar.name.value, serialize: serializeScalar)
            case let enumeration as EnumTypeDefinition:
                var values: GraphQLEnumValueMap = [:]
                for value in enumeration.values { values[value.name.value] = GraphQLEnumValue(value: .string(value.name.value)) }
                registry.types[enumeration.name.value] = try GraphQLEnumType(name: enumeration.name.value, values: values)
            case let interface as InterfaceTypeDefinition:
                let interfaceNames = interface.interfaces.map(\.name.value)
                registry.types[interface.name.value] = try GraphQLInterfaceType(
                    name: interface.name.value,
                    fields: { try self.fields(interface.name.value, interface.fields, registry) },
                    interfaces: { interfaceNames.compactMap { registry.types[$0] as? GraphQLInterfaceType } },
                    resolveType: resolveAbstractType)
            case let union as UnionTypeDefinition:
                unions.append(union)
            case let object as ObjectTypeDefinition:
                let interfaceNames = object.interfaces.map(\.name.value)
                registry.types[object.name.value] = try GraphQLObjectType(
                    name: object.name.value,
                    fields: { try self.fields(object.name.value, object.fields, registry) },
                    interfaces: { interfaceNames.compactMap { registry.types[$0] as? GraphQLInterfaceType } })
            case let input as InputObjectTypeDefinition:
                registry.types[input.name.value] = try GraphQLInputObjectType(
                    name: input.name.value,
                    fields: {
                        var fields: InputObjectFieldMap = [:]
                        for field in input.fields {
                            guard let type = try registry.type(field.type) as? GraphQLInputType else {
                                throw GraphQLError(message: "\(input.name.value).\(field.name.value) is not an input type")
                            }
                            fields[field.name.value] = InputObjectField(type: type)
                        }
                        return fields
                    })
            case let directive as DirectiveDefinition:
                directiveDefinitions.append(directive)
            default:
                throw GraphQLError(message: "unsupported definition in the demo schema")
            }
        }

        // A resolver whose key names no field would never run: a typo, or a field the SDL lost.
        var declared: Set<String> = []
        for definition in document.definitions {
            switch definition {
            case let object as ObjectTypeDefinition: declared.formUnion(object.fields.map { "\(object.name.value).\($0.name.value)" })
            case let interface as InterfaceTypeDefinition: declared.formUnion(interface.fields.map { "\(interface.name.value).\($0.name.value)" })
            default: break
            }
        }
        let unknown = Set(resolvers.keys).subtracting(declared).sorted()
        guard unknown.isEmpty else {
            throw GraphQLError(message: "resolvers for fields the demo schema does not have: \(unknown.joined(separator: ", "))")
        }

        // Unions take their member types as values, so they come once every object exists.
        for union in unions {
            registry.types[union.name.value] = try GraphQLUnionType(
                name: union.name.value,
                resolveType: resolveAbstractType,
                types: union.types.compactMap { registry.types[$0.name.value] as? GraphQLObjectType })
        }

        var directives = [
            GraphQLIncludeDirective, GraphQLSkipDirective, GraphQLDeprecatedDirective, GraphQLSpecifiedByDirective, GraphQLOneOfDirective,
        ]
        for directive in directiveDefinitions {
            directives.append(
                try GraphQLDirective(
                    name: directive.name.value,
                    locations: directive.locations.compactMap { DirectiveLocation(rawValue: $0.value) },
                    args: try arguments(directive.arguments, registry)))
        }
        guard let query = registry.types[queryTypeName] as? GraphQLObjectType else {
            throw GraphQLError(message: "the demo schema has no query type \(queryTypeName)")
        }
        let mutation = mutationTypeName.flatMap { registry.types[$0] as? GraphQLObjectType }
        return try GraphQLSchema(query: query, mutation: mutation, types: Array(registry.types.values), directives: directives)
    }

    /// The concrete object type of a value returned for an interface or a union.
    private var resolveAbstractType: GraphQLTypeResolve {
        let typeName = self.typeName
        return { value, _ in
            guard let name = typeName(value) else { throw GraphQLError(message: "Internal error: no object type for \(type(of: value))") }
            return name
        }
    }

    private func fields(_ typeName: String, _ definitions: [FieldDefinition], _ registry: TypeRegistry) throws -> GraphQLFieldMap {
        var fields: GraphQLFieldMap = [:]
        for definition in definitions {
            guard let type = try registry.type(definition.type) as? GraphQLOutputType else {
                throw GraphQLError(message: "\(typeName).\(definition.name.value) is not an output type")
            }
            let field = GraphQLField(
                type: type, args: try arguments(definition.arguments, registry),
                resolve: resolvers["\(typeName).\(definition.name.value)"])
            fields[definition.name.value] = field
        }
        return fields
    }

    private func arguments(_ definitions: [InputValueDefinition], _ registry: TypeRegistry) throws -> GraphQLArgumentConfigMap {
        var arguments: GraphQLArgumentConfigMap = [:]
        for definition in definitions {
            guard let type = try registry.type(definition.type) as? GraphQLInputType else {
                throw GraphQLError(message: "argument \(definition.name.value) is not an input type")
            }
            arguments[definition.name.value] = GraphQLArgument(type: type)
        }
        return arguments
    }
}

/// Named types by name, shared by the lazy field thunks.
private final class TypeRegistry: @unchecked Sendable {
    var types: [String: GraphQLNamedType] = [:]

    private static let builtins: [String: GraphQLNamedType] = [
        "String": GraphQLString, "Int": GraphQLInt, "Float": GraphQLFloat, "Boolean": GraphQLBoolean, "ID": GraphQLID,
    ]

    func type(_ ast: any `Type`) throws -> GraphQLType {
        switch ast {
        case let named as NamedType:
            let name = named.name.value
            guard let type = Self.builtins[name] ?? types[name] else {
                throw GraphQLError(message: "unknown type \(name) in the demo schema")
            }
            return type
        case let list as ListType:
            return GraphQLList(try type(list.type))
        case let nonNull as NonNullType:
            guard let inner = try type(nonNull.type) as? GraphQLNullableType else {
                throw GraphQLError(message: "invalid non-null type in the demo schema")
            }
            return GraphQLNonNull(inner)
        default:
            throw GraphQLError(message: "unsupported type reference in the demo schema")
        }
    }
}
