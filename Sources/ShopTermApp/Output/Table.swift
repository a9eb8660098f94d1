import ShopTermUI

/// A plain-text table: columns sized to their content (in terminal cells), long cells cut
/// with "…", right-aligned columns for money. Cells are sanitised before measuring.
public struct Table {
    public struct Column {
        public var title: String
        public var maxWidth: Int
        public var alignRight: Bool

        public init(_ title: String, maxWidth: Int = 40, alignRight: Bool = false) {
            self.title = title
            self.maxWidth = maxWidth
            self.alignRight = alignRight
        }
    }

    public var columns: [Column]
    public var rows: [[String]] = []

    public init(_ columns: [Column]) {
        self.columns = columns
    }

    public mutating func append(_ row: [String]) {
        rows.append(row.map(TerminalText.sanitized))
    }

    /// The table as lines, header first.
    public func render() -> String {
        let cells = rows.map { row in
            columns.indices.map { index in TerminalText.truncated(index < row.count ? row[index] : "", to: columns[index].maxWidth) }
        }
        let widths = columns.indices.map { index in
            max(TerminalText.width(of: columns[index].title), cells.map { TerminalText.width(of: $0[index]) }.max() ?? 0)
        }
        func line(_ values: [String]) -> String {
            values.indices.map { index -> String in
                let pad = String(repeating: " ", count: max(0, widths[index] - TerminalText.width(of: values[index])))
                return columns[index].alignRight ? pad + values[index] : (index == values.count - 1 ? values[index] : values[index] + pad)
            }.joined(separator: "  ").replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        return ([line(columns.map(\.title))] + cells.map(line)).joined(separator: "\n")
    }
}
