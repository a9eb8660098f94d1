/// `cartSelectedDeliveryOptionsUpdate`: a delivery option chosen for a delivery group.
public enum CartSelectedDeliveryOptionsUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartSelectedDeliveryOptionsUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.selectedDeliveryOptionsUpdate
}

extension CartMutation where Mutation == CartSelectedDeliveryOptionsUpdate {
    /// The operation for these values (they become its variables).
    public init(cartID: String, deliveryGroupID: String, handle: String) {
        variables = [
            "cartId": .string(cartID),
            "selectedDeliveryOptions": .array([
                .object([
                    "deliveryGroupId": .string(deliveryGroupID), "deliveryOptionHandle": .string(handle),
                ])
            ]),
        ]
    }
}
