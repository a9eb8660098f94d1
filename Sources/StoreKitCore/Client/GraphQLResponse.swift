/// The outcome of one operation: data, errors, or both (a partial answer).
public struct GraphQLResponse<Data: Sendable>: Sendable {
    /// The decoded data; nil when the store sent none.
    public var data: Data?
    /// The GraphQL errors that came with it (empty when none).
    public var errors: [GraphQLError]
    /// True when this answer came from the cache rather than the network.
    public var isFromCache: Bool
    /// The errors under a root field that came back null (`product` null with an error at
    /// `product` or at `product.metafields`): that null is the store's refusal, not an
    /// absence. Errors deeper in data that is there stay beside it in ``errors``.
    public var nullingErrors: [GraphQLError]

    /// An outcome of `data` and `errors`, from the cache when `isFromCache`; `nullingErrors`
    /// are those of `errors` that nulled a field of `data`.
    public init(data: Data?, errors: [GraphQLError] = [], isFromCache: Bool = false, nullingErrors: [GraphQLError] = []) {
        self.data = data
        self.errors = errors
        self.isFromCache = isFromCache
        self.nullingErrors = nullingErrors
    }

    /// The data, or the errors thrown as ``StorefrontError/graphQL(_:)`` when there is none.
    /// A root field the store refused is null in `data` for that reason, not because there is
    /// nothing: an error under it is thrown, whether its path names the field or one inside it
    /// (Shopify answers `{"data":{"product":null},"errors":[{… "path":["product","metafields"],
    /// … "ACCESS_DENIED" …}]}` when a tokenless query asks for metafields). Only a null with no
    /// error is "not found".
    public func requireData() throws(StorefrontError) -> Data {
        guard let data else { throw .graphQL(errors) }
        if let refusal = nullingErrors.first { throw .graphQL([refusal]) }
        return data
    }
}
