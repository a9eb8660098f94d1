/// The most lines a store's cart is read with, in one request: at up to 14 cost points a line
/// (its variant, its cost, its selling plan, its discounts, and a bundle's parts, which Shopify
/// costs on every line of the list), 60 keep a cart query (or a cart mutation's answer) within
/// the 1,000 cost points a store answers tokenless (`shopterm operations` states each cost). The
/// local cart holds no more different items (an add-on is a line; a bundle's parts are not).
public let cartLineLimit = 60

/// `cart(id:)`: the cart, or nil once it has been checked out (or has expired).
public struct CartQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The cart; nil when the store no longer has it (its checkout was completed, or it expired).
        public var cart: RemoteCart?
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Cart"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.cartQuery
    /// The cart's global ID.
    public var id: String

    /// The operation for these values (they become its variables).
    public init(id: String) {
        self.id = id
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { ["id": .string(id)] }
}
