/// `data` whose only field is a mutation's payload, whatever the field is called.
public struct MutationData<Payload: Decodable & Sendable>: Decodable, Sendable {
    /// The payload; nil when the store answered `null` for the mutation.
    public var payload: Payload?

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no mutation field"))
        }
        payload = try container.decodeIfPresent(Payload.self, forKey: key)
    }
}
