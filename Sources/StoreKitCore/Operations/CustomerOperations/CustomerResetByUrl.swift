/// `customerResetByUrl`: a new password set from a reset e-mail's link.
public enum CustomerResetByUrl: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerResetByUrl"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.resetByURL
}

extension CustomerOperation where Kind == CustomerResetByUrl {
    /// The operation for these values (they become its variables).
    public init(resetURL: String, password: String) {
        self.init(["resetUrl": .string(resetURL), "password": .string(password)])
    }
}
