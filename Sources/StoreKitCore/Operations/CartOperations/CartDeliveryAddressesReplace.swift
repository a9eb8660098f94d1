/// Replaces every delivery address of the cart at once (2025-10 and later).
public enum CartDeliveryAddressesReplace: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartDeliveryAddressesReplace"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.deliveryAddressesReplace
    /// The first API version that answers it (nil: every version shopterm speaks).
    public static let since: APIVersion? = .addressesReplace
}

extension CartMutation where Mutation == CartDeliveryAddressesReplace {
    /// `address` becomes the cart's only delivery address, selected.
    public init(cartID: String, address: ShippingAddress) {
        variables = ["cartId": .string(cartID), "addresses": .array([CartInputs.selectableAddress(address)])]
    }
}
