import StoreKitCore

extension Views {
    /// A list of products: title, price (right-aligned), sale (with the was-price when it belongs
    /// to the price shown: ``ProductSummary/wasPrice``) and sold-out marks.
    static func drawProducts(
        _ frame: inout Frame, _ state: AppState, _ list: ListState<ProductSummary>, _ area: Area, empty: String, focused: Bool = true
    ) {
        drawList(&frame, list, area, empty: empty, focused: focused, loading: state.isWaiting(.page)) { product, width in
            var right = product.priceText(state.moneyStyle)
            if !product.availableForSale {
                right = "sold out  " + right
            } else if let was = product.wasPrice {
                right = "sale \(right) (was \(was.formatted(state.moneyStyle)))"
            } else if product.isOnSale {
                // Some variant is on sale, not surely the one at the price shown ("sale from
                // R$ 79,90" read as if R$ 79,90 were the reduced price).
                right = "some on sale  " + right
            }
            return (product.title, right)
        }
    }

    /// A scrolling list with the selection highlighted; `row` gives each item's left and right text.
    static func drawList<Item>(
        _ frame: inout Frame, _ list: ListState<Item>, _ area: Area, empty: String, focused: Bool = true, loading: Bool = false,
        row: (Item, Int) -> (String, String?)
    ) {
        if list.items.isEmpty {
            guard let error = list.error else {
                frame.write(empty, row: area.top, column: area.left + 1, style: .dim, limit: area.width - 1)
                return
            }
            // What failed, whole, and the key that tries again.
            _ = wrappedError(
                &frame, "Could not load: \(error) (r tries again)", row: area.top, column: area.left + 1, width: area.width - 1,
                bottom: area.bottom)
            return
        }
        let visible = list.items[list.offset..<min(list.items.count, list.offset + area.height)]
        for (index, item) in zip(visible.indices, visible) {
            let y = area.top + index - list.offset
            let (left, full) = row(item, area.width)
            let right = full.map { besideTitle($0, title: left, room: area.width - 2) }
            let isSelected = index == list.selected
            let rightWidth = right.map { TerminalText.width(of: TerminalText.sanitized($0)) + 1 } ?? 0
            frame.write(isSelected && focused ? "▸" : " ", row: y, column: area.left, style: .badge)
            frame.write(left, row: y, column: area.left + 1, limit: max(1, area.width - 2 - rightWidth))
            if let right {
                let style: Style = right.hasPrefix("sold out") ? .soldOut : (right.hasPrefix("sale") ? .sale : .price)
                frame.writeRight(right, row: y, endColumn: area.right - 1, style: style)
            }
            if isSelected && focused { frame.paint(row: y, column: area.left, count: area.width - 1, style: .selected) }
        }
        if list.hasNextPage, list.items.count - list.offset <= area.height {
            let y = area.top + list.items.count - list.offset
            if y < area.bottom { frame.write(loading ? "  loading more…" : "  …", row: y, column: area.left, style: .dim) }
        }
    }

    /// A list row's right text, shortened when it would leave the title less than half the
    /// row: without its remark in parentheses ("(was …)"), never cutting its price.
    static func besideTitle(_ right: String, title: String, room: Int) -> String {
        let wanted = min(TerminalText.width(of: TerminalText.sanitized(title)), room / 2)
        guard TerminalText.width(of: TerminalText.sanitized(right)) + 1 + wanted > room, right.hasSuffix(")"),
            let open = right.range(of: " (", options: .backwards)
        else { return right }
        return String(right[..<open.lowerBound])
    }

    /// The selected product beside the list.
    static func productDetail(_ frame: inout Frame, _ state: AppState, _ product: ProductSummary, _ area: Area) {
        var row = area.top
        frame.write(product.title, row: row, column: area.left, style: .title, limit: area.width)
        row += 1
        frame.write(
            [product.vendor, product.productType].filter { !$0.isEmpty }.joined(separator: " · "), row: row, column: area.left, style: .dim,
            limit: area.width)
        row += 2
        let used = frame.write(product.priceText(state.moneyStyle), row: row, column: area.left, style: .price)
        if let was = product.wasPrice {
            frame.write("was \(was.formatted(state.moneyStyle))", row: row, column: area.left + used + 2, style: .sale)
        } else if product.isOnSale {
            frame.write("some on sale", row: row, column: area.left + used + 2, style: .sale)
        }
        row += 1
        frame.write(
            product.availableForSale ? "in stock" : "sold out", row: row, column: area.left, style: product.availableForSale ? .success : .soldOut)
        row += 2
        frame.write("⏎ opens it: details, choices and the cart", row: row, column: area.left, style: .dim, limit: area.width)
    }
}
