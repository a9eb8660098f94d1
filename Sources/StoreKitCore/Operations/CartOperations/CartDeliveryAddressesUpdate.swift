/// `cartDeliveryAddressesUpdate`: a cart's shipping address changed.
public enum CartDeliveryAddressesUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartDeliveryAddressesUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.deliveryAddressesUpdate
}

extension CartMutation where Mutation == CartDeliveryAddressesUpdate {
    /// Replaces the address with `addressID` and keeps it selected. Always one address: from
    /// 2025-10 an update with none clears them all.
    public init(cartID: String, addressID: String, address: ShippingAddress) {
        variables = [
            "cartId": .string(cartID),
            "addresses": .array([
                .object([
                    "id": .string(addressID), "selected": true, "address": .object(["deliveryAddress": address.cartInput]),
                ])
            ]),
        ]
    }
}
