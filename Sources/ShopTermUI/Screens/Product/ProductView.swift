import StoreKitCore

extension Views {
    /// The product: price, the variant picker (unavailable values marked), quantity, description
    /// and images, as one page that scrolls (pgdn, pgup, g, G) when it does not fit.
    static func product(_ frame: inout Frame, _ state: AppState, _ screen: ProductScreen, _ area: Area) {
        guard let product = screen.product else {
            guard let error = screen.error else {
                frame.write("Loading \(screen.title)…", row: area.top, column: area.left + 1, style: .dim, limit: area.width - 1)
                return
            }
            // What failed, whole, and the key that tries again.
            _ = wrappedError(&frame, "\(error) (r tries again)", row: area.top, column: area.left + 1, width: area.width - 1, bottom: area.bottom)
            return
        }
        // The description is wrapped once per frame: the body, the page's height and the scroll come from it.
        let body = ProductLayout.body(
            product, recommendations: screen.recommendations ?? [], width: area.width, money: state.moneyStyle, selected: screen.selectedVariant)
        let height = ProductLayout.height(product, body: body)
        let scroll = max(0, min(screen.scroll, height - area.height))
        // Page rows become screen rows; rows scrolled away (or past the bottom) are not drawn.
        // When the page goes on below, the last row is the "↓ more" line's alone: no line of
        // text is cut under it.
        let overflows = height - scroll > area.height
        let bottom = area.bottom - (overflows ? 1 : 0)
        func visible(_ line: Int) -> Int? {
            let row = area.top + line - scroll
            return row >= area.top && row < bottom ? row : nil
        }
        let left = area.left + 1
        let width = area.width - 2
        if let row = visible(0) { frame.write(product.summary.title, row: row, column: left, style: .title, limit: width) }
        if let row = visible(1) {
            frame.write(
                [product.summary.vendor, product.summary.productType].filter { !$0.isEmpty }.joined(separator: " · "),
                row: row, column: left, style: .dim, limit: width)
        }
        if let row = visible(3) {
            let variant = screen.selectedVariant
            let base = variant?.price ?? product.summary.minPrice
            // On a plan, its price, and the one-time price it compares to when they differ; a
            // product sold by subscription only has no one-time price to compare to: it says so.
            let planPrice = screen.selectedPlan?.firstPrice(of: base)
            let price = (planPrice ?? base).formatted(state.moneyStyle)
            var column = left + frame.write(price, row: row, column: left, style: .price)
            if product.requiresSellingPlan {
                column += 2 + frame.write("by subscription only", row: row, column: column + 2, style: .dim)
            } else if let planPrice, planPrice.amount != base.amount {
                column += 2 + frame.write("instead of \(base.formatted(state.moneyStyle))", row: row, column: column + 2, style: .dim)
            } else if let was = variant?.compareAtPrice, let now = variant?.price, was.amount > now.amount {
                column += 2 + frame.write("was \(was.formatted(state.moneyStyle))", row: row, column: column + 2, style: .sale)
            }
            let availability: (String, Style)
            switch variant?.stock {
            case nil: availability = state.isWaiting(.variant) ? ("checking…", .dim) : ("not offered", .soldOut)
            case .soldOut?: availability = ("sold out", .soldOut)
            case .backorder?: availability = ("out of stock; can be ordered", .sale)
            case .inStock(let count)?: availability = (Stock.inStock(count).label, count.map { $0 <= Stock.fewLeft } == true ? .sale : .success)
            }
            frame.write(availability.0, row: row, column: column + 2, style: availability.1, limit: max(1, area.right - column - 3))
        }

        let labelWidth = min(12, (product.options.map { TerminalText.width(of: $0.name) } + [3]).max()! + 1)  // "Qty", "Buy"
        for (index, option) in product.options.enumerated() {
            guard let row = visible(ProductLayout.firstOptionLine + index) else { continue }
            let focused = index == screen.focusedRow
            frame.write(option.name, row: row, column: left, style: focused ? .badge : .bold, limit: labelWidth)
            let x = left + labelWidth + 1
            let values = option.values.map { value -> (text: String, style: Style) in
                let chosen = screen.selection[option.name] == value
                let available = product.isAvailable(option: option.name, value: value, selection: screen.selection)
                // The chosen value of a sold-out variant is marked like the others.
                let text = chosen ? (available ? "[\(value)]" : "[\(value)×]") : (available ? " \(value) " : " \(value)× ")
                return (text, chosen ? (focused ? .selected : .badge) : (available ? .normal : .soldOut))
            }
            let chosen = option.values.firstIndex { screen.selection[option.name] == $0 } ?? 0
            optionRow(&frame, values, chosen: chosen, row: row, from: x, to: area.right - 1)
        }
        if let purchaseRow = product.purchaseRow, let row = visible(ProductLayout.firstOptionLine + purchaseRow) {
            let focused = screen.focusedRow == purchaseRow
            frame.write("Buy", row: row, column: left, style: focused ? .badge : .bold, limit: labelWidth)
            let label = PurchaseOptions.label(screen.selectedPlan) { $0.formatted(state.moneyStyle) }
            let x = left + labelWidth + 1
            let used = frame.write("‹ \(label) ›", row: row, column: x, style: focused ? .selected : .badge, limit: max(1, area.right - x - 1))
            let hint = product.requiresSellingPlan ? "subscription only" : "once or subscribe"
            if x + used + 2 < area.right - 1 {
                frame.write(hint, row: row, column: x + used + 2, style: .dim, limit: max(1, area.right - x - used - 3))
            }
        }
        if let row = visible(ProductLayout.quantityLine(product)) {
            let focused = screen.focusedRow == product.quantityRow
            frame.write("Qty", row: row, column: left, style: focused ? .badge : .bold)
            frame.write("− \(screen.quantity) +", row: row, column: left + labelWidth + 1, style: focused ? .selected : .normal)
            // ⏎ adds only what can be bought; else the row says why it will not.
            let reason = screen.cannotAdd(waitingForVariant: state.isWaiting(.variant))
            frame.write(
                reason ?? AddOnTarget.describe(screen.addOnParent, in: state.cart.local), row: row, column: left + labelWidth + 12,
                style: reason == nil ? .dim : .soldOut,
                limit: max(1, area.right - left - labelWidth - 13))
        }
        for (index, line) in body.enumerated() {
            guard let row = visible(ProductLayout.bodyLine(product) + index) else { continue }
            let focused = line.recommendation != nil && line.recommendation == screen.focusedRow - product.quantityRow - 1
            // A line with a price at the right (a recommendation) ends two columns before it: the
            // price's column is at the readable width, not the area's.
            let end = min(area.right - 1, left + ProductLayout.readableWidth)
            let room = line.right.map { end - left - TerminalText.width(of: TerminalText.sanitized($0)) - 2 } ?? width
            let used = frame.write(line.text, row: row, column: left + line.indent, style: line.style, limit: max(1, room - line.indent))
            if let url = line.link { frame.link(row: row, column: left + line.indent, width: used, url: url) }
            if let right = line.right {
                frame.writeRight(right, row: row, endColumn: end, style: right == "sold out" ? .soldOut : .price)
                if focused { frame.paint(row: row, column: left, count: end - left, style: .selected) }
            }
        }
        if overflows {
            let hidden = height - scroll - (area.height - 1)
            frame.writeRight(" ↓ \(counted(hidden, "more line")) (pgdn) ", row: area.bottom - 1, endColumn: area.right - 1, style: .badge)
        }
    }

    /// One option's values from column `start` up to `end`: all of them when they fit, else a
    /// window that holds the chosen one, with "…" where values are out of sight on either side.
    static func optionRow(_ frame: inout Frame, _ values: [(text: String, style: Style)], chosen: Int, row: Int, from start: Int, to end: Int) {
        let widths = values.map { TerminalText.width(of: TerminalText.sanitized($0.text)) }
        let room = end - start
        guard room > 0, !values.isEmpty else { return }
        var first = 0
        if widths.reduce(0, +) > room {
            // The window's start moves right until the chosen value fits, marks included.
            func needed(_ from: Int) -> Int { widths[from...chosen].reduce(0, +) + (from > 0 ? 1 : 0) + (chosen < values.count - 1 ? 1 : 0) }
            while first < chosen, needed(first) > room { first += 1 }
        }
        var x = start
        if first > 0 { x += frame.write("…", row: row, column: x, style: .dim) }
        for index in first..<values.count {
            let more = index < values.count - 1
            let fits = x + widths[index] + (more ? 1 : 0) <= end || (!more && x + widths[index] <= end)
            guard fits || index == first else {
                frame.write("…", row: row, column: x, style: .dim)
                return
            }
            x += frame.write(values[index].text, row: row, column: x, style: values[index].style, limit: max(1, end - x))
        }
    }
}
