import StoreKitCore

/// One row of the cart's body, under its headings.
enum CartRow {
    /// A line of the cart (its index), and the check's report on it.
    case line(Int, LocalCart.Line)
    case report(LineChangeReport)
    /// What one bundle of the line above holds ("2 × Trail socks (M)"), as the store last said.
    case bundleItem(BundleItem)
    /// A code, gift card or note (its selection index).
    case extra(Int, CartExtraRow)
    case blank
    case total(TotalsRow)
    case remark(String)
    /// What the shopper must know about the whole cart (it was ordered).
    case notice(String)
    case subtotal(String)

    /// The selection index of the row, for the rows the cursor moves over.
    var selection: Int? {
        switch self {
        case .line(let index, _), .extra(let index, _): return index
        default: return nil
        }
    }

    /// Which of `rows` fit in `height`: all when they fit; else the amount the cart comes to
    /// (the total, or the subtotal) at the bottom and, above it, a run of the other rows that
    /// holds the selected one, from the top when it can. A selection past the last selectable
    /// row scrolls the rows under it (the totals) into sight, one row a step.
    static func window(_ rows: [CartRow], height: Int, selected: Int) -> [Int] {
        guard rows.count > height else { return Array(rows.indices) }
        let pinned = rows.lastIndex { $0.isTotal } ?? rows.count - 1
        guard height > 1 else { return [pinned] }
        let others = rows.indices.filter { $0 != pinned }
        let room = height - 1
        let last = rows.compactMap(\.selection).max() ?? 0
        let start = min(start(rows, others, room: room, selected: min(selected, last)) + max(0, selected - last), others.count - room)
        return Array(others[start..<(start + room)]) + [pinned]
    }

    /// The steps past the last selectable row that bring the last of `rows` into sight: where
    /// the cart's cursor may go beyond its lines and codes.
    static func scrollBelow(_ rows: [CartRow], height: Int) -> Int {
        guard rows.count > height, height > 1 else { return 0 }
        let pinned = rows.lastIndex { $0.isTotal } ?? rows.count - 1
        let others = rows.indices.filter { $0 != pinned }
        let room = height - 1
        let last = rows.compactMap(\.selection).max() ?? 0
        return max(0, others.count - room - start(rows, others, room: room, selected: last))
    }

    /// The first of `others` shown so that the `selected` row (and its report) is in sight.
    private static func start(_ rows: [CartRow], _ others: [Int], room: Int, selected: Int) -> Int {
        let target = others.firstIndex { rows[$0].selection == selected } ?? 0
        // The selected line's report stays with it.
        let end = others.indices.contains(target + 1) && rows[others[target + 1]].isReport ? target + 1 : target
        return max(0, min(end - room + 1, others.count - room))
    }

    /// The amount the cart comes to: the store's total, or the local subtotal.
    private var isTotal: Bool {
        switch self {
        case .total(let row): return row.kind == .total
        case .subtotal: return true
        default: return false
        }
    }

    private var isReport: Bool { if case .report = self { return true } else { return false } }
}
