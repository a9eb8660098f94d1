/// An optional field of a GraphQL input object, with the three states the API tells apart
/// (the seeds' `Input<T>`):
/// - `.undefined`: the field is left out of the request, so the store keeps its current value;
/// - `.null`: the field is sent as `null`, so the store clears it;
/// - `.value(v)`: the field is sent with `v`.
public enum GraphQLInput<Value: Sendable & Equatable>: Sendable, Equatable {
    case undefined
    case null
    case value(Value)

    /// `.value(v)` for a value, `.null` for nil: "set this field to exactly this".
    public init(orNull value: Value?) {
        self = value.map(GraphQLInput.value) ?? .null
    }

    /// True unless `.undefined`.
    public var isDefined: Bool { self != .undefined }
}

extension Dictionary where Key == String, Value == JSONValue {
    /// Sets `key` from `input`: nothing for `.undefined`, `null` for `.null`, the value otherwise.
    mutating func set<Wrapped>(_ key: String, _ input: GraphQLInput<Wrapped>, _ encode: (Wrapped) -> JSONValue) {
        switch input {
        case .undefined: self[key] = nil
        case .null: self[key] = .null
        case .value(let value): self[key] = encode(value)
        }
    }

    mutating func set(_ key: String, _ input: GraphQLInput<String>) { set(key, input, JSONValue.string) }
    mutating func set(_ key: String, _ input: GraphQLInput<Bool>) { set(key, input, JSONValue.bool) }
}
