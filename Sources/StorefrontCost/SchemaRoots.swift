import GraphQL

extension Document {
    /// The query and mutation type names a `schema { … }` definition gives, if it gives them.
    public var rootTypeNames: (query: String?, mutation: String?) {
        var roots: (query: String?, mutation: String?) = (nil, nil)
        for case let schema as SchemaDefinition in definitions {
            for operation in schema.operationTypes {
                if operation.operation == .query { roots.query = operation.type.name.value }
                if operation.operation == .mutation { roots.mutation = operation.type.name.value }
            }
        }
        return roots
    }
}
