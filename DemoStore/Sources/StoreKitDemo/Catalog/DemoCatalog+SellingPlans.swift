import Foundation
import StoreKitCore

extension DemoCatalog {
    /// A way to buy a product on a schedule (Shopify's selling plans, which subscription apps
    /// create): a name and what it does to the price. The demo's plans deliver repeatedly and are
    /// paid in full at checkout.
    public struct SellingPlan: Sendable, Equatable {
        /// What the plan does to a variant's price (`SellingPlanPriceAdjustmentValue`).
        public enum Adjustment: Sendable, Equatable {
            /// Percent off; Shopify states it as a whole number.
            case percentage(Int)
            /// An amount off, in the catalog's currency.
            case amountOff(Decimal)
            /// A new price, in the catalog's currency.
            case price(Decimal)
        }

        public var id: String
        public var name: String
        /// nil: the variant's own price.
        public var adjustment: Adjustment?

        /// One item's price on this plan for a variant priced `price` (in the same currency as
        /// the adjustment's amounts): the percentage rounded to the currency's minor unit, never below zero.
        func price(of price: DemoMoney) -> DemoMoney {
            let amount: Decimal
            switch adjustment {
            case nil: return price
            case .percentage(let percent): amount = (price.amount * Decimal(100 - percent) / 100).rounded(in: price.currencyCode)
            case .amountOff(let off): amount = price.amount - off
            case .price(let fixed): amount = fixed
            }
            return DemoMoney(amount: max(0, amount), currencyCode: price.currencyCode)
        }

        /// The plan with its amounts in `market`'s currency.
        func converted(to market: Market) -> SellingPlan {
            var plan = self
            switch adjustment {
            case .amountOff(let off): plan.adjustment = .amountOff(market.convert(off))
            case .price(let fixed): plan.adjustment = .price(market.convert(fixed))
            case .percentage, nil: break
            }
            return plan
        }
    }

    /// A product's selling plans under one name ("Subscribe and save").
    public struct SellingPlanGroup: Sendable, Equatable {
        public var name: String
        public var plans: [SellingPlan]
        /// The option the plans vary by, as a storefront's drop-down names it.
        static let optionName = "Delivery"
    }

    /// The selling plan group of a catalog file's product, checked, recording every problem
    /// with its JSON path; a plan's ID is derived from the product's handle and its name.
    static func sellingPlanGroup(_ item: CatalogFile.Product, path: String, ids: inout IDs, check: inout CatalogCheck) -> SellingPlanGroup? {
        let entries = item.sellingPlans ?? []
        if item.requiresSellingPlan == true, entries.isEmpty {
            check.add("\(path).requiresSellingPlan", "a product sold by subscription only needs \"sellingPlans\"")
        }
        guard !entries.isEmpty else { return nil }
        var plans: [SellingPlan] = []
        for (index, entry) in entries.enumerated() {
            let planPath = "\(path).sellingPlans[\(index)]"
            let name = entry.name.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else {
                check.add("\(planPath).name", "must not be empty")
                continue
            }
            guard !plans.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
                check.add("\(planPath).name", "\"\(name)\" is the name of another plan of this product")
                continue
            }
            guard let change = check.attempt({ () throws(CatalogError) in try adjustment(entry, path: planPath) }) else { continue }
            let id = ids.make("SellingPlan", key: [item.handle, name.lowercased()], path: planPath, check: &check)
            plans.append(SellingPlan(id: id, name: name, adjustment: change))
        }
        let group = (item.sellingPlanGroup ?? "Subscribe and save").trimmingCharacters(in: .whitespaces)
        if group.isEmpty { check.add("\(path).sellingPlanGroup", "must not be empty") }
        return SellingPlanGroup(name: group, plans: plans)
    }

    private static func adjustment(_ entry: CatalogFile.SellingPlan, path: String) throws(CatalogError) -> SellingPlan.Adjustment? {
        func amount(_ text: String, _ field: String) throws(CatalogError) -> Decimal {
            guard let value = DemoMoney.parseDecimal(text), value >= 0 else {
                throw CatalogError(path: "\(path).\(field)", reason: "\"\(text)\" is not an amount like \"5.00\"")
            }
            return value
        }
        switch (entry.percentageOff, entry.amountOff, entry.price) {
        case (nil, nil, nil): return nil
        case (let percent?, nil, nil):
            guard let value = Int(percent), (0...100).contains(value) else {
                throw CatalogError(path: "\(path).percentageOff", reason: "\"\(percent)\" is not a whole percentage from 0 to 100")
            }
            return .percentage(value)
        case (nil, let off?, nil): return .amountOff(try amount(off, "amountOff"))
        case (nil, nil, let price?): return .price(try amount(price, "price"))
        default: throw CatalogError(path: path, reason: "give at most one of \"percentageOff\", \"amountOff\" and \"price\"")
        }
    }
}
