import StoreKitCore

/// Values the cart resolvers hand to GraphQL.
/// A cart as one answer sees it (see ``CommerceState/observe(_:)``).
struct CartSource: Sendable {
    var cart: CommerceState.Cart
    /// True when this answer shows the delivery options.
    var deliveryReady: Bool
    /// What the cart comes to before taxes, read once for the whole answer: its cost, discount
    /// codes, allocations and gift cards all agree even if a card is spent meanwhile.
    var bill: Bill

    /// The cart `id` as one answer sees it (see ``CommerceState/observe(_:)``); nil when there is none.
    init?(observing id: String, in commerce: CommerceState) {
        guard let (cart, deliveryReady) = commerce.observe(id) else { return nil }
        self.cart = cart
        self.deliveryReady = deliveryReady
        bill = commerce.bill(cart, withTax: false)
    }
}
