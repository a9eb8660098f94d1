import Foundation
import StoreKitCore

/// A cart line as the bill counts it: one item's price is its plan's when it has one.
struct PricedLine: Sendable {
    var line: CommerceState.Line
    var merchandise: CommerceState.Merchandise
    var plan: DemoCatalog.SellingPlan?
    var unitPrice: DemoMoney
    var total: DemoMoney { DemoMoney(amount: unitPrice.amount * Decimal(line.quantity), currencyCode: unitPrice.currencyCode) }
}
