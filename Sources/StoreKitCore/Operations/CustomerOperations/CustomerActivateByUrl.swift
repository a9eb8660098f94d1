/// `customerActivateByUrl`: an invited account activated from its e-mail's link.
public enum CustomerActivateByUrl: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerActivateByUrl"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.activateByURL
}

extension CustomerOperation where Kind == CustomerActivateByUrl {
    /// The operation for these values (they become its variables).
    public init(activationURL: String, password: String) {
        self.init(["activationUrl": .string(activationURL), "password": .string(password)])
    }
}
