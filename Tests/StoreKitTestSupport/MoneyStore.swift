import Foundation

/// A store the money walk made from a seed: the catalog file a merchant would write, and what a
/// shopper (and a failure's message) needs to know of it.
public struct MoneyStore: Sendable {
    /// A variant as the catalog states it.
    public struct Variant: Sendable {
        public var title: String
        /// The price in the shop's currency, as the file writes it.
        public var price: String
        public var compareAtPrice: String?
        /// Stock the store states (nil: it does not count).
        public var stock: Int?
        public var soldOut: Bool
    }

    /// A product as the catalog states it.
    public struct Product: Sendable {
        public var handle: String
        public var title: String
        public var variants: [Variant]
        /// The names of its selling plans, in order.
        public var plans: [String]
        public var requiresPlan: Bool
    }

    /// A market: a country with its currency and rate.
    public struct Market: Sendable {
        public var country: String
        public var currency: MoneyCurrency
        public var rate: String
        public var languages: [String]
        /// Handles of products its warehouses do not stock (sold out there).
        public var soldOut: [String] = []
    }

    /// A gift card's code and balance in the shop's currency.
    public struct GiftCard: Sendable {
        public var code: String
        public var balance: String
    }

    public var seed: UInt64
    public var currency: MoneyCurrency
    public var moneyFormat: String
    public var country: String
    public var markets: [Market]
    public var products: [Product]
    /// Discount codes, each with what it does (`10 %`, `5.00 off from 30.00`).
    public var discountCodes: [(code: String, rule: String)]
    public var giftCards: [GiftCard]
    /// Shipping and taxes, in a line each (for the description).
    public var shippingAndTaxes: [String]
    /// The catalog file.
    public var json: Data

    /// Every country the store sells to: its own and its markets'.
    public var countries: [String] { [country] + markets.map(\.country) }

    /// The currency a cart for `country` is priced in.
    public func currency(of country: String) -> MoneyCurrency {
        markets.first { $0.country == country }?.currency ?? currency
    }

    /// How far a gift card's balance in `country`'s market may be from its balance before less
    /// what the checkout page said it paid: nothing in the shop's own country; in a market, a
    /// card's balance is kept in the shop's currency and shown converted, so the round trip of
    /// what it paid (to the shop's minor unit, then back) may move it by a minor unit or two.
    public func giftCardLeeway(in country: String) -> Decimal {
        guard let market = markets.first(where: { $0.country == country }), let rate = Decimal(string: market.rate) else { return 0 }
        var leeway = Decimal(1)
        for _ in 0..<market.currency.decimals { leeway /= 10 }
        var shopUnit = Decimal(1)
        for _ in 0..<currency.decimals { shopUnit /= 10 }
        return leeway + shopUnit * rate
    }

    /// Every currency of the store.
    public var currencies: [MoneyCurrency] {
        var seen: [MoneyCurrency] = [currency]
        for market in markets where !seen.contains(where: { $0.code == market.currency.code }) { seen.append(market.currency) }
        return seen
    }

    /// The store in a few lines: enough to see what a failing seed made.
    public var summary: String {
        var lines = ["store of seed \(seed): \(currency.code) in \(country), format \(moneyFormat)"]
        for market in markets {
            lines.append(
                "  market \(market.country): \(market.currency.code) ×\(market.rate) \(market.languages)"
                    + (market.soldOut.isEmpty ? "" : ", sold out there: \(market.soldOut.joined(separator: ", "))"))
        }
        for product in products {
            let compared = product.variants.filter { $0.compareAtPrice != nil }.map { "\($0.title) \($0.price) was \($0.compareAtPrice!)" }
            let soldOut = product.variants.filter(\.soldOut).count
            let counted = product.variants.compactMap { $0.stock.map(String.init) }
            lines.append(
                "  \(product.handle): \(product.variants.count) variants \(product.variants.first!.price)…, \(soldOut) sold out, stock \(counted.joined(separator: ","))"
                    + (compared.isEmpty ? "" : "; compare-at: \(compared.joined(separator: "; "))")
                    + (product.plans.isEmpty ? "" : "; plans \(product.plans)\(product.requiresPlan ? " only" : "")"))
        }
        lines.append("  codes: " + discountCodes.map { "\($0.code) (\($0.rule))" }.joined(separator: ", "))
        lines.append("  gift cards: " + giftCards.map { "…\($0.code.suffix(4)) \($0.balance)" }.joined(separator: ", "))
        lines += shippingAndTaxes.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// A street address in `country` the demo store takes (its postal-code and province rules).
    public static func address(in country: String) -> [String: String] {
        var address = ["firstName": "Ada", "lastName": "Lovelace", "address1": "1 Main St", "city": "Springfield", "countryCode": country]
        switch country {
        case "US": address.merge(["provinceCode": "OR", "zip": "97201"]) { $1 }
        case "CA": address.merge(["provinceCode": "ON", "zip": "M5V 2T6"]) { $1 }
        case "GB": address["zip"] = "SW1A 1AA"
        case "JP": address["zip"] = "100-0001"
        case "DE", "FR": address["zip"] = "10115"
        default: address["zip"] = "1000"
        }
        return address
    }
}
