/// `customerAddressDelete`: a saved address deleted.
public enum CustomerAddressDelete: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerAddressDelete"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.addressDelete
}

extension CustomerOperation where Kind == CustomerAddressDelete {
    /// The operation for these values (they become its variables).
    public init(token: String, id: String) {
        self.init(["customerAccessToken": .string(token), "id": .string(id)])
    }
}
