import Foundation

/// A shipping method the store offers for the address: handle, title, price, description.
public struct ShippingRate: Sendable, Equatable, Codable {
    /// What `cartSelectedDeliveryOptionsUpdate` names it by.
    public var handle: String
    /// What the shopper reads ("Standard", "Express").
    public var title: String
    /// What it costs.
    public var price: Money
    /// The store's words about it, often the delivery time ("1–2 business days"): the
    /// option's `description`; nil when the store gives none.
    public var description: String?

    /// A rate `title` of `price`, chosen by `handle`, described by `description`.
    public init(handle: String, title: String, price: Money, description: String? = nil) {
        self.handle = handle
        self.title = title
        self.price = price
        self.description = description
    }
}

/// One line of a checkout as the store sees it.
public struct CheckoutLine: Sendable, Equatable, Codable {
    /// The store's ID of the line (a cart line).
    public var id: String
    /// The variant the line buys.
    public var variantID: ProductVariant.ID
    /// How many.
    public var quantity: Int
    /// The product's title.
    public var title: String
    /// The variant's title ("9 / Black").
    public var variantTitle: String
    /// What one costs on this line: the selling plan's price when it has one.
    public var unitPrice: Money
    /// The selling plan it is bought on, if any.
    public var plan: LinePlan?

    /// A line of the store's cart.
    public init(
        id: String, variantID: ProductVariant.ID, quantity: Int, title: String, variantTitle: String, unitPrice: Money,
        plan: LinePlan? = nil
    ) {
        self.id = id
        self.variantID = variantID
        self.quantity = quantity
        self.title = title
        self.variantTitle = variantTitle
        self.unitPrice = unitPrice
        self.plan = plan
    }

    /// The line's variant and selling plan: what tells two lines apart.
    public var key: CartLineKey { CartLineKey(variantID: variantID, sellingPlanID: plan?.id) }

    /// "2 / Green", with its plan: "2 / Green · Every 3 months".
    public var variantLabel: String { LinePlan.label(variantTitle, plan) }
}

/// A warning the store attached to a change (`CartWarning`): not an error, but
/// something the person should know, e.g. fewer items than asked were added.
public struct CheckoutWarning: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The warning's code (`MERCHANDISE_NOT_ENOUGH_STOCK`).
    public var code: String
    /// The store's words.
    public var message: String
    /// The ID the warning is about (a line or a variant).
    public var target: String

    /// A warning as the store states it.
    public init(code: String, message: String, target: String) {
        self.code = code
        self.message = message
        self.target = target
    }

    /// `earlier` then the warnings of `later` not already said (same code and target).
    public static func merged(_ earlier: [CheckoutWarning], _ later: [CheckoutWarning]) -> [CheckoutWarning] {
        earlier + later.filter { warning in !earlier.contains { $0.code == warning.code && $0.target == warning.target } }
    }

    /// The message as the store sent it, on one line (decisions read ``code``).
    public var description: String { message.oneLine() ?? code }
}

/// The order a completed checkout became, as far as the API tells.
public struct CompletedOrder: Sendable, Equatable, Codable {
    /// "#1001"; nil when the API does not say (the Cart API only reports that the cart is gone).
    public var name: String?
    /// What the order cost, when the API says.
    public var total: Money?

    /// An order `name` of `total`, as far as they are known.
    public init(name: String?, total: Money?) {
        self.name = name
        self.total = total
    }
}

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
    /// Money off the cart as a whole (code and automatic discounts), one entry per discount.
    public var discounts: [CartDiscount]
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
        discounts: [CartDiscount] = [], giftCards: [AppliedGiftCard] = [], note: String? = nil
    ) {
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

extension CompletedOrder {
    /// What was charged, as the store states it: the order's total when the store gives it
    /// (a logged-in shopper's order), else the cart's total and, when the checkout page added
    /// the taxes, that it did ("$61.00 plus the taxes the checkout page added", and that gift
    /// cards paid them as far as they held more): never a figure before taxes as if it were
    /// what was paid.
    public func chargedText(cart: CheckoutState?, format: (Money) -> String) -> String {
        if let total { return format(total) }
        guard let cart else { return "the total on the order confirmation" }
        guard cart.taxesCalculatedAtPayment else { return format(cart.total) }
        // A gift card that held more than it paid paid the page's taxes too, up to its balance.
        let cardsPaidMore = cart.giftCards.contains { !cart.alsoPaid(by: $0).isEmpty }
        return format(cart.total) + " plus the taxes the checkout page added" + (cardsPaidMore ? ", less what gift cards paid of them" : "")
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
