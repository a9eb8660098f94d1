/// `customerRecover`: a password reset e-mail asked for.
public enum CustomerRecover: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerRecover"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.recover
}

extension CustomerOperation where Kind == CustomerRecover {
    /// The operation for these values (they become its variables).
    public init(email: String) { self.init(["email": .string(email)]) }
}
