import Foundation
import StoreKitCore
import ShopTermUI

/// What `shopterm checkout` prints: the order summary as text or JSON.
struct CheckoutSummary {
    let state: CheckoutState
    let url: URL
    let locale: String

    var text: String {
        var table = Table([.init("ITEM", maxWidth: 34), .init("VARIANT", maxWidth: 20), .init("QTY", alignRight: true),
                           .init("TOTAL", maxWidth: 16, alignRight: true)])
        for line in state.lines {
            let total = Money(amount: line.unitPrice.amount * Decimal(line.quantity), currencyCode: line.unitPrice.currencyCode)
            table.append([line.title, line.variantTitle, String(line.quantity), total.formatted(locale: locale)])
        }
        var lines = [table.render(), ""]
        func row(_ label: String, _ value: String) { lines.append(TerminalText.padded(label, to: 10) + TerminalText.sanitized(value)) }
        row("Subtotal", state.subtotal.formatted(locale: locale))
        if let rate = state.selectedRate { row("Shipping", "\(rate.title) \(rate.price.formatted(locale: locale))") }
        row("Taxes", state.taxes?.formatted(locale: locale) ?? "calculated at payment")
        if let duties = state.duties { row("Duties", duties.formatted(locale: locale)) }
        row("Total", state.total.formatted(locale: locale) + (state.taxesCalculatedAtPayment ? " before taxes" : ""))
        row("Email", state.email ?? "")
        row("Ship to", state.address?.oneLine ?? "")
        lines.append("")
        lines.append("Pay in your browser at:")
        return lines.joined(separator: "\n")
    }

    func paidLine(_ order: CompletedOrder) -> String {
        let total = order.total.map { $0.formatted(locale: locale) } ?? "\(state.total.formatted(locale: locale)) before taxes"
        if let name = order.name { return "Paid: order \(TerminalText.sanitized(name)), \(total)." }
        return "Paid: the store completed the checkout (\(total)); the order confirmation is in the browser and by email."
    }

    struct Document: Encodable {
        struct Line: Encodable {
            var variantId: String
            var title: String
            var variantTitle: String
            var quantity: Int
            var unitPrice: Money
        }
        var checkoutId: String
        var checkoutUrl: String
        var email: String?
        var shippingAddress: ShippingAddress?
        var lines: [Line]
        var subtotal: Money
        var shipping: ShippingRate?
        /// Absent when the store does not state them: they are added on the checkout page.
        var taxes: Money?
        var duties: Money?
        /// The sum of the lines above; before taxes when `taxesCalculatedAtPayment`.
        var total: Money
        var taxesCalculatedAtPayment: Bool
        var warnings: [CheckoutWarning]
        var order: CompletedOrder?
    }

    func document(order: CompletedOrder?) -> Document {
        Document(checkoutId: state.shownID, checkoutUrl: url.absoluteString, email: state.email, shippingAddress: state.address,
                 lines: state.lines.map { Document.Line(variantId: $0.variantID.rawValue, title: $0.title, variantTitle: $0.variantTitle,
                                                        quantity: $0.quantity, unitPrice: $0.unitPrice) },
                 subtotal: state.subtotal, shipping: state.selectedRate, taxes: state.taxes, duties: state.duties, total: state.total,
                 taxesCalculatedAtPayment: state.taxesCalculatedAtPayment, warnings: state.warnings, order: order)
    }
}
