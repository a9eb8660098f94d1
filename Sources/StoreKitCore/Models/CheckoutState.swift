import Foundation

/// A checkout in progress: the store's cart as the Cart API describes it.
public struct CheckoutState: Sendable, Equatable {
    /// The cart's ID, `gid://shopify/Cart/<token>?key=<secret>`: the key is a secret (without
    /// it the cart's private details are hidden and it cannot be changed). Kept in the 0600 cart
    /// file; shown only as ``shownID``.
    public var id: String
    /// Where the buyer pays (`Cart.checkoutUrl`), unchecked.
    public var webURL: String
    /// The buyer's e-mail, once given.
    public var email: String?
    /// The shipping address, once given.
    public var address: ShippingAddress?
    /// The ID of the selected delivery address.
    public var addressID: String?
    /// The lines as the store's cart holds them.
    public var lines: [CheckoutLine]
    /// The lines' cost (`cart.cost.subtotalAmount`).
    public var subtotal: Money
    /// Taxes and duties, when the store states them (the Storefront API's `totalTaxAmount` and
    /// `totalDutyAmount` are deprecated: stores compute taxes at checkout and mostly say nothing).
    public var taxes: Money?
    /// Duties, when the store states them.
    public var duties: Money?
    /// The delivery group the options belong to.
    public var deliveryGroupID: String?
    /// The shipping rates, when known and ready.
    public var shippingRates: [ShippingRate]
    /// The rate chosen, once one is.
    public var selectedRate: ShippingRate?
    /// What the store changed of its own accord at the last step.
    public var warnings: [CheckoutWarning]
    /// The customer the checkout belongs to (`buyerIdentity.customer`), when signed in.
    public var customerID: String?
    /// The buyer's country (`buyerIdentity.countryCode`): the market the cart is priced in.
    public var buyerCountry: String?
    /// The discount codes on the cart, applicable or not.
    public var discountCodes: [CartDiscountCode]
    /// Money off the cart as a whole (code and automatic discounts, on the order or on its
    /// shipping), one entry per discount.
    public var discounts: [CartDiscount]
    /// What each discount took off each line, by the line's ID (2026-07 on: order discounts
    /// allocated to the lines too), for lines that have any.
    public var lineDiscounts: [String: [CartDiscount]]
    /// The gift cards applied, with what each pays.
    public var giftCards: [AppliedGiftCard]
    /// The buyer's note to the store.
    public var note: String?

    /// A checkout as the store's cart describes it.
    public init(
        id: String, webURL: String, email: String?, address: ShippingAddress?, addressID: String? = nil,
        lines: [CheckoutLine], subtotal: Money, taxes: Money? = nil, duties: Money? = nil, deliveryGroupID: String? = nil,
        shippingRates: [ShippingRate] = [], selectedRate: ShippingRate? = nil,
        warnings: [CheckoutWarning] = [], customerID: String? = nil, buyerCountry: String? = nil, discountCodes: [CartDiscountCode] = [],
        discounts: [CartDiscount] = [], lineDiscounts: [String: [CartDiscount]] = [:], giftCards: [AppliedGiftCard] = [], note: String? = nil
    ) {
        self.lineDiscounts = lineDiscounts
        self.customerID = customerID
        self.buyerCountry = buyerCountry
        self.discountCodes = discountCodes
        self.discounts = discounts
        self.giftCards = giftCards
        self.note = note
        self.id = id
        self.webURL = webURL
        self.email = email
        self.address = address
        self.addressID = addressID
        self.lines = lines
        self.subtotal = subtotal
        self.taxes = taxes
        self.duties = duties
        self.deliveryGroupID = deliveryGroupID
        self.shippingRates = shippingRates
        self.selectedRate = selectedRate
        self.warnings = warnings
    }
}

extension CheckoutState {
    /// What the buyer pays, as the sum of the lines shown: subtotal, less the cart's
    /// discounts, plus the selected delivery option (also when the store preselected it) and
    /// the taxes and duties the store states, less what gift cards pay. Without stated taxes it
    /// is the total before taxes (see ``taxesCalculatedAtPayment``). Never below zero.
    public var total: Money {
        let added = [selectedRate?.price, taxes, duties].compactMap { $0 }
        let taken = discounts.map(\.amount) + giftCards.map(\.amountUsed)
        let amount = subtotal.amount + sum(added) - sum(taken)
        return Money(amount: max(0, amount), currencyCode: subtotal.currencyCode)
    }

    /// The lines at their prices less the store's subtotal, when the store took money off
    /// single items (a product discount is allocated to its lines and is already out of the
    /// subtotal): said as its own line so that the lines shown add up. Nil when none.
    public var itemDiscounts: Money? {
        let lineTotal = linesAtTheirPrices
        return lineTotal > subtotal.amount ? Money(amount: lineTotal - subtotal.amount, currencyCode: subtotal.currencyCode) : nil
    }

    /// The store's subtotal less the lines at their prices, when the store added to single
    /// items (a fee, a rounding of its own, an app's charge): said as its own line, so that the
    /// lines shown add up to the subtotal. Nil when none.
    public var itemCharges: Money? {
        let lineTotal = linesAtTheirPrices
        return subtotal.amount > lineTotal ? Money(amount: subtotal.amount - lineTotal, currencyCode: subtotal.currencyCode) : nil
    }

    /// The lines in the cart's currency, each at its unit price times its quantity.
    private var linesAtTheirPrices: Decimal {
        lines.filter { $0.unitPrice.currencyCode == subtotal.currencyCode }
            .reduce(Decimal(0)) { $0 + $1.unitPrice.amount * Decimal($1.quantity) }
    }

    /// The lines the buyer's country cannot buy, each with the store's warning about it: no
    /// checkout of them (the store would not sell them there).
    public var unavailableLines: [(line: CheckoutLine, warning: CheckoutWarning)] {
        lines.compactMap { line in
            warnings.first { $0.code == CheckoutWarning.unavailableInBuyerLocation && $0.target == line.id }.map { (line, $0) }
        }
    }

    /// The discount codes the store keeps but does not apply to this cart.
    public var inapplicableCodes: [String] { discountCodes.filter { !$0.applicable }.map(\.code) }

    /// The store's warnings about discounts (`DISCOUNT_*`): why a code does not apply.
    public var discountWarnings: [CheckoutWarning] { warnings.filter { $0.code.hasPrefix("DISCOUNT_") } }

    /// True when the store does not state taxes: they are computed on the checkout page, so
    /// ``total`` is the total before taxes.
    public var taxesCalculatedAtPayment: Bool { taxes == nil }

    /// The amounts in the cart's currency, added up (another currency cannot be added: left out).
    private func sum(_ amounts: [Money]) -> Decimal {
        amounts.filter { $0.currencyCode == subtotal.currencyCode }.reduce(Decimal(0)) { $0 + $1.amount }
    }
}

extension CheckoutState {
    /// What the checkout page still adds to ``total``: "shipping" while no rate is chosen,
    /// "taxes" when the store leaves them to it (``taxesCalculatedAtPayment``).
    public var addedAtCheckout: [String] {
        [selectedRate == nil ? "shipping" : nil, taxesCalculatedAtPayment ? "taxes" : nil].compactMap { $0 }
    }

    /// What `card` pays on the checkout page besides its ``AppliedGiftCard/amountUsed`` (up
    /// to its balance): what the page adds, when the card holds more than it pays now.
    public func alsoPaid(by card: AppliedGiftCard) -> [String] { card.holdsMore ? addedAtCheckout : [] }

    /// The cart's ID as it may be shown: without its secret `?key=` part.
    public var shownID: String {
        id.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? id
    }
}
