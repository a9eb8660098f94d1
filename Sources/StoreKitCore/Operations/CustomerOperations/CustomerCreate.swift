/// `customerCreate`: a classic account made.
public enum CustomerCreate: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerCreate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.customerCreate
}

extension CustomerOperation where Kind == CustomerCreate {
    /// The operation for these values (they become its variables).
    public init(_ form: SignUpForm) {
        var input: [String: JSONValue] = ["email": .string(form.email), "password": .string(form.password)]
        input["firstName"] = .optional(form.firstName)
        input["lastName"] = .optional(form.lastName)
        input["phone"] = .optional(form.phone)
        if form.acceptsMarketing { input["acceptsMarketing"] = true }
        self.init(["input": .object(input)])
    }
}
