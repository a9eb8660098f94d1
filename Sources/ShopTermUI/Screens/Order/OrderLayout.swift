import Foundation
import StoreKitCore

/// The lines of an order's page, shared by the view that draws it and by `update`, which
/// scrolls it: what was bought, the money (lines that add up to the total), the status and
/// the address it ships to.
enum OrderLayout {
    /// One line: text at the left, an amount right-aligned at the money column.
    struct Line: Equatable {
        var text: String
        var amount: String?
        var style: Style = .normal
        var indent = 0
    }

    /// The money column's right edge is at most this far from the left: a readable width.
    static let readableWidth = 60

    static func lines(_ order: CustomerOrder, style: MoneyStyle, width areaWidth: Int) -> [Line] {
        let width = max(10, min(readableWidth, areaWidth - 2))
        let date = ISODate.parse(order.processedAt).map(dayFormatter.string) ?? String(order.processedAt.prefix(10))
        var lines = [Line(text: "\(order.name) · \(date)", style: .title), Line(text: order.status, style: .dim), Line(text: "")]
        for item in order.lines {
            let name = item.variantTitle.map { "\(item.title) (\($0))" } ?? item.title
            lines.append(Line(text: "\(item.quantity) × \(name)", amount: item.total.formatted(style)))
        }
        func note(_ text: String) -> [Line] { TerminalText.wrapped(text, to: width).map { Line(text: $0, style: .dim) } }
        if order.lines.isEmpty { lines += note("The store listed no lines for this order.") }
        if order.hasMoreLines { lines += note("More lines on the order's status page (o opens it).") }
        lines.append(Line(text: ""))
        lines += money(order, style: style)
        if let address = order.shippingAddress {
            lines.append(Line(text: ""))
            lines.append(Line(text: "Ships to", style: .bold))
            lines += TerminalText.wrapped(address.oneLine, to: width - 2).map { Line(text: $0, indent: 2) }
        }
        lines.append(Line(text: ""))
        lines += note("o opens its status page in the browser · y copies the URL")
        return lines
    }

    /// Subtotal, shipping, taxes, whatever else the store charged or took off (so that the lines
    /// add up), refunds, and the total. Without a subtotal the store states no breakdown, and
    /// none is shown: only the total.
    static func money(_ order: CustomerOrder, style: MoneyStyle) -> [Line] {
        let total = order.totalPrice
        func sameCurrency(_ money: Money?) -> Money? { money.flatMap { $0.currencyCode == total.currencyCode ? $0 : nil } }
        var lines: [Line] = []
        var counted = Decimal(0)
        let parts =
            sameCurrency(order.subtotal) == nil
            ? []
            : [("Subtotal", sameCurrency(order.subtotal)), ("Shipping", sameCurrency(order.shipping)), ("Taxes", sameCurrency(order.tax))]
        for (label, amount) in parts {
            guard let amount else { continue }
            lines.append(Line(text: label, amount: amount.formatted(style)))
            counted += amount.amount
        }
        let rest = total.amount - counted
        if !lines.isEmpty, rest != 0 {
            let label = rest < 0 ? "Discounts" : "Duties and other charges"
            lines.append(Line(text: label, amount: Money(amount: rest, currencyCode: total.currencyCode).formatted(style)))
        }
        lines.append(Line(text: "Total", amount: total.formatted(style), style: .bold))
        if let refunded = order.refunded {
            lines.append(
                Line(text: "Refunded", amount: Money(amount: -refunded.amount, currencyCode: refunded.currencyCode).formatted(style), style: .dim))
        }
        return lines
    }

    /// The furthest the page scrolls on this terminal.
    static func maxScroll(_ order: CustomerOrder, state: AppState) -> Int {
        max(0, lines(order, style: state.moneyStyle, width: state.width).count - state.contentRows)
    }

    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMM yyyy"
        return formatter
    }()
}
