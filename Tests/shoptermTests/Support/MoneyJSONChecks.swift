import Foundation
import StoreKitTestSupport

/// The money walk's checks of shopterm's `--json` (docs/cli-json.md): each returns what is
/// wrong, in words, or nothing.
enum MoneyJSONChecks {
    typealias Object = [String: Any]

    /// A `cart …` document: one currency, each line's total its price times its quantity, the
    /// subtotal the sum of the lines, and each price what the store states (`oracle`, in the
    /// market of `currency`), with no more than the store has.
    static func cart(_ document: Object, currency: String, oracle: [String: StoreOracle.Variant]) -> [String] {
        var problems: [String] = []
        let cart = document["cart"] as? Object ?? [:]
        let lines = cart["lines"] as? [Object] ?? []
        var sum: Decimal = 0
        var currencies: Set<String> = []
        for line in lines {
            let number = line["line"] as? Int ?? 0
            guard let price = StoreOracle.money(line["price"]), let total = StoreOracle.money(line["total"]), let quantity = line["quantity"] as? Int
            else {
                problems.append("line \(number) has no price, total or quantity")
                continue
            }
            currencies.formUnion([price.currency, total.currency])
            // A line the store sells no more ("soldOut") is shown but not counted in the subtotal.
            if line["soldOut"] as? Bool != true { sum += total.amount }
            if price.amount * Decimal(quantity) != total.amount {
                problems.append("line \(number): \(quantity) × \(price.amount) is not its total \(total.amount)")
            }
            guard price.currency == currency, let variant = oracle[line["variantId"] as? String ?? ""] else { continue }
            let plan = (line["sellingPlan"] as? Object)?["name"] as? String
            let stated = plan.map { variant.plans[$0] } ?? variant.price
            if let stated, stated != price.amount {
                problems.append(
                    "line \(number) costs \(price.amount) \(price.currency); the store states \(stated)" + (plan.map { " on \($0)" } ?? ""))
            }
            if let most = variant.quantity, quantity > most, variant.available {
                problems.append("line \(number) holds \(quantity); the store has \(most)")
            }
        }
        if let subtotal = StoreOracle.money(cart["subtotal"]) {
            if currencies.subtracting([subtotal.currency]).count > 0 {
                problems.append("lines in \(currencies.sorted()) under a subtotal in \(subtotal.currency)")
            }
            if subtotal.amount != sum { problems.append("the lines come to \(sum), the subtotal says \(subtotal.amount)") }
        } else if !lines.isEmpty && currencies.count < 2 {
            problems.append("no subtotal for lines in one currency")
        }
        return problems
    }

    /// A store cart (`checkout --json`, or `store` of `cart discount|gift-card`): one currency,
    /// the lines add up to the subtotal, and the total is subtotal − discounts + shipping + the
    /// stated taxes and duties − what the gift cards pay.
    static func storeCart(_ document: Object) -> [String] {
        var problems: [String] = []
        var currencies: Set<String> = []
        func amount(_ value: Any?) -> Decimal {
            guard let money = StoreOracle.money(value) else { return 0 }
            currencies.insert(money.currency)
            return money.amount
        }
        var lines: Decimal = 0
        for line in document["lines"] as? [Object] ?? [] { lines += amount(line["unitPrice"]) * Decimal(line["quantity"] as? Int ?? 0) }
        let subtotal = amount(document["subtotal"])
        if lines - amount(document["itemDiscounts"]) + amount(document["itemCharges"]) != subtotal {
            problems.append("the lines come to \(lines), the subtotal says \(subtotal) (item discounts and charges counted)")
        }
        let discounts = (document["discounts"] as? [Object] ?? []).reduce(Decimal(0)) { $0 + amount($1["amount"]) }
        let shipping = amount((document["shipping"] as? Object)?["price"])
        let cards = document["giftCards"] as? [Object] ?? []
        let paidByCards = cards.reduce(Decimal(0)) { $0 + amount($1["amountUsed"]) }
        for card in cards where amount(card["amountUsed"]) > amount(card["balance"]) {
            problems.append("gift card …\(card["lastCharacters"] ?? "") pays more than its balance")
        }
        let expected = subtotal - discounts + shipping + amount(document["taxes"]) + amount(document["duties"]) - paidByCards
        let total = amount(document["total"])
        if total != expected { problems.append("total \(total) is not subtotal − discounts + shipping + taxes − gift cards = \(expected)") }
        if currencies.count > 1 { problems.append("one store cart in several currencies: \(currencies.sorted())") }
        return problems
    }

    /// `products --json` or `product --json`: a "was" price only where a variant has one, and
    /// each variant's compare-at is the store's own.
    static func compareAt(_ items: [Object], oracle: [String: StoreOracle.Variant]) -> [String] {
        var problems: [String] = []
        for item in items {
            let handle = item["handle"] as? String ?? "?"
            if let variants = item["variants"] as? [Object] {
                for variant in variants {
                    let stated = oracle[variant["id"] as? String ?? ""]
                    let shown = StoreOracle.money(variant["compareAtPrice"])?.amount
                    if let stated, shown != stated.compareAt {
                        problems.append(
                            "\(handle) \(variant["title"] ?? ""): was \(shown.map { "\($0)" } ?? "none"), the store states \(stated.compareAt.map { "\($0)" } ?? "none")"
                        )
                    }
                }
            }
            if let was = StoreOracle.money(item["compareAtPrice"])?.amount, let min = StoreOracle.money(item["minPrice"])?.amount, was <= min {
                problems.append("\(handle): compare-at \(was) is not above the lowest price \(min)")
            }
        }
        return problems
    }
}
