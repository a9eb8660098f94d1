import Foundation
import StoreKitCore

extension DemoCatalog {
    /// Where the store sells, as Shopify Markets: a country, the currency it pays in and the
    /// rate that converts the shop's prices to it (1 for the shop's own market), and the
    /// languages it reads. A request's `@inContext(country:)` picks the market its prices are in;
    /// a country in no market gets the shop's own.
    public struct Market: Sendable, Equatable {
        public var country: String
        public var currency: String
        public var rate: Decimal
        public var languages: [String]
        /// Products sold out in this market whatever their stock elsewhere, by handle: Shopify's
        /// per-market fulfillable inventory (`@inContext(country:)` answers a product's and
        /// variants' `availableForSale` and `quantityAvailable` for the market since 2024-04,
        /// changelog "Storefront API now supports per-market Fulfillable Inventory").
        public var soldOut: Set<String> = []
        /// Products not sold in this market, by handle: a cart there that holds one is warned
        /// (`PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION`, 2026-07 on), line by line.
        public var unavailable: Set<String> = []
        /// The shop's own currency, that `rate` converts from.
        public var shopCurrency: String

        /// The market's handle, as Shopify makes one from its name ("ca").
        var handle: String { country.lowercased() }
        var id: String { "gid://shopify/Market/\(country)" }

        /// A shop price in this market's currency, rounded to its minor unit (prices are
        /// converted one by one, then added up, as Shopify prices a cart in the buyer's
        /// currency; KWD keeps three decimals, JPY none).
        func convert(_ amount: Decimal) -> Decimal { rate == 1 ? amount : (amount * rate).rounded(in: currency) }
        func convert(_ money: DemoMoney) -> DemoMoney { DemoMoney(amount: convert(money.amount), currencyCode: currency) }

        /// An amount in this market's currency back in the shop's (what a gift card's balance loses).
        func unconvert(_ amount: Decimal) -> Decimal { rate == 1 ? amount : (amount / rate).rounded(in: shopCurrency) }
    }

    /// The market of `country`: its own when it has one, else the shop's.
    public func market(for country: String?) -> Market {
        markets.first { $0.country == country?.uppercased() } ?? markets[0]
    }

    /// The catalog with every price in `market`'s currency and its products sold out there
    /// marked so (the same IDs and handles).
    func priced(in market: Market) -> DemoCatalog {
        guard market != markets[0] else { return self }
        var priced = self
        for product in priced.products.indices {
            for variant in priced.products[product].variants.indices {
                priced.products[product].variants[variant].price = market.convert(priced.products[product].variants[variant].price)
                priced.products[product].variants[variant].compareAtPrice = priced.products[product].variants[variant].compareAtPrice.map(
                    market.convert)
            }
            if market.soldOut.contains(priced.products[product].handle) {
                for variant in priced.products[product].variants.indices {
                    priced.products[product].variants[variant].availableForSale = false
                    priced.products[product].variants[variant].quantityAvailable = 0
                }
            }
            if let group = priced.products[product].sellingPlanGroup {
                priced.products[product].sellingPlanGroup?.plans = group.plans.map { $0.converted(to: market) }
            }
        }
        priced.offers.discountCodes = offers.discountCodes.map { rule in
            var rule = rule
            if case .amount(let amount) = rule.value { rule.value = .amount(market.convert(amount)) }
            rule.minimumSubtotal = rule.minimumSubtotal.map(market.convert)
            return rule
        }
        return priced
    }

    /// The shop's own market and those of the file, checked, recording every problem with its JSON path.
    static func markets(_ file: CatalogFile, shop: Shop, check: inout CatalogCheck) -> [Market] {
        let ownLanguages = (file.shop.languages ?? ["EN"]).map { $0.uppercased() }
        checkLanguages(ownLanguages, path: "shop.languages", check: &check)
        var markets = [
            Market(country: shop.countryCode, currency: shop.currencyCode, rate: 1, languages: ownLanguages, shopCurrency: shop.currencyCode)
        ]
        for (index, entry) in (file.markets ?? []).enumerated() {
            let path = "markets[\(index)]"
            let country = entry.country.uppercased()
            guard SchemaEnum.countryCodes.contains(country) else {
                check.add("\(path).country", SchemaEnum.countryReason(entry.country))
                continue
            }
            guard !markets.contains(where: { $0.country == country }) else {
                check.add(
                    "\(path).country",
                    country == shop.countryCode ? "\(country) is the shop's own country (its market is the default)" : "\(country) has another market"
                )
                continue
            }
            let currency = entry.currency.uppercased()
            let currencyKnown = checkCurrency(entry.currency, path: "\(path).currency", check: &check)
            let rate = DemoMoney.parseDecimal(entry.rate)
            if rate == nil || rate! <= 0 || rate! > 1_000_000 {
                check.add("\(path).rate", "\"\(entry.rate)\" is not a positive rate like \"1.37\"")
            }
            let languages = (entry.languages ?? ["EN"]).map { $0.uppercased() }
            checkLanguages(languages, path: "\(path).languages", check: &check)
            guard currencyKnown, let rate, rate > 0, rate <= 1_000_000 else { continue }
            markets.append(
                Market(
                    country: country, currency: currency, rate: rate, languages: languages, soldOut: Set(entry.soldOut ?? []),
                    unavailable: Set(entry.unavailable ?? []), shopCurrency: shop.currencyCode))
        }
        return markets
    }

    /// Language codes (`FR`, `PT_BR`), at least one.
    private static func checkLanguages(_ languages: [String], path: String, check: inout CatalogCheck) {
        for (position, language) in languages.enumerated() where !SchemaEnum.languageCodes.contains(language) {
            check.add("\(path)[\(position)]", SchemaEnum.languageReason(language))
        }
        if languages.isEmpty { check.add(path, "must name at least one language") }
    }

    /// Every market's sold-out and unavailable handles name a product of the catalog.
    func checkSoldOut(_ file: CatalogFile, check: inout CatalogCheck) {
        for (index, entry) in (file.markets ?? []).enumerated() {
            for (key, handles) in [("soldOut", entry.soldOut ?? []), ("unavailable", entry.unavailable ?? [])] {
                for (position, handle) in handles.enumerated() where product(handle: handle) == nil {
                    check.add("markets[\(index)].\(key)[\(position)]", "no product has the handle \"\(handle)\"")
                }
            }
        }
    }
}
