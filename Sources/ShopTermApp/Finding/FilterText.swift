import Foundation
import ShopTermUI
import StoreKitCore

/// `shopterm filters` as text: each filter the store offers, its values with their counts and
/// the flag that selects each. All store text is sanitised.
public enum FilterText {
    public static func filters(_ filters: [OfferedFilter], active: [ProductFilter], currency: String, money: MoneyStyle) -> String {
        guard !filters.isEmpty else { return "The store offers no filters for these products." }
        var lines: [String] = []
        for filter in filters {
            lines.append(TerminalText.sanitized(filter.label))
            if filter.isPriceRange {
                let highest = filter.values.first?.filter.priceRange?.max
                let set = active.first { $0.kind == "price" }?.priceRange
                var text = highest.map { "  up to \(Money(amount: $0, currencyCode: currency).formatted(money))" } ?? "  any price"
                if let set {
                    let bounds = [
                        set.min.map { "from \(Money(amount: $0, currencyCode: currency).formatted(money))" },
                        set.max.map { "to \(Money(amount: $0, currencyCode: currency).formatted(money))" },
                    ]
                    text += " (on: " + bounds.compactMap { $0 }.joined(separator: " ") + ")"
                }
                lines.append(TerminalText.padded(text, to: 34) + "--price-min/--price-max")
                continue
            }
            for value in filter.values {
                let mark = active.contains(value.filter) ? "* " : "  "
                let label = TerminalText.padded(mark + TerminalText.sanitized(value.label), to: 26)
                let count = String(repeating: " ", count: max(0, 6 - String(value.count).count)) + String(value.count)
                let flag = FilterFlags.flag(for: value.filter).map { "  " + TerminalText.sanitized($0) } ?? ""
                lines.append(label + count + flag)
            }
        }
        if !active.isEmpty { lines.append("(* on; counts are with the other filters as they are)") }
        return lines.joined(separator: "\n")
    }
}
