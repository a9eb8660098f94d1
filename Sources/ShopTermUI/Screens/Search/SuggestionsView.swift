import StoreKitCore

extension Views {
    /// The store's suggestions under the query being typed, by kind (searches, products,
    /// collections), the highlighted one marked; scrolled so that it is on screen.
    static func suggestions(_ frame: inout Frame, _ state: AppState, _ typeAhead: TypeAhead, _ area: Area) {
        var lines: [(item: Int?, text: String, right: String?)] = []
        var heading: String?
        for (index, item) in typeAhead.items.enumerated() {
            let (kind, text, right) = describe(item, state)
            if kind != heading {
                lines.append((nil, kind, nil))
                heading = kind
            }
            lines.append((index, text, right))
        }
        let selectedLine = lines.firstIndex { $0.item != nil && $0.item == typeAhead.selected } ?? 0
        let offset = max(0, selectedLine - area.height + 1)
        for (row, line) in lines.dropFirst(offset).prefix(area.height).enumerated() {
            let y = area.top + row
            guard let item = line.item else {
                frame.write(line.text, row: y, column: area.left + 1, style: .dim, limit: area.width - 1)
                continue
            }
            let isSelected = item == typeAhead.selected
            let rightWidth = line.right.map { TerminalText.width(of: TerminalText.sanitized($0)) + 1 } ?? 0
            frame.write(isSelected ? "▸" : " ", row: y, column: area.left + 1, style: .badge)
            frame.write(line.text, row: y, column: area.left + 3, limit: max(1, area.width - 4 - rightWidth))
            if let right = line.right { frame.writeRight(right, row: y, endColumn: area.right - 1, style: .price) }
            if isSelected { frame.paint(row: y, column: area.left + 1, count: area.width - 2, style: .selected) }
        }
    }

    /// A suggestion's heading, text and right-hand text (a product's price).
    private static func describe(_ item: TypeAhead.Item, _ state: AppState) -> (String, String, String?) {
        switch item {
        case .query(let text): return ("Searches", text, nil)
        case .product(let product):
            let price = product.availableForSale ? product.minPrice.formatted(state.moneyStyle) : "sold out"
            return ("Products", product.title, price)
        case .collection(let collection): return ("Collections", collection.title, nil)
        }
    }
}
