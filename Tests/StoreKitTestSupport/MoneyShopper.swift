/// A shopper the money walk made from a seed: what they do to a ``MoneyStore``'s cart, in
/// order, ending with a checkout to an address inside or outside their market.
public struct MoneyShopper: Sendable {
    /// One thing the shopper does.
    public enum Step: Sendable, CustomStringConvertible {
        /// Adds `quantity` of a product's variant (indexes into the store's), on a plan (an index) or bought once.
        case add(product: Int, variant: Int, quantity: Int, plan: Int?)
        /// Sets a line's quantity: the line is `line` modulo the lines there are then.
        case setQuantity(line: Int, quantity: Int)
        case remove(line: Int)
        case discountCode(String)
        case giftCard(String)
        /// Picks the market of a country (repricing the cart).
        case market(String)
        /// Checks out to an address in `country`.
        case checkout(country: String)

        public var description: String {
            switch self {
            case .add(let product, let variant, let quantity, let plan):
                return "add \(quantity) of product \(product) variant \(variant)" + (plan.map { " on plan \($0)" } ?? "")
            case .setQuantity(let line, let quantity): return "set line #\(line) to \(quantity)"
            case .remove(let line): return "remove line #\(line)"
            case .discountCode(let code): return "code \(code)"
            case .giftCard(let code): return "gift card …\(code.suffix(4))"
            case .market(let country): return "market \(country)"
            case .checkout(let country): return "check out to \(country)"
            }
        }
    }

    public var steps: [Step]

    /// The shopper in one line.
    public var summary: String { "shopper: " + steps.map(\.description).joined(separator: "; ") }

    /// The shopper of `seed` in `store` (another generator than the store's, so one changes without the other).
    public init(seed: UInt64, store: MoneyStore) {
        var random = SeededGenerator(seed: seed ^ 0x5348_4F50_5045_5253)
        var steps: [Step] = []
        var market = store.country
        func add() -> Step {
            let product = Int.random(in: 0..<store.products.count, using: &random)
            let plans = store.products[product].plans
            let plan = plans.isEmpty || Int.random(in: 0..<3, using: &random) == 0 ? nil : Int.random(in: 0..<plans.count, using: &random)
            return .add(
                product: product, variant: Int.random(in: 0..<store.products[product].variants.count, using: &random),
                quantity: Int.random(in: 1...3, using: &random), plan: plan)
        }
        for _ in 0..<Int.random(in: 1...2, using: &random) { steps.append(add()) }
        for _ in 0..<Int.random(in: 2...7, using: &random) {
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<6: steps.append(add())
            case 6..<9: steps.append(.setQuantity(line: Int.random(in: 0..<8, using: &random), quantity: Int.random(in: 1...7, using: &random)))
            case 9..<11: steps.append(.remove(line: Int.random(in: 0..<8, using: &random)))
            case 11..<14: steps.append(.discountCode(store.discountCodes.randomElement(using: &random)!.code))
            case 14..<17: steps.append(.giftCard(store.giftCards.randomElement(using: &random)!.code))
            default:
                market = store.countries.filter { $0 != market }.randomElement(using: &random)!
                steps.append(.market(market))
            }
        }
        if Bool.random(using: &random) { steps.append(add()) }
        let outside = store.countries.filter { $0 != market }
        steps.append(.checkout(country: Bool.random(using: &random) || outside.isEmpty ? market : outside.randomElement(using: &random)!))
        self.steps = steps
    }
}
