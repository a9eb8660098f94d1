/// `customer { orders }`: one page of the order history, newest first.
public enum CustomerOrdersQuery: CustomerOperationKind {
    /// One page of orders, newest first.
    public struct Payload: Decodable, Sendable {
        /// The page of orders, newest first.
        public var orders: Page<CustomerOrder>
    }
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerOrders"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.orders
    /// A query may be retried; a mutation is sent at most once.
    public static var kind: OperationKind { .query }
    /// Each order comes with its lines, money and address: ten keep a request within the
    /// 1,000 cost points a store answers.
    public static let largestPage = 10
}

extension CustomerOperation where Kind == CustomerOrdersQuery {
    /// The operation for these values (they become its variables).
    public init(token: String, first: Int = 20, after: String? = nil) {
        var variables: [String: JSONValue] = ["customerAccessToken": .string(token), "first": .int(first)]
        variables["after"] = .optional(after)
        self.init(variables)
    }
}
