/// `customerAddressCreate`: an address added to the address book.
public enum CustomerAddressCreate: CustomerMutationKind {
    /// The operation's name, as its document names it.
    public static let operationName = "CustomerAddressCreate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CustomerDocuments.addressCreate
}

extension CustomerOperation where Kind == CustomerAddressCreate {
    /// The operation for these values (they become its variables).
    public init(token: String, address: ShippingAddress) {
        self.init(["customerAccessToken": .string(token), "address": address.mailingAddressInput])
    }
}
