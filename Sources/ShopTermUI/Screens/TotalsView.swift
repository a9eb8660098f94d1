import StoreKitCore

extension Views {
    /// The cells a block of totals needs to show every row whole: its widest label and its
    /// widest value, two apart.
    static func totalsWidth(_ rows: [TotalsRow]) -> Int {
        let labels = rows.map { TerminalText.width(of: TerminalText.sanitized($0.label)) }.max() ?? 0
        let values = rows.map { TerminalText.width(of: TerminalText.sanitized($0.value)) }.max() ?? 0
        return labels + 2 + values
    }

    /// One row of totals: its label from `left`, never under its value (cut, when it must be,
    /// keeping a gift card's last characters), its value ending at `right`.
    static func totalsRow(_ frame: inout Frame, _ total: TotalsRow, row: Int, left: Int, right: Int) {
        let room = max(1, right - left - TerminalText.width(of: TerminalText.sanitized(total.value)) - 2)
        frame.write(fittedLabel(total.label, to: room), row: row, column: left, style: .bold, limit: room)
        frame.writeRight(total.value, row: row, endColumn: right, style: style(of: total.kind))
    }

    /// `label` in `cells`: cut at its end, except a masked code that ends it ("Gift card
    /// …1000"), which stays whole: the last characters are what tell two cards apart.
    static func fittedLabel(_ label: String, to cells: Int) -> String {
        let text = TerminalText.sanitized(label)
        guard TerminalText.width(of: text) > cells, let space = text.lastIndex(of: " ") else { return text }
        let tail = String(text[text.index(after: space)...])
        let tailWidth = TerminalText.width(of: tail)
        guard tail.hasPrefix("…"), tailWidth <= cells else { return text }
        return TerminalText.truncated(String(text[..<space]), to: cells - tailWidth, ellipsis: "") + tail
    }
}
