/// `customerUpdate`: the profile (name, e-mail, phone, marketing, password) changed.
public enum CustomerUpdate: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.customerUpdate
}

extension CustomerOperation where Kind == CustomerUpdate {
    /// The operation for these values (they become its variables).
    public init(token: String, change: ProfileChange) {
        self.init(["customerAccessToken": .string(token), "customer": change.input])
    }
}
