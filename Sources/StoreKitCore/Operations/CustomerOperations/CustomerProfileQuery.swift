/// `customer { profile }`.
public enum CustomerProfileQuery: CustomerOperationKind {
    /// The customer's profile.
    public typealias Payload = CustomerProfile
    /// The operation's name, as its document names it.
    public static let operationName = "Customer"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.customer
    /// A query may be retried; a mutation is sent at most once.
    public static var kind: OperationKind { .query }
}

extension CustomerOperation where Kind == CustomerProfileQuery {
    /// The operation for these values (they become its variables).
    public init(token: String) { self.init(["customerAccessToken": .string(token)]) }
}
