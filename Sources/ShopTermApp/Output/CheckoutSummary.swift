import Foundation
import ShopTermUI
import StoreKitCore

/// The store's cart as text and JSON: its lines, the totals (every discount and gift card on
/// its own line, adding up to the total) and the note. What `shopterm checkout` prints, and
/// `shopterm cart discount|gift-card|note` after a change.
public struct CheckoutSummary {
    public let state: CheckoutState
    public let money: MoneyStyle

    public init(state: CheckoutState, money: MoneyStyle) {
        self.state = state
        self.money = money
    }

    /// The lines and totals; with `buyer`, the email and address too.
    public func text(buyer: Bool) -> String {
        var table = Table([
            .init("ITEM", maxWidth: 34), .init("VARIANT", maxWidth: 36), .init("QTY", alignRight: true),
            .init("TOTAL", maxWidth: 16, alignRight: true),
        ])
        for line in state.lines {
            // An add-on under its line; a bundle's parts under it, each with its share of the
            // bundle's amount, "incl." (in it, not beside it: the lines add up without them).
            table.append([(line.parentID == nil ? "" : "+ ") + line.title, line.variantLabel, String(line.quantity), line.total.formatted(money)])
            for part in line.parts ?? [] {
                table.append([
                    "  · " + part.productTitle, ProductVariant.shownTitle(part.variantTitle) ?? "", String(part.quantity),
                    "incl. \(part.total.formatted(money))",
                ])
            }
        }
        var rows = state.totalsRows { $0.formatted(money) }.map { ($0.label, $0.value) }
        if let description = state.selectedRate?.description { rows.append(("Delivery", description)) }
        if let note = state.note { rows.append(("Note", note.oneLine(limit: 60) ?? "")) }
        if buyer {
            rows.append(("Email", state.email ?? ""))
            rows.append(("Ship to", state.address?.oneLine ?? ""))
        }
        let width = rows.map { TerminalText.width(of: $0.0) }.max() ?? 0
        let lines = rows.map { TerminalText.padded(TerminalText.sanitized($0.0), to: width + 2) + TerminalText.sanitized($0.1) }
        return ([table.render(), ""] + lines).joined(separator: "\n")
    }

    /// "Paid: order #1001, $120.00."; for a guest (the Cart API names no order), what the
    /// store charged as far as shopterm knows it, and where the order's name and total are.
    public func paidLine(_ order: CompletedOrder) -> String {
        let charged = order.chargedText(cart: state) { $0.formatted(money) }
        if let name = order.name { return "Paid: order \(TerminalText.sanitized(name)), \(charged)." }
        return "Paid: the store completed the checkout, \(charged); its order confirmation, in the browser and by email, has the order's number"
            + (order.total == nil && state.taxesCalculatedAtPayment ? " and the total charged." : ".")
    }

    /// The summary as `--json` writes it. Gift cards appear only by their last characters.
    public struct Document: Encodable {
        public struct Line: Encodable {
            var variantId: String
            var title: String
            /// The variant's title; absent for a product without options (Shopify's "Default Title").
            var variantTitle: String?
            /// The selling plan the line is bought on.
            var sellingPlan: LinePlan?
            var quantity: Int
            var unitPrice: Money
            /// What each discount took off this line, order discounts included (when the store
            /// states it: API 2026-07 on); absent when none.
            var discounts: [Discount]?
            /// For an add-on (a nested cart line), the position (from 1) in `lines` of the line
            /// it is under; absent otherwise.
            var addOnTo: Int?
            /// For a bundle, its parts, each with the share of the bundle's price the store put
            /// on it (they add up to the bundle's amount); absent otherwise.
            var parts: [Part]?
        }

        /// One part of a bundle.
        public struct Part: Encodable {
            var variantId: String
            var title: String
            var variantTitle: String?
            var quantity: Int
            /// Its share of the bundle's price, for its whole quantity.
            var total: Money

            init(_ part: BundlePart) {
                variantId = part.variantID.rawValue
                title = part.productTitle
                variantTitle = ProductVariant.shownTitle(part.variantTitle)
                quantity = part.quantity
                total = part.total
            }
        }
        public struct Discount: Encodable {
            var title: String
            var code: Bool
            var amount: Money
            /// `"order"` or `"shipping"` (a shipping discount, shown on the shipping line);
            /// absent for a line's share.
            var appliesTo: CartDiscount.Target?
            /// What it is configured to take off, when the store says: `{"percentage": "10"}`
            /// or `{"amount": {…}}`.
            var value: Value?

            struct Value: Encodable {
                var percentage: String?
                var amount: Money?
            }

            init(_ discount: CartDiscount, onALine: Bool = false) {
                title = discount.title
                code = discount.isCode
                amount = discount.amount
                appliesTo = onALine ? nil : discount.appliesTo
                switch discount.value {
                case .percentage(let percent)?: value = Value(percentage: "\(percent)")
                case .amount(let money)?: value = Value(amount: money)
                case nil: value = nil
                }
            }
        }
        public struct GiftCard: Encodable {
            var lastCharacters: String
            /// How it is shown: "…1234", or "…1234 (2)" where several cards share their last
            /// characters (its number among them, in the order applied).
            var name: String
            var amountUsed: Money
            var balance: Money
            /// What of the checkout page's additions ("shipping", "taxes") it pays too, up to
            /// its balance; absent when it pays nothing more. What stays on it is never stated.
            var alsoPays: [String]?
        }
        var checkoutId: String
        var checkoutUrl: String?
        var email: String?
        var shippingAddress: ShippingAddress?
        var lines: [Line]
        var subtotal: Money
        /// Present when the lines at their prices come to more than the subtotal.
        var itemDiscounts: Money?
        /// Present when the lines at their prices come to less than the subtotal.
        var itemCharges: Money?
        var discountCodes: [CartDiscountCode]
        var discounts: [Discount]
        var shipping: ShippingRate?
        /// Absent when the store does not state them: they are added on the checkout page.
        var taxes: Money?
        var duties: Money?
        var giftCards: [GiftCard]
        /// The sum of the lines above; before taxes when `taxesCalculatedAtPayment`.
        var total: Money
        var taxesCalculatedAtPayment: Bool
        var note: String?
        var warnings: [CheckoutWarning]
    }

    /// `checkout --wait --json`'s last record: whether the checkout was paid and, if it was,
    /// the order as far as the store tells it.
    public struct Outcome: Encodable {
        public struct Order: Encodable {
            /// "#1001": known for a logged-in shopper (the Cart API does not name a guest's order).
            var name: String?
            /// What was charged, when the store states it.
            var total: Money?
            /// The cart's total before the taxes the checkout page added, when that is all
            /// that is known of the charge.
            var totalBeforeTaxes: Money?
        }
        var paid: Bool
        var checkoutId: String
        /// Where the checkout is still open (only when not paid).
        var checkoutUrl: String?
        var order: Order?
    }

    /// The outcome of waiting for payment: `order` once paid, or where it is still open.
    public func outcome(paid order: CompletedOrder?, url: URL) -> Outcome {
        guard let order else { return Outcome(paid: false, checkoutId: state.shownID, checkoutUrl: url.absoluteString, order: nil) }
        let total = order.total ?? (state.taxesCalculatedAtPayment ? nil : state.total)
        return Outcome(
            paid: true, checkoutId: state.shownID, checkoutUrl: nil,
            order: Outcome.Order(name: order.name, total: total, totalBeforeTaxes: total == nil ? state.total : nil))
    }

    /// The JSON document; `url` is the checked checkout URL once there is one.
    public func document(url: URL?) -> Document {
        Document(
            checkoutId: state.shownID, checkoutUrl: url?.absoluteString, email: state.email, shippingAddress: state.address,
            lines: state.lines.map { line in
                Document.Line(
                    variantId: line.variantID.rawValue, title: line.title, variantTitle: ProductVariant.shownTitle(line.variantTitle),
                    sellingPlan: line.plan, quantity: line.quantity, unitPrice: line.unitPrice,
                    discounts: state.lineDiscounts[line.id].map { $0.map { Document.Discount($0, onALine: true) } },
                    addOnTo: line.parentID.flatMap { parent in state.lines.firstIndex { $0.id == parent } }.map { $0 + 1 },
                    parts: line.parts?.map(Document.Part.init))
            },
            subtotal: state.subtotal, itemDiscounts: state.itemDiscounts, itemCharges: state.itemCharges, discountCodes: state.discountCodes,
            discounts: state.discounts.map { Document.Discount($0) },
            shipping: state.selectedRate, taxes: state.taxes, duties: state.duties,
            giftCards: zip(state.giftCards, AppliedGiftCard.shownNames(state.giftCards)).map { card, name in
                Document.GiftCard(
                    lastCharacters: card.lastCharacters, name: name, amountUsed: card.amountUsed,
                    balance: card.balance, alsoPays: state.alsoPaid(by: card).isEmpty ? nil : state.alsoPaid(by: card))
            },
            total: state.total, taxesCalculatedAtPayment: state.taxesCalculatedAtPayment, note: state.note, warnings: state.warnings)
    }
}
