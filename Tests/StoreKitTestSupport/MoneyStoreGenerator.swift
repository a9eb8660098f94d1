import Foundation

/// Makes a ``MoneyStore`` from a seed: a catalog file no one wrote by hand, in the form of
/// docs/catalog-format.md, with what money can go wrong on: a shop currency of 0, 2 or 3
/// decimals and a format for it, markets with rates, shipping zones with and without free
/// shipping, taxes, products of many variants with stock, compare-at prices on some variants
/// only and plans of every kind, percentage and fixed codes with minimums, and gift cards from
/// tiny to larger than any order.
///
/// Randomness is ``SeededGenerator`` (SplitMix64, already the soak test's): a seed is the whole
/// store, so `SHOPTERM_MONEY_SEED=N` makes it again. x-sheep/swift-property-based would add
/// shrinking, but its shrinker reruns a failing case many times, and one case here is a demo
/// server and a few dozen processes; a seed and the store's summary serve better.
public enum MoneyStoreGenerator {
    private static let marketPool: [(country: String, currency: String, languages: [String])] = [
        ("DE", "EUR", ["DE", "EN"]), ("FR", "EUR", ["FR"]), ("AT", "EUR", ["DE"]), ("SE", "SEK", ["SV", "EN"]),
        ("GB", "GBP", ["EN"]), ("JP", "JPY", ["JA", "EN"]), ("KW", "KWD", ["AR", "EN"]), ("CH", "CHF", ["DE", "FR"]),
        ("US", "USD", ["EN"]), ("BH", "BHD", ["AR", "EN"]),
    ]
    private static let nouns = ["Lantern", "Teapot", "Notebook", "Kettle", "Scarf", "Mug", "Lamp", "Satchel", "Blanket", "Vase"]
    private static let options: [(name: String, values: [String])] = [
        ("Size", ["S", "M", "L", "XL", "XXL"]), ("Colour", ["Red", "Blue", "Green", "Grey", "Ochre"]),
        ("Finish", ["Matte", "Gloss", "Satin"]), ("Edition", ["First", "Second", "Deluxe", "Travel"]),
    ]
    private static let taxRates = ["0.05", "0.077", "0.1", "0.19", "0.2", "0.25"]

    /// The store of `seed`.
    public static func store(seed: UInt64) -> MoneyStore {
        var random = SeededGenerator(seed: seed)
        let currency = MoneyCurrency.named(MoneyCurrency.shopCurrencies.randomElement(using: &random)!)
        let format = currency.formats.randomElement(using: &random)!
        var markets = makeMarkets(shop: currency, &random)
        var products: [MoneyStore.Product] = []
        var productsJSON: [[String: Any]] = []
        for (index, noun) in nouns.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)).enumerated() {
            let (product, json) = makeProduct(noun, index: index, currency: currency, &random)
            products.append(product)
            productsJSON.append(json)
        }
        if !markets.isEmpty, Int.random(in: 0..<4, using: &random) == 0 {
            markets[0].soldOut = [products.randomElement(using: &random)!.handle]
        }
        let marketsJSON: [[String: Any]] = markets.map { market -> [String: Any] in
            [
                "country": market.country, "currency": market.currency.code, "rate": market.rate, "languages": market.languages,
                "soldOut": market.soldOut,
            ]
        }
        let (zones, taxes, shippingLines) = makeShippingAndTaxes(shop: currency, countries: [currency.country] + markets.map(\.country), &random)
        let codes = makeCodes(currency, &random)
        let cards = [
            MoneyStore.GiftCard(code: "GIFT\(seed)TINY", balance: currency.amount(minorUnits: 1)),
            MoneyStore.GiftCard(
                code: "GIFT\(seed)HALF", balance: currency.amount(minorUnits: currency.minorUnits(dollars: Int.random(in: 5...60, using: &random)))),
            MoneyStore.GiftCard(code: "GIFT\(seed)HUGE", balance: currency.amount(minorUnits: currency.minorUnits(dollars: 50_000))),
        ]
        let catalog: [String: Any] = [
            "shop": ["name": "Walk \(seed)", "currencyCode": currency.code, "countryCode": currency.country, "moneyFormat": format],
            "collections": [["handle": "everything", "title": "Everything", "products": products.map(\.handle)]],
            "products": productsJSON, "markets": marketsJSON, "shippingZones": zones, "taxes": taxes,
            "discountCodes": codes.json, "giftCards": cards.map { ["code": $0.code, "balance": $0.balance] },
        ]
        let data = try! JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys])
        return MoneyStore(
            seed: seed, currency: currency, moneyFormat: format, country: currency.country, markets: markets, products: products,
            discountCodes: codes.described, giftCards: cards, shippingAndTaxes: shippingLines, json: data)
    }

    private static func makeMarkets(shop: MoneyCurrency, _ random: inout SeededGenerator) -> [MoneyStore.Market] {
        let pool = marketPool.filter { $0.country != shop.country }.shuffled(using: &random)
        return pool.prefix(Int.random(in: 1...3, using: &random)).map { entry in
            let currency = MoneyCurrency.named(entry.currency)
            // About what the shop's currency is worth in the market's, give or take 10 %.
            var rate = currency.perDollar / shop.perDollar * Decimal(Int.random(in: 900...1100, using: &random)) / 1000
            var rounded = Decimal()
            NSDecimalRound(&rounded, &rate, 6, .plain)
            return MoneyStore.Market(country: entry.country, currency: currency, rate: "\(rounded)", languages: entry.languages)
        }
    }

    private static func makeProduct(_ noun: String, index: Int, currency: MoneyCurrency, _ random: inout SeededGenerator) -> (
        MoneyStore.Product, [String: Any]
    ) {
        let handle = noun.lowercased()
        let chosen = options.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)).map { option in
            (name: option.name, values: Array(option.values.shuffled(using: &random).prefix(Int.random(in: 1...option.values.count, using: &random))))
        }
        var combinations: [[(String, String)]] = [[]]
        for option in chosen { combinations = combinations.flatMap { so in option.values.map { so + [(option.name, $0)] } } }
        let base = currency.minorUnits(dollars: Int.random(in: 3...120, using: &random))
        var variants: [MoneyStore.Variant] = []
        var variantsJSON: [[String: Any]] = []
        for combination in combinations {
            let title = combination.map(\.1).joined(separator: " / ")
            let price = currency.amount(minorUnits: base + Int.random(in: 0...max(1, base / 2), using: &random))
            let compareAt =
                Int.random(in: 0..<5, using: &random) == 0
                ? currency.amount(minorUnits: base * 2 + Int.random(in: 1...max(1, base), using: &random)) : nil
            let roll = Int.random(in: 0..<10, using: &random)
            let soldOut = roll == 0
            let stock: Int? = soldOut ? 0 : roll < 5 ? Int.random(in: 1...4, using: &random) : nil
            var json: [String: Any] = [
                "title": title, "price": price, "availableForSale": !soldOut,
                "selectedOptions": Dictionary(uniqueKeysWithValues: combination),
            ]
            json["compareAtPrice"] = compareAt
            json["quantityAvailable"] = stock
            variants.append(MoneyStore.Variant(title: title, price: price, compareAtPrice: compareAt, stock: stock, soldOut: soldOut))
            variantsJSON.append(json)
        }
        var json: [String: Any] = [
            "handle": handle, "title": "\(noun) \(index + 1)", "vendor": "Walk", "productType": noun,
            "options": chosen.map { ["name": $0.name, "values": $0.values] }, "variants": variantsJSON,
        ]
        var plans: [String] = []
        var requiresPlan = false
        if Int.random(in: 0..<3, using: &random) == 0 {
            // A plan of each kind the catalog format has: percent off, amount off, a new price, none.
            let plansJSON: [[String: Any]] = [
                ["name": "Monthly", "percentageOff": "\(Int.random(in: 0...100, using: &random))"],
                ["name": "Fortnightly", "amountOff": currency.amount(minorUnits: Int.random(in: 1...base, using: &random))],
                ["name": "Members", "price": currency.amount(minorUnits: Int.random(in: 1...base, using: &random))],
                ["name": "Yearly"],
            ]
            plans = plansJSON.map { $0["name"] as! String }
            requiresPlan = Int.random(in: 0..<3, using: &random) == 0
            json["sellingPlanGroup"] = "Subscribe"
            json["sellingPlans"] = plansJSON
            json["requiresSellingPlan"] = requiresPlan
        }
        return (MoneyStore.Product(handle: handle, title: "\(noun) \(index + 1)", variants: variants, plans: plans, requiresPlan: requiresPlan), json)
    }

    private static func makeShippingAndTaxes(shop: MoneyCurrency, countries: [String], _ random: inout SeededGenerator) -> (
        [[String: Any]], [[String: Any]], [String]
    ) {
        var zones: [[String: Any]] = []
        var taxes: [[String: Any]] = []
        var lines: [String] = []
        for (index, country) in countries.enumerated() {
            // A market's country no zone names ships at the demo store's "International".
            if index == 0 || Int.random(in: 0..<4, using: &random) > 0 {
                var rate: [String: Any] = [
                    "title": "Post \(index)", "price": shop.amount(minorUnits: shop.minorUnits(dollars: Int.random(in: 1...25, using: &random))),
                ]
                if Bool.random(using: &random) {
                    rate["freeAbove"] = shop.amount(minorUnits: shop.minorUnits(dollars: Int.random(in: 20...300, using: &random)))
                }
                var rates = [rate]
                if Bool.random(using: &random) {
                    rates.append([
                        "title": "Express \(index)",
                        "price": shop.amount(minorUnits: shop.minorUnits(dollars: Int.random(in: 10...60, using: &random))),
                    ])
                }
                zones.append(["name": "Zone \(country)", "countries": [country], "rates": rates])
                lines.append(
                    "zone \(country): "
                        + rates.map { "\($0["title"]!) \($0["price"]!)" + ($0["freeAbove"].map { " free from \($0)" } ?? "") }.joined(separator: ", ")
                )
            }
            if Int.random(in: 0..<4, using: &random) > 0 {
                let rate = taxRates.randomElement(using: &random)!
                taxes.append(["country": country, "rate": rate])
                lines.append("tax \(country) \(rate)")
            }
        }
        return (zones, taxes, lines)
    }

    private static func makeCodes(_ currency: MoneyCurrency, _ random: inout SeededGenerator) -> (
        json: [[String: Any]], described: [(code: String, rule: String)]
    ) {
        var json: [[String: Any]] = []
        var described: [(code: String, rule: String)] = []
        let percent = Int.random(in: 1...60, using: &random)
        var percentage: [String: Any] = ["code": "SAVE\(percent)", "percentage": "\(percent)"]
        var rule = "\(percent) %"
        if Bool.random(using: &random) {
            let minimum = currency.amount(minorUnits: currency.minorUnits(dollars: Int.random(in: 10...200, using: &random)))
            percentage["minimumSubtotal"] = minimum
            rule += " from \(minimum)"
        }
        json.append(percentage)
        described.append((percentage["code"] as! String, rule))
        let off = currency.amount(minorUnits: currency.minorUnits(dollars: Int.random(in: 1...80, using: &random)))
        let minimum = currency.amount(minorUnits: currency.minorUnits(dollars: Int.random(in: 5...250, using: &random)))
        json.append(["code": "TAKEOFF", "amount": off, "minimumSubtotal": minimum])
        described.append(("TAKEOFF", "\(off) off from \(minimum)"))
        return (json, described)
    }
}
