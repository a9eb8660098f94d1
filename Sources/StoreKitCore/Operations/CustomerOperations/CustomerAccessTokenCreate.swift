/// `customerAccessTokenCreate`: a classic login.
public enum CustomerAccessTokenCreate: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerAccessTokenCreate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.accessTokenCreate
}

extension CustomerOperation where Kind == CustomerAccessTokenCreate {
    /// The operation for these values (they become its variables).
    public init(email: String, password: String) {
        self.init(["input": .object(["email": .string(email), "password": .string(password)])])
    }
}
