/// The outcome of one operation: data, errors, or both (a partial answer).
public struct GraphQLResponse<Data: Sendable>: Sendable {
    /// The decoded data; nil when the store sent none.
    public var data: Data?
    /// The GraphQL errors that came with it (empty when none).
    public var errors: [GraphQLError]
    /// True when this answer came from the cache rather than the network.
    public var isFromCache: Bool

    /// An outcome of `data` and `errors`, from the cache when `isFromCache`.
    public init(data: Data?, errors: [GraphQLError] = [], isFromCache: Bool = false) {
        self.data = data
        self.errors = errors
        self.isFromCache = isFromCache
    }

    /// The data, or the errors thrown as ``StorefrontError/graphQL(_:)`` when there is none.
    /// A root field the store refused (`ACCESS_DENIED` with the field's path) is null in
    /// `data` for that reason, not because there is nothing: its error is thrown as well
    /// (Shopify answers `{"data":{"product":null},"errors":[{… "ACCESS_DENIED" …}]}`).
    public func requireData() throws(StorefrontError) -> Data {
        guard let data else { throw .graphQL(errors) }
        if let denied = errors.first(where: { $0.code == "ACCESS_DENIED" && $0.path.count == 1 }) { throw .graphQL([denied]) }
        return data
    }
}
