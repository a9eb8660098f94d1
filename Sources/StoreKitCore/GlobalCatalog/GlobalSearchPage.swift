import Foundation

/// One page of a global search.
public struct GlobalSearchPage: Sendable, Equatable {
    /// The products found, in the catalog's order.
    public var products: [GlobalProduct]
    /// The cursor of the next page; nil on the last one.
    public var nextCursor: String?
    /// What the catalog said besides (a filter it ignored, ids not found), sanitised.
    public var messages: [UCPMessage]

    /// A page of the given parts.
    public init(products: [GlobalProduct], nextCursor: String? = nil, messages: [UCPMessage] = []) {
        self.products = products
        self.nextCursor = nextCursor
        self.messages = messages
    }
}
