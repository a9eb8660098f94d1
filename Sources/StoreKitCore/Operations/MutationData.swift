/// `data` whose only field is a mutation's payload, whatever the field is called.
public struct MutationData<Payload: Decodable & Sendable>: Decodable, Sendable {
    public var payload: Payload?

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no mutation field"))
        }
        payload = try container.decodeIfPresent(Payload.self, forKey: key)
    }
}

/// A named mutation document: what distinguishes the mutations that share one payload shape.
public protocol MutationDocument: Sendable {
    static var operationName: String { get }
    static var document: GraphQLDocument { get }
    /// See ``GraphQLOperation/since``.
    static var since: APIVersion? { get }
}

extension MutationDocument {
    public static var since: APIVersion? { nil }
}
