import Foundation
import StoreKitCore

extension Views {
    /// " · Price, low to high · 2 filters": a list's order and filters, for the header.
    static func findingTitle(_ finding: Finding, inSearch: Bool) -> String {
        var parts = [finding.options.sort.title(inSearch: inSearch)]
        let count = finding.options.filters.count
        if count > 0 { parts.append("\(count) filter\(count == 1 ? "" : "s")") }
        if let total = finding.totalCount { parts.append("\(total) found") }
        return " · " + parts.joined(separator: " · ")
    }

    /// The filter panel over a list: each filter's values with their counts, on or off, and
    /// the price range.
    static func filterPanel(_ frame: inout Frame, _ state: AppState, _ finding: Finding, _ panel: FilterPanel, _ area: Area) {
        frame.write("Filters", row: area.top, column: area.left + 1, style: .title)
        let body = Area(top: area.top + 1, left: area.left, width: area.width, height: max(1, area.height - 1))
        guard let offered = finding.offered else {
            frame.write("Loading the store's filters…", row: body.top, column: body.left + 1, style: .dim, limit: body.width - 1)
            return
        }
        let rows = FilterRow.rows(offered, options: finding.options)
        guard !rows.isEmpty else {
            frame.write("This store offers no filters here.", row: body.top, column: body.left + 1, style: .dim, limit: body.width - 1)
            return
        }
        let selectable = rows.indices.filter { rows[$0].isSelectable }
        let selectedRow = selectable.indices.contains(panel.selection) ? selectable[panel.selection] : -1
        // The selection stays in view, with its heading when there is room.
        let first = max(0, min(selectedRow - body.height + 1 + (selectedRow + 1 < rows.count ? 1 : 0), rows.count - body.height))
        let currency = state.topListCurrency ?? ""
        for (offset, index) in (first..<min(rows.count, first + body.height)).enumerated() {
            let y = body.top + offset
            let isSelected = index == selectedRow
            switch rows[index] {
            case .heading(let label):
                frame.write(label, row: y, column: body.left + 1, style: .bold, limit: body.width - 2)
            case .value(let value, let isOn):
                frame.write(isSelected ? "▸" : " ", row: y, column: body.left, style: .badge)
                let mark = isOn ? "[x] " : "[ ] "
                frame.write(
                    mark + value.label, row: y, column: body.left + 2, style: value.count == 0 ? .dim : .normal, limit: max(1, body.width - 10))
                frame.writeRight("\(value.count)", row: y, endColumn: body.right - 1, style: .dim)
            case .price(let set, let highest):
                frame.write(isSelected ? "▸" : " ", row: y, column: body.left, style: .badge)
                let text: String
                if let entry = panel.priceEntry, isSelected {
                    text = "Price range: " + entry
                } else {
                    text = priceText(set?.priceRange, highest: highest, currency: currency, style: state.moneyStyle)
                }
                let used = frame.write(text, row: y, column: body.left + 2, limit: max(1, body.width - 3))
                if panel.priceEntry != nil, isSelected {
                    frame.write("▏", row: y, column: body.left + 2 + used, style: .selected)
                    // The form a range takes, where there is room after what is typed.
                    let example = "e.g. 20-100, 20- or -100"
                    let x = body.left + 2 + used + 3
                    if x + TerminalText.width(of: example) < body.right - 1 { frame.write(example, row: y, column: x, style: .dim) }
                }
            }
            if isSelected { frame.paint(row: y, column: body.left, count: body.width - 1, style: .selected) }
        }
    }

    /// "Any price (up to $250.00)", "$20.00 – $100.00", "From $20.00".
    private static func priceText(_ range: (min: Decimal?, max: Decimal?)?, highest: Decimal?, currency: String, style: MoneyStyle) -> String {
        func money(_ amount: Decimal) -> String { Money(amount: amount, currencyCode: currency).formatted(style) }
        switch (range?.min, range?.max) {
        case (let min?, let max?): return "[x] \(money(min)) – \(money(max))"
        case (let min?, nil): return "[x] From \(money(min))"
        case (nil, let max?): return "[x] Up to \(money(max))"
        case (nil, nil): return "[ ] Any price" + (highest.map { " (up to \(money($0)))" } ?? "") + " — ⏎ to set"
        }
    }
}
