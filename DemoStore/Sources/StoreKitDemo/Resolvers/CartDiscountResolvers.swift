import Foundation
import GraphQL
import StoreKitCore

/// Resolvers for the cart's discounts as 2026-07 states them (Shopify's changelog of 2026-04-10,
/// "New discount fields in the Storefront API's cart types"): each discount the cart applies
/// (`discountApplications`, with its value and the total it took off), what it took off each
/// line (`discountAllocations(lineLevelOnly: false)`; the default, `true`, is the line's own
/// product discounts, which the demo store has none of) and each delivery group, and the
/// discount each allocation comes from (`sourceDiscountApplication`). The demo's order codes are
/// allocated across every line, by line item; its shipping codes to the delivery group.
enum CartDiscountResolvers {
    static let table: [String: GraphQLFieldResolve] = [
        "Cart.discountApplications": resolver(CartSource.self) { source, _, _ in source.bill.applications },
        "CartCodeDiscountApplication.code": resolver(CodeApplicationSource.self) { source, _, _ in source.code },
        "CartCodeDiscountApplication.allocationMethod": resolver(CodeApplicationSource.self) { _, _, _ in "ACROSS" },
        "CartCodeDiscountApplication.targetSelection": resolver(CodeApplicationSource.self) { _, _, _ in "ALL" },
        "CartCodeDiscountApplication.targetType": resolver(CodeApplicationSource.self) { source, _, _ in targetType(source.rule) },
        "CartCodeDiscountApplication.totalAllocatedAmount": resolver(CodeApplicationSource.self) { source, _, _ in source.totalAllocatedAmount },
        // The value as the discount is configured (10 %, or $15.00 off), not the allocated amount:
        // the changelog's correction of the older `discountApplication.value`.
        "CartCodeDiscountApplication.value": resolver(CodeApplicationSource.self) { source, _, _ in
            value(of: source.rule, currency: source.totalAllocatedAmount.currencyCode)
        },
        "CartCodeDiscountAllocation.sourceDiscountApplication": resolver(CodeAllocationSource.self) { source, _, _ in source.application },
        "CartLine.discountAllocations": resolver(CartLineSource.self) { source, args, _ in
            // `lineLevelOnly` defaults to true: only discounts of the line's own products.
            args["lineLevelOnly"].bool == false ? source.orderDiscounts : []
        },
        "CartDeliveryGroup.discountAllocations": resolver(DeliveryGroupSource.self) { source, _, _ in source.discounts },
    ]

    /// What a code takes money off, as Shopify names it.
    static func targetType(_ rule: DemoCatalog.Offers.DiscountRule) -> String { rule.target == .shipping ? "SHIPPING_LINE" : "LINE_ITEM" }

    /// A rule's configured value: a percentage, or an amount in the cart's currency.
    static func value(of rule: DemoCatalog.Offers.DiscountRule, currency: String) -> any Sendable {
        switch rule.value {
        case .percentage(let percent): return PercentageSource(percentage: Double(truncating: percent as NSDecimalNumber))
        case .amount(let amount): return DemoMoney(amount: amount, currencyCode: currency)
        }
    }
}
