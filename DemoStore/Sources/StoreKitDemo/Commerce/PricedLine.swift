import Foundation
import StoreKitCore

/// A cart line as the bill counts it: one item's price is its plan's when it has one.
struct PricedLine: Sendable {
    var line: CommerceState.Line
    var merchandise: CommerceState.Merchandise
    var plan: DemoCatalog.SellingPlan?
    var unitPrice: DemoMoney
    /// A bundle's part's share of its bundle line's total (``CommerceState/componentLines(of:in:)``),
    /// which its rounded unit price times its quantity need not make exactly.
    var allocatedTotal: DemoMoney? = nil
    var total: DemoMoney {
        allocatedTotal ?? DemoMoney(amount: unitPrice.amount * Decimal(line.quantity), currencyCode: unitPrice.currencyCode)
    }
}
