import Foundation
import StoreKitCore

/// One row of a cart's or checkout's totals: "Discount WELCOME10  -$12.00".
public struct TotalsRow: Equatable, Sendable {
    public enum Kind: Sendable {
        /// An amount that adds to the total.
        case amount
        /// Money off: a discount or what a gift card pays (its value starts with "-").
        case reduction
        /// Not an amount: "at checkout", "not applied".
        case remark
        case total
    }
    public var label: String
    public var value: String
    public var kind: Kind

    public init(_ label: String, _ value: String, _ kind: Kind) {
        self.label = label
        self.value = value
        self.kind = kind
    }
}

extension CheckoutState {
    /// The totals as every summary shows them, from the store's cart: item discounts (when the
    /// lines' prices add up to more than the store's subtotal) or what the store added (when
    /// they add up to less), subtotal, each discount, the
    /// codes that do not apply, shipping, taxes, duties, each gift card with what it pays now
    /// (and, when it holds more, what of the checkout page's additions it pays too), and the
    /// total. The amounts add up to the total (see ``CheckoutState/total``).
    public func totalsRows(_ format: (Money) -> String) -> [TotalsRow] {
        var rows: [TotalsRow] = []
        if let itemDiscounts { rows.append(TotalsRow("Item discounts", "-" + format(itemDiscounts), .reduction)) }
        if let itemCharges { rows.append(TotalsRow("Added by the store", "+" + format(itemCharges), .amount)) }
        rows.append(TotalsRow("Subtotal", format(subtotal), .amount))
        for discount in discounts where discount.appliesTo == .order {
            rows.append(TotalsRow("Discount \(discount.title)", "-" + format(discount.amount), .reduction))
        }
        for code in inapplicableCodes { rows.append(TotalsRow("Discount \(code)", "not applied", .remark)) }
        if let rate = selectedRate {
            rows.append(TotalsRow("Shipping (\(rate.title))", format(rate.price), .amount))
        } else {
            rows.append(TotalsRow("Shipping", "at checkout", .remark))
        }
        // A shipping discount on the shipping line, not out of the subtotal; one that takes
        // nothing yet waits for a rate (or the rate is free).
        for discount in discounts where discount.appliesTo == .shipping {
            if discount.amount.amount > 0 {
                rows.append(TotalsRow("Shipping discount \(discount.title)", "-" + format(discount.amount), .reduction))
            } else if selectedRate == nil {
                rows.append(TotalsRow("Shipping discount \(discount.title)", "at checkout", .remark))
            }
        }
        rows.append(taxes.map { TotalsRow("Taxes", format($0), .amount) } ?? TotalsRow("Taxes", "calculated at payment", .remark))
        if let duties { rows.append(TotalsRow("Duties", format(duties), .amount)) }
        for (card, name) in zip(giftCards, AppliedGiftCard.shownNames(giftCards)) {
            // What pays now, never what stays on it: the checkout page takes its taxes (and
            // shipping) off the card too, and the store states no remainder.
            rows.append(TotalsRow("Gift card \(name)", "-" + format(card.amountUsed), .reduction))
            let later = alsoPaid(by: card)
            if !later.isEmpty { rows.append(TotalsRow("Gift card \(name) also pays", later.joined(separator: ", "), .remark)) }
        }
        let qualifier = [selectedRate == nil ? "shipping" : nil, taxesCalculatedAtPayment ? "taxes" : nil].compactMap { $0 }
        rows.append(TotalsRow(qualifier.isEmpty ? "Total" : "Total before " + qualifier.joined(separator: " and "), format(total), .total))
        return rows
    }
}
