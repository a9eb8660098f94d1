/// `customerAccessTokenDelete`: a logout the shop is told of.
public enum CustomerAccessTokenDelete: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerAccessTokenDelete"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.accessTokenDelete
}

extension CustomerOperation where Kind == CustomerAccessTokenDelete {
    /// The operation for these values (they become its variables).
    public init(token: String) { self.init(["customerAccessToken": .string(token)]) }
}
