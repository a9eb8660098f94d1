/// `cartDeliveryAddressesAdd`: a shipping address added to a cart.
public enum CartDeliveryAddressesAdd: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartDeliveryAddressesAdd"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.deliveryAddressesAdd
}

extension CartMutation where Mutation == CartDeliveryAddressesAdd {
    /// The operation for these values (they become its variables).
    public init(cartID: String, address: ShippingAddress) {
        variables = ["cartId": .string(cartID), "addresses": .array([CartInputs.selectableAddress(address)])]
    }
}
