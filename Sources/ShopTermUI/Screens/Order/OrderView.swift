import StoreKitCore

extension Views {
    /// One order's page, scrolled.
    static func order(_ frame: inout Frame, _ state: AppState, _ screen: OrderScreen, _ area: Area) {
        let lines = OrderLayout.lines(screen.order, style: state.moneyStyle, width: area.width)
        let scroll = max(0, min(screen.scroll, lines.count - area.height))
        let left = area.left + 1
        let moneyEnd = min(area.right - 1, left + OrderLayout.readableWidth)
        for (offset, line) in lines.dropFirst(scroll).prefix(area.height).enumerated() {
            let row = area.top + offset
            var room = moneyEnd - left - line.indent
            if let amount = line.amount {
                frame.writeRight(amount, row: row, endColumn: moneyEnd, style: line.style == .bold ? .bold : .price)
                room -= TerminalText.width(of: amount) + 1
            }
            frame.write(line.text, row: row, column: left + line.indent, style: line.style, limit: max(1, room))
        }
        let hidden = lines.count - scroll - area.height
        if hidden > 0 {
            frame.writeRight(" ↓ \(counted(hidden, "more line")) (pgdn) ", row: area.bottom - 1, endColumn: area.right - 1, style: .badge)
        }
    }
}
