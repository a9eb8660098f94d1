/// `customerAccessTokenRenew`: a login renewed before it expires.
public enum CustomerAccessTokenRenew: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerAccessTokenRenew"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.accessTokenRenew
}

extension CustomerOperation where Kind == CustomerAccessTokenRenew {
    /// The operation for these values (they become its variables).
    public init(token: String) { self.init(["customerAccessToken": .string(token)]) }
}
