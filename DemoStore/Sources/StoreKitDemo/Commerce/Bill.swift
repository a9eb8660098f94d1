import Foundation
import StoreKitCore

/// What a cart comes to in the demo store, step by step: the lines, the discount codes (each
/// applicable or not, and why), shipping, tax, and what each gift card pays. The cart's
/// `cost`, its `discountAllocations` and `appliedGiftCards`, the checkout page and the order
/// all read one bill, so they always agree.
struct Bill: Sendable {
    /// A discount code on the cart and what it does.
    struct Code: Sendable {
        var code: String
        var rule: DemoCatalog.Offers.DiscountRule?
        var amount: Decimal
        /// Why it does not apply (a `DISCOUNT_*` warning); nil when it does.
        var refusal: (code: String, message: String)?
        var applicable: Bool { refusal == nil }
    }

    /// A gift card on the cart: its balance before this order and what it pays of it.
    struct GiftCardUse: Sendable {
        var card: DemoCatalog.Offers.GiftCard
        var balance: Decimal
        var used: Decimal
    }

    /// The cart's market: every amount is in its currency.
    var market: DemoCatalog.Market
    var subtotal: Decimal
    var codes: [Code]
    var shipping: Decimal
    var tax: Decimal
    var giftCards: [GiftCardUse]

    /// An amount of this bill as money.
    func money(_ amount: Decimal) -> DemoMoney { DemoMoney(amount: amount, currencyCode: market.currency) }

    var discount: Decimal { codes.reduce(0) { $0 + $1.amount } }
    /// What the order's codes take off its lines (not its shipping): what taxes are on.
    var orderDiscount: Decimal { codes.filter { $0.rule?.target != .shipping }.reduce(0) { $0 + $1.amount } }
    var giftCardsPaid: Decimal { giftCards.reduce(0) { $0 + $1.used } }
    /// What is left to pay: never below zero.
    var due: Decimal { max(0, subtotal - discount + shipping + tax - giftCardsPaid) }
}

extension CommerceState {
    /// The bill of `cart`; `withTax` adds the tax of the delivery address (the checkout page's
    /// total: the cart's cost is stated before taxes, as on Shopify). `balances` are the gift
    /// cards' current balances.
    func bill(_ cart: Cart, withTax: Bool, balances: [String: Decimal]) -> Bill {
        let market = market(of: cart)
        let subtotal = subtotal(cart)
        let shipping = shipping(cart)
        var codes: [Bill.Code] = []
        for code in cart.discountCodes {
            codes.append(evaluate(code, subtotal: subtotal, shipping: shipping, applied: codes.filter(\.applicable), market: market))
        }
        var bill = Bill(market: market, subtotal: subtotal, codes: codes, shipping: shipping, tax: 0, giftCards: [])
        if withTax { bill.tax = tax(subtotal: max(0, subtotal - bill.orderDiscount), address: cart.selectedAddress, currency: market.currency) }
        // What the gift cards pay, in the order they were added, out of what is due before them.
        var due = bill.due
        for id in cart.giftCardIDs {
            guard let card = catalog.offers.giftCards.first(where: { $0.id == id }) else { continue }
            // A card's balance is kept in the shop's currency; the cart spends it in its own.
            let balance = market.convert(balances[id] ?? 0)
            let used = min(balance, due)
            due -= used
            bill.giftCards.append(Bill.GiftCardUse(card: card, balance: balance, used: used))
        }
        return bill
    }

    /// The bill with the gift cards' balances as they are now.
    func bill(_ cart: Cart, withTax: Bool) -> Bill {
        bill(cart, withTax: withTax, balances: storage.withLock { $0.giftCardBalances })
    }

    /// One discount code against a subtotal (an order code) or the shipping chosen (a shipping
    /// code; nothing to take off until a rate is chosen). Like Shopify's default, discounts of
    /// one class do not combine: once an order code applies, the next is kept but not applied,
    /// and likewise for shipping; an order code and a shipping code combine (`applied` are the
    /// codes that apply so far).
    private func evaluate(_ code: String, subtotal: Decimal, shipping: Decimal, applied: [Bill.Code], market: DemoCatalog.Market)
        -> Bill.Code
    {
        // The code's amounts in the cart's currency.
        guard let rule = catalog(in: market).offers.discount(code) else {
            return Bill.Code(code: code, rule: nil, amount: 0, refusal: ("DISCOUNT_NOT_FOUND", "\(code) is not a valid discount code."))
        }
        if let minimum = rule.minimumSubtotal, subtotal < minimum {
            return Bill.Code(
                code: code, rule: rule, amount: 0,
                refusal: ("DISCOUNT_PURCHASE_NOT_IN_RANGE", "Spend \(formatted(minimum, in: market)) to use \(rule.code)."))
        }
        if let applied = applied.first(where: { $0.rule?.target == rule.target }) {
            return Bill.Code(
                code: code, rule: rule, amount: 0,
                refusal: ("DISCOUNT_CODE_NOT_HONOURED", "\(rule.code) cannot be combined with \(applied.code)."))
        }
        let base = rule.target == .shipping ? shipping : subtotal
        let amount: Decimal
        switch rule.value {
        case .percentage(let percent): amount = (base * percent / 100).rounded(in: market.currency)
        case .amount(let fixed): amount = fixed
        }
        return Bill.Code(code: code, rule: rule, amount: min(amount, base), refusal: nil)
    }

    /// An amount in `market`'s currency as the store writes it to a buyer there (``moneyStyle(for:)``):
    /// "kr 593,50" in the shop's own, "593,50 kr" in Sweden, "1.296,23 €" in Germany.
    func formatted(_ amount: Decimal, in market: DemoCatalog.Market) -> String {
        DemoMoney(amount: amount, currencyCode: market.currency).formatted(moneyStyle(for: market))
    }

    /// How the store writes money to a buyer in `market`, on its checkout page and in its cart
    /// warnings: the shop's money format for its own currency, else the market's locale (its
    /// country in its first language) through CLDR, as Shopify formats a buyer's currency
    /// (https://polaris.shopify.com/foundations/formatting-localized-currency: "Shopify uses
    /// Common Locale Database Repository (CLDR) for localization formatting for currency") and
    /// as shopterm writes the same amounts.
    func moneyStyle(for market: DemoCatalog.Market) -> DemoMoneyStyle {
        let locale = DemoMoneyStyle.locale(country: market.country, language: market.languages.first)
        return DemoMoneyStyle(
            locale: locale, shopFormat: DemoMoneyFormat(catalog.shop.moneyFormat), shopCurrency: currency, marketLocale: locale)
    }
}
