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

/// A named mutation document: what distinguishes the mutations that share one payload shape.
public protocol MutationDocument: Sendable {
    /// The mutation's name, as its document names it.
    static var operationName: String { get }
    /// The mutation's document, with the fragments it uses.
    static var document: GraphQLDocument { get }
    /// See ``GraphQLOperation/since``.
    static var since: APIVersion? { get }
}

extension MutationDocument {
    /// The first API version that answers it (nil: every version shopterm speaks).
    public static var since: APIVersion? { nil }
}
