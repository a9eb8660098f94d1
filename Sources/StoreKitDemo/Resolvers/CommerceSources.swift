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
/// A cart line with its merchandise, plan and price (see ``CommerceState/pricedLines(_:)``).
struct CartLineSource: Sendable {
    var priced: PricedLine
    var line: CommerceState.Line { priced.line }
    var merchandise: CommerceState.Merchandise { priced.merchandise }
}
struct CartCostSource: Sendable {
    var subtotalAmount: Money
    var totalAmount: Money
}
struct CartLineCostSource: Sendable {
    var amountPerQuantity: Money
    var compareAtAmountPerQuantity: Money?
    var subtotalAmount: Money
    var totalAmount: Money
}
struct BuyerIdentitySource: Sendable {
    var email: String?
    var countryCode: String?
    var customerID: String?
    var phone: String? = nil
}
struct DeliveryGroupSource: Sendable {
    var id: String
    var deliveryOptions: [DeliveryOptionSource]
    var selectedDeliveryOption: DeliveryOptionSource?
}
struct DeliveryOptionSource: Sendable {
    var handle: String
    var title: String?
    var code: String?
    var description: String?
    var estimatedCost: Money
}
struct SelectableAddressSource: Sendable { var address: CommerceState.SelectableAddress }
struct DeliveryAddressSource: Sendable { var address: ShippingAddress }
struct UserErrorSource: Sendable {
    var field: [String]?
    var message: String
    var code: String?
}
struct WarningSource: Sendable {
    var code: String
    var message: String
    var target: String
}
/// Any cart mutation's payload.
struct CartPayloadSource: Sendable {
    var cart: CartSource?
    var userErrors: [UserErrorSource]
    var warnings: [WarningSource]
}

extension Outcome {
    var userErrorSources: [UserErrorSource] { userErrors.map { UserErrorSource(field: $0.field, message: $0.message, code: $0.code) } }
    var warningSources: [WarningSource] { warnings.map { WarningSource(code: $0.code, message: $0.message, target: $0.target) } }
}
