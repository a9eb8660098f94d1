import Foundation

/// A way to buy a product other than once (`SellingPlan`): "Every month, 10% off". Its group's
/// name ("Subscribe and save") comes with it.
public struct SellingPlan: Sendable, Hashable, Codable {
    /// The store's global ID of a selling plan.
    public typealias ID = StorefrontID<SellingPlan>

    /// How the plan changes a variant's price (`SellingPlanPriceAdjustmentValue`).
    public enum Adjustment: Sendable, Hashable, Codable {
        /// Percent off the variant's price (Shopify states it as a whole number).
        case percentage(Int)
        /// An amount off the variant's price.
        case amountOff(Money)
        /// A new price for the variant.
        case price(Money)

        /// "10% off", "$5.00 off", "$20.00".
        public func text(money: (Money) -> String) -> String {
            switch self {
            case .percentage(let percent): return "\(percent)% off"
            case .amountOff(let amount): return "\(money(amount)) off"
            case .price(let price): return money(price)
            }
        }

        // As JSON, one key says which: {"percentageOff": 10}, {"amountOff": {…}}, {"price": {…}}.
        private enum CodingKeys: String, CodingKey { case percentageOff, amountOff, price }

        /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let percent = try container.decodeIfPresent(Int.self, forKey: .percentageOff) {
                self = .percentage(percent)
            } else if let amount = try container.decodeIfPresent(Money.self, forKey: .amountOff) {
                self = .amountOff(amount)
            } else {
                self = .price(try container.decode(Money.self, forKey: .price))
            }
        }

        /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .percentage(let percent): try container.encode(percent, forKey: .percentageOff)
            case .amountOff(let amount): try container.encode(amount, forKey: .amountOff)
            case .price(let price): try container.encode(price, forKey: .price)
            }
        }
    }

    /// An adjustment and, when it stops applying, the number of orders it applies to.
    public struct PriceAdjustment: Sendable, Hashable, Codable {
        /// What changes the price.
        public var adjustment: Adjustment
        /// Orders the adjustment applies to; nil: all of them.
        public var orderCount: Int?

        /// An adjustment, for `orderCount` orders (nil: for all of them).
        public init(_ adjustment: Adjustment, orderCount: Int? = nil) {
            self.adjustment = adjustment
            self.orderCount = orderCount
        }
    }

    /// The plan's global ID (what a cart line is bought on).
    public var id: ID
    /// The plan's name, e.g. "Delivery every month".
    public var name: String
    /// The group's name (`SellingPlanGroup.name`), e.g. "Subscribe and save".
    public var groupName: String
    /// At most two: the first applies to the first purchase (and `orderCount` orders), the
    /// second afterwards. None: the variant's own price.
    public var priceAdjustments: [PriceAdjustment]

    /// A plan of the store's, with its price adjustments.
    public init(id: ID, name: String, groupName: String, priceAdjustments: [PriceAdjustment]) {
        self.id = id
        self.name = name
        self.groupName = groupName
        self.priceAdjustments = priceAdjustments
    }

    /// What the first delivery costs for a variant priced `price`, as the store works it out:
    /// the percentage rounded to the currency's minor unit, never below zero. The cart's line cost is what the
    /// store charges; this is for showing the option before it is chosen.
    public func firstPrice(of price: Money) -> Money {
        guard let first = priceAdjustments.first else { return price }
        var amount: Decimal
        switch first.adjustment {
        case .percentage(let percent):
            amount = CurrencyUnits.round(price.amount * Decimal(100 - min(max(percent, 0), 100)) / 100, in: price.currencyCode)
        case .amountOff(let off): amount = price.amount - off.amount
        case .price(let fixed): amount = fixed.amount
        }
        return Money(amount: max(amount, 0), currencyCode: price.currencyCode)
    }

    /// "10% off", "10% off the first 3 orders, then 5% off", "" when the price is the variant's.
    public func adjustmentText(money: (Money) -> String) -> String {
        guard let first = priceAdjustments.first else { return "" }
        var text = first.adjustment.text(money: money)
        if let count = first.orderCount {
            text += " the first \(count) order\(count == 1 ? "" : "s")"
            if priceAdjustments.count > 1 { text += ", then " + priceAdjustments[1].adjustment.text(money: money) }
        }
        return text
    }

    /// The plan named `text` among `plans`: by ID, else by name ignoring case.
    public static func named(_ text: String, in plans: [SellingPlan]) -> SellingPlan? {
        let wanted = text.trimmingCharacters(in: .whitespaces)
        return plans.first { $0.id.rawValue == wanted } ?? plans.first { $0.name.compare(wanted, options: .caseInsensitive) == .orderedSame }
    }
}

// MARK: - Decoding the API's selling plan groups

extension SellingPlan {
    /// `SellingPlanGroup` as ``Product/fragment`` reads it, flattened into plans.
    struct Group: Decodable {
        struct Plan: Decodable {
            var id: ID
            var name: String
            var priceAdjustments: [Adjustment]
        }
        struct Adjustment: Decodable {
            var orderCount: Int?
            var adjustmentValue: Value
        }
        /// Decodes the union by `__typename`; a kind this client does not know is nil.
        struct Value: Decodable {
            var adjustment: SellingPlan.Adjustment?
            // GraphQL names the type so: `__typename`.
            // swift-format-ignore: AlwaysUseLowerCamelCase
            private enum Keys: String, CodingKey { case __typename, adjustmentPercentage, adjustmentAmount, price }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                switch try container.decode(String.self, forKey: .__typename) {
                case "SellingPlanPercentagePriceAdjustment":
                    adjustment = .percentage(try container.decode(Int.self, forKey: .adjustmentPercentage))
                case "SellingPlanFixedAmountPriceAdjustment":
                    adjustment = .amountOff(try container.decode(Money.self, forKey: .adjustmentAmount))
                case "SellingPlanFixedPriceAdjustment":
                    adjustment = .price(try container.decode(Money.self, forKey: .price))
                default: adjustment = nil
                }
            }
        }
        struct Plans: Decodable { var nodes: [Plan] }
        var name: String
        var sellingPlans: Plans

        /// The group's plans; a plan with an adjustment this client cannot price is left out
        /// (showing it at the wrong price would be worse than not offering it).
        var plans: [SellingPlan] {
            sellingPlans.nodes.compactMap { plan in
                let adjustments = plan.priceAdjustments.compactMap { adjustment in
                    adjustment.adjustmentValue.adjustment.map { PriceAdjustment($0, orderCount: adjustment.orderCount) }
                }
                guard adjustments.count == plan.priceAdjustments.count else { return nil }
                return SellingPlan(id: plan.id, name: plan.name, groupName: name, priceAdjustments: adjustments)
            }
        }
    }

    /// What a product's page asks of its selling plans (5 groups of 10 plans: a store rarely
    /// has more, and the page's cost stays within the tokenless budget).
    static let groupsSelection = """
        requiresSellingPlan
        sellingPlanGroups(first: 5) {
          nodes {
            name
            sellingPlans(first: 10) {
              nodes {
                id name
                priceAdjustments {
                  orderCount
                  adjustmentValue {
                    __typename
                    ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage }
                    ... on SellingPlanFixedAmountPriceAdjustment { adjustmentAmount { ...MoneyFields } }
                    ... on SellingPlanFixedPriceAdjustment { price { ...MoneyFields } }
                  }
                }
              }
            }
          }
        }
        """
}
