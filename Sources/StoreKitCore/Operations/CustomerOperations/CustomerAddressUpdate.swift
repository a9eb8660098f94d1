/// `customerAddressUpdate`: a saved address changed.
public enum CustomerAddressUpdate: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerAddressUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.addressUpdate
}

extension CustomerOperation where Kind == CustomerAddressUpdate {
    /// The operation for these values (they become its variables).
    public init(token: String, id: String, address: ShippingAddress) {
        self.init(["customerAccessToken": .string(token), "id": .string(id), "address": address.mailingAddressInput])
    }
}
