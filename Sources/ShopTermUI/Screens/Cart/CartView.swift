import StoreKitCore

extension Views {
    /// The cart: lines, quantities, what the last check found, the discount codes, gift cards
    /// and note, the totals (the store's, with every discount and gift card, while they match
    /// the cart; else the subtotal), and the prompt for a code or note.
    static func cart(_ frame: inout Frame, _ state: AppState, _ area: Area) {
        let left = area.left + 1
        guard state.cart.rowCount > 0 else {
            frame.write(
                "The cart is empty. Find something: / searches, esc goes back.", row: area.top, column: left, style: .dim, limit: area.width - 1)
            if let prompt = state.cart.prompt { self.prompt(&frame, prompt, row: area.top + 2, area: area) }
            return
        }
        let priceWidth = 12
        // A narrow cart leaves out the price of one: the line's total is what adds up.
        let qtyColumn = area.right - (showsUnitPrice(area) ? 2 : 1) * priceWidth - 8
        frame.write("ITEM", row: area.top, column: left, style: .dim)
        frame.writeRight("QTY", row: area.top, endColumn: qtyColumn + 4, style: .dim)
        if showsUnitPrice(area) { frame.writeRight("PRICE", row: area.top, endColumn: area.right - priceWidth - 2, style: .dim) }
        frame.writeRight("TOTAL", row: area.top, endColumn: area.right - 1, style: .dim)
        let rows = cartRows(state)
        let body = Area(top: area.top + 1, left: area.left, width: area.width, height: cartBodyHeight(state))
        let shown = CartRow.window(rows, height: body.height, selected: state.cart.selection)
        // The totals' labels start where the widest of them and its value fit (44 cells at least).
        let totals = rows.compactMap { row -> TotalsRow? in if case .total(let total) = row { return total } else { return nil } }
        let totalsLeft = max(left, area.right - 1 - max(43, totalsWidth(totals)))
        for (offset, index) in shown.enumerated() {
            draw(
                &frame, rows[index], state: state, row: body.top + offset, area: area, qtyColumn: qtyColumn,
                totalsLeft: totalsLeft)
        }
        if shown.count < rows.count {
            frame.write(hiddenRowsMark(rows, shown: shown), row: area.top, column: left + 4, style: .badge, limit: max(1, qtyColumn - left - 6))
        }
        if let prompt = state.cart.prompt {
            self.prompt(&frame, prompt, row: area.bottom - 1, area: area)
        } else if !state.cart.local.lines.isEmpty {
            frame.write("% discount code · $ gift card · n note", row: area.bottom - 1, column: left, style: .dim, limit: area.width - 2)
        }
    }

    /// Said beside the headings when rows are hidden: the rows scroll with the selection (past
    /// the last line and code, over the totals), so ↓ is said while rows are left below, else ↑.
    /// What is counted is products (a hidden total is no more to buy): "↓ 2 more", or "↓ more"
    /// when only codes and totals are (at 40 columns it has 11 cells).
    static func hiddenRowsMark(_ rows: [CartRow], shown: [Int]) -> String {
        let visible = Set(shown)
        let lastScrolled = shown.dropLast().last ?? 0
        let below = rows.indices.filter { !visible.contains($0) && $0 > lastScrolled }
        let hidden = below.isEmpty ? rows.indices.filter { !visible.contains($0) } : below
        let products = hidden.filter { if case .line = rows[$0] { true } else { false } }.count
        let arrow = below.isEmpty ? "↑" : "↓"
        return products > 0 ? "  \(arrow) \(products) more" : "  \(arrow) more"
    }

    /// Every row under the cart's headings, in order; the last (the total, or the subtotal) is
    /// pinned to the bottom when they do not all fit, and the rest scroll with the selection.
    static func cartRows(_ state: AppState) -> [CartRow] {
        let format: (Money) -> String = { $0.formatted(state.moneyStyle) }
        var rows: [CartRow] = []
        if state.cart.ordered, !state.cart.local.lines.isEmpty {
            rows += orderedNotice(state).map(CartRow.notice) + [.blank]
        }
        for (index, line) in state.cart.local.lines.enumerated() {
            rows.append(.line(index, line))
            rows += (line.bundleItems ?? []).map(CartRow.bundleItem)
            if let report = state.cart.lineReports.first(where: { $0.line == index + 1 }) {
                rows.append(.report(report))
            } else if let unavailable = line.unavailableHere {
                // What the last checkout found, kept with the cart: said until the next one.
                rows.append(.report(.unavailable(line: index + 1, unavailable)))
            }
        }
        for (offset, extra) in state.cart.local.extras.rows.enumerated() { rows.append(.extra(state.cart.local.lines.count + offset, extra)) }
        rows.append(.blank)
        if let totals = state.cart.shownStoreCart?.totalsRows(format), !totals.isEmpty {
            rows += totals.map(CartRow.total)
        } else if state.cart.local.lines.isEmpty {
            // Codes or a note kept with nothing to buy: no subtotal to state.
            rows.append(.remark("No items yet: codes and gift cards count once something is in the cart"))
        } else {
            let codes = state.cart.local.extras.isEmpty ? "" : " · codes counted at checkout"
            rows.append(.subtotal(state.cart.local.subtotal.map(format) ?? "several currencies"))
            rows.append(.remark("\(counted(state.cart.local.itemCount, "item")) · shipping and taxes at checkout\(codes)"))
        }
        return rows
    }

    /// The rows the cart's body has, under its headings and above its keys' line.
    static func cartBodyHeight(_ state: AppState) -> Int { max(1, Area.content(state).height - 2) }

    /// True when the cart is wide enough for the price of one beside the line's total.
    private static func showsUnitPrice(_ area: Area) -> Bool { area.width >= 60 }

    /// One row of the cart's body.
    private static func draw(
        _ frame: inout Frame, _ entry: CartRow, state: AppState, row: Int, area: Area, qtyColumn: Int, totalsLeft: Int
    ) {
        let left = area.left + 1
        let priceWidth = 12
        switch entry {
        case .line(let index, let line):
            let report = state.cart.lineReports.first { $0.line == index + 1 }
            // An add-on sits under the line it was added to.
            let name = (line.isAddOn ? "+ " : "") + LinePlan.name(line.productTitle, line.variantTitle, line.plan)
            frame.write(name, row: row, column: left, style: report?.blocksCheckout == true ? .soldOut : .normal, limit: max(1, qtyColumn - left - 1))
            frame.writeRight(String(line.quantity), row: row, endColumn: qtyColumn + 4)
            if showsUnitPrice(area) {
                frame.writeRight(line.price.formatted(state.moneyStyle), row: row, endColumn: area.right - priceWidth - 2, style: .price)
            }
            // A line found sold out is not in the subtotal: its total column says so instead.
            frame.writeRight(
                line.isSoldOut ? "sold out" : line.total.formatted(state.moneyStyle), row: row, endColumn: area.right - 1,
                style: line.isSoldOut ? .soldOut : .price)
            if index == state.cart.selection { frame.paint(row: row, column: area.left, count: area.width - 1, style: .selected) }
        case .bundleItem(let item):
            frame.write("  · \(item.label)", row: row, column: left, style: .dim, limit: max(1, qtyColumn - left - 1))
        case .report(let report):
            frame.write("  ↳ \(report.message)", row: row, column: left, style: report.blocksCheckout ? .error : .sale, limit: area.width - 2)
        case .extra(let selection, let extra):
            // What a code or card takes off is a row of the totals, under the subtotal: the
            // total column above it holds the lines' totals only, which add up to it.
            frame.write(describe(extra, codes: state.cart.local.extras.giftCardCodes), row: row, column: left, style: .dim, limit: area.width - 2)
            if selection == state.cart.selection { frame.paint(row: row, column: area.left, count: area.width - 1, style: .selected) }
        case .blank:
            break
        case .total(let total):
            totalsRow(&frame, total, row: row, left: totalsLeft, right: area.right - 1)
        case .remark(let text):
            frame.write(text, row: row, column: left, style: .dim, limit: area.width - 2)
        case .notice(let text):
            frame.write(text, row: row, column: left, style: .error, limit: area.width - 2)
        case .subtotal(let amount):
            frame.writeRight("Subtotal  \(amount)", row: row, endColumn: area.right - 1, style: .bold)
        }
    }

    /// A cart whose checkout the store no longer has: it was ordered (the latest order of the
    /// signed-in customer named), and how to start a new one.
    static func orderedNotice(_ state: AppState) -> [String] {
        ["This cart was ordered, or its checkout expired: the store no longer has it."]
            + (state.account?.orders.first.map { ["Your latest order: \($0.name)."] } ?? [])
            + ["d removes a line, to start a new cart; ⏎ checks these lines out again."]
    }

    /// An extras row: the code, card or note (what it takes off, or that it does not apply, is
    /// among the totals). Gift cards sharing an ending are told apart by their place among
    /// `codes` (``GiftCardCode/shownNames(_:)``).
    private static func describe(_ extra: CartExtraRow, codes: [String]) -> String {
        switch extra {
        case .discount(let code): return "Discount code \(code)"
        case .giftCard(let code):
            let name = codes.firstIndex(of: code).map { GiftCardCode.shownNames(codes)[$0] } ?? GiftCardCode.shown(code)
            return "Gift card \(name)"
        case .note(let text): return "Note: \(text)"
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
        frame.write(
            help, row: row, column: left + TerminalText.width(of: label) + TerminalText.width(of: text), style: .dim,
            limit: max(0, area.right - left - TerminalText.width(of: label) - TerminalText.width(of: text)))
    }
}
