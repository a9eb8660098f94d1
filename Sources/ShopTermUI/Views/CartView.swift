import StoreKitCore

extension Views {
    /// The cart: lines, quantities, what the last check found, the discount codes, gift cards
    /// and note, the totals (the store's, with every discount and gift card, while they match
    /// the cart; else the subtotal), and the prompt for a code or note.
    static func cart(_ frame: inout Frame, _ state: AppState, _ area: Area) {
        let left = area.left + 1
        guard state.cartRowCount > 0 else {
            frame.write("The cart is empty. Find something: / searches, esc goes back.", row: area.top, column: left, style: .dim, limit: area.width - 1)
            if let prompt = state.cartPrompt { self.prompt(&frame, prompt, row: area.top + 2, area: area) }
            return
        }
        let priceWidth = 12
        let qtyColumn = area.right - 2 * priceWidth - 8
        frame.write("ITEM", row: area.top, column: left, style: .dim)
        frame.writeRight("QTY", row: area.top, endColumn: qtyColumn + 4, style: .dim)
        frame.writeRight("PRICE", row: area.top, endColumn: area.right - priceWidth - 2, style: .dim)
        frame.writeRight("TOTAL", row: area.top, endColumn: area.right - 1, style: .dim)
        let store = state.currentStoreCart
        let format: (Money) -> String = { $0.formatted(state.moneyStyle) }
        let totals = store?.totalsRows(format) ?? []
        let reserved = max(3, totals.count + 2)
        var row = area.top + 1
        for (index, line) in state.cart.lines.enumerated() where row < area.bottom - reserved {
            let report = state.lineReports.first { $0.line == index + 1 }
            let name = LinePlan.name(line.productTitle, line.variantTitle, line.plan)
            frame.write(name, row: row, column: left, style: report?.blocksCheckout == true ? .soldOut : .normal, limit: max(1, qtyColumn - left - 1))
            frame.writeRight(String(line.quantity), row: row, endColumn: qtyColumn + 4)
            frame.writeRight(line.price.formatted(state.moneyStyle), row: row, endColumn: area.right - priceWidth - 2, style: .price)
            frame.writeRight(line.total.formatted(state.moneyStyle), row: row, endColumn: area.right - 1, style: .price)
            if index == state.cartSelection { frame.paint(row: row, column: area.left, count: area.width - 1, style: .selected) }
            row += 1
            if let report, row < area.bottom - reserved {
                frame.write("  ↳ \(report.message)", row: row, column: left, style: report.blocksCheckout ? .error : .sale, limit: area.width - 2)
                row += 1
            }
        }
        for (offset, extra) in state.cart.extras.rows.enumerated() where row < area.bottom - reserved {
            let (label, value) = describe(extra, store: store, format: format)
            frame.write(label, row: row, column: left, style: .dim, limit: max(1, area.right - priceWidth - left - 4))
            frame.writeRight(value, row: row, endColumn: area.right - 1, style: value.hasPrefix("-") ? .price : .dim)
            if state.cart.lines.count + offset == state.cartSelection { frame.paint(row: row, column: area.left, count: area.width - 1, style: .selected) }
            row += 1
        }
        row += 1
        if totals.isEmpty {
            let subtotal = state.cart.subtotal.map { $0.formatted(state.moneyStyle) } ?? "several currencies"
            frame.writeRight("Subtotal  \(subtotal)", row: min(row, area.bottom - 2), endColumn: area.right - 1, style: .bold)
            let codes = state.cart.extras.isEmpty ? "" : " · codes counted at checkout"
            frame.write("\(counted(state.cart.itemCount, "item")) · shipping and taxes at checkout\(codes)", row: min(row + 1, area.bottom - 2),
                        column: left, style: .dim, limit: area.width - 2)
        } else {
            let labelColumn = max(left, area.right - 44)
            for total in totals where row < area.bottom - 1 {
                frame.write(total.label, row: row, column: labelColumn, style: .bold,
                            limit: max(1, area.right - labelColumn - TerminalText.width(of: total.value) - 3))
                frame.writeRight(total.value, row: row, endColumn: area.right - 1, style: style(of: total.kind))
                row += 1
            }
        }
        if let prompt = state.cartPrompt {
            self.prompt(&frame, prompt, row: area.bottom - 1, area: area)
        } else if !state.cart.lines.isEmpty {
            frame.write("% discount code · $ gift card · n note", row: area.bottom - 1, column: left, style: .dim, limit: area.width - 2)
        }
    }

    /// An extras row: its label and, from the store's cart when it is current, its amount.
    private static func describe(_ extra: CartExtraRow, store: CheckoutState?, format: (Money) -> String) -> (String, String) {
        switch extra {
        case .discount(let code):
            guard let store else { return ("Discount code \(code)", "") }
            if let discount = store.discounts.first(where: { $0.isCode && $0.title.lowercased() == code.lowercased() }) {
                return ("Discount code \(code)", "-" + format(discount.amount))
            }
            return ("Discount code \(code)", "not applied")
        case .giftCard(let code):
            let name = GiftCardCode.shown(code)
            guard let card = store?.giftCards.first(where: { $0.matches(code) }) else { return ("Gift card \(name)", "") }
            return ("Gift card \(name)", "-" + format(card.amountUsed))
        case .note(let text):
            return ("Note: \(text)", "")
        }
    }

    /// "Discount code: WELCOME1▏  ⏎ apply · esc cancel"
    private static func prompt(_ frame: inout Frame, _ prompt: CartPrompt, row: Int, area: Area) {
        let left = area.left + 1
        let help = "  ⏎ apply · esc cancel"
        let label = "\(prompt.kind.label): "
        frame.write(label, row: row, column: left, style: .bold)
        let room = max(1, area.width - 2 - TerminalText.width(of: label) - TerminalText.width(of: help))
        let text = String(prompt.shownText.suffix(max(1, room - 1))) + "▏"
        frame.write(text, row: row, column: left + TerminalText.width(of: label), style: .selected, limit: room)
        frame.write(help, row: row, column: left + TerminalText.width(of: label) + TerminalText.width(of: text), style: .dim,
                    limit: max(0, area.right - left - TerminalText.width(of: label) - TerminalText.width(of: text)))
    }
}
