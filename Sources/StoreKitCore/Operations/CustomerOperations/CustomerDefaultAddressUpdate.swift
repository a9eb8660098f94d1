/// `customerDefaultAddressUpdate`: the default address chosen.
public enum CustomerDefaultAddressUpdate: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerDefaultAddressUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.defaultAddressUpdate
}

extension CustomerOperation where Kind == CustomerDefaultAddressUpdate {
    /// The operation for these values (they become its variables).
    public init(token: String, addressID: String) {
        self.init(["customerAccessToken": .string(token), "addressId": .string(addressID)])
    }
}
