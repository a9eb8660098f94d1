import Foundation
import StoreKitCore

/// Drawing: the parts every screen has (header, status line, footer, help, the spinner), and
/// each screen's view, in an extension in its folder.
enum Views {
    static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    static func spinner(_ state: AppState) -> String { spinnerFrames[state.spinner % spinnerFrames.count] }

    static func tooSmall(_ frame: inout Frame, _ state: AppState) {
        let quits = state.handoffURL != nil ? "q quits (prints the checkout URL)" : "q quits, or make it larger"
        let lines = ["Terminal too small", "\(state.width)×\(state.height); shopterm needs \(minimumSize.width)×\(minimumSize.height)", quits]
        // Wrapped to the width there is: the way out is said on any screen.
        let rows = lines.enumerated().flatMap { index, line in TerminalText.wrapped(line, to: max(1, state.width)).map { (index, $0) } }
        let top = max(0, (state.height - rows.count + 1) / 2)
        for (offset, (index, line)) in rows.enumerated() {
            let width = TerminalText.width(of: line)
            frame.write(line, row: top + offset, column: max(0, (state.width - width) / 2), style: index == 0 ? .title : .dim)
        }
    }

    /// Shop name, where we are, and the cart badge.
    static func header(_ frame: inout Frame, _ state: AppState) {
        let badge = cartBadge(state)
        let badgeWidth = TerminalText.width(of: badge)
        let crumbs =
            [state.shop?.name ?? state.visitedShopName ?? "shopterm"] + (state.menu != nil && state.browsingCollections ? ["Collections"] : [])
            + state.stack.dropFirst().map(title)
        // The list on top says its order and filters.
        let finding = state.topFinding.map { findingTitle($0, inSearch: state.screen.search != nil) } ?? ""
        let room = max(1, state.width - badgeWidth - 2)
        frame.write(path(crumbs.map(TerminalText.sanitized), suffix: finding, width: room), row: 0, column: 0, style: .title, limit: room)
        frame.writeRight(badge, row: 0, endColumn: state.width, style: .badge)
    }

    /// "Shop › … › Trail · Price, low to high · 2 filters" in `width` cells: the crumbs between
    /// the first and the last give way first, then the shop's name (down to 8 cells), then the
    /// last one's title; what `suffix` (the list's order and filters) says stays.
    static func path(_ crumbs: [String], suffix: String, width: Int) -> String {
        guard var first = crumbs.first else { return "" }
        var middle = Array(crumbs.dropFirst().dropLast())
        var last = crumbs.count > 1 ? crumbs[crumbs.count - 1] : nil
        var elided = false
        func joined() -> String {
            ([first] + (elided ? ["…"] : []) + middle + [last].compactMap { $0 }).joined(separator: " › ") + suffix
        }
        func excess() -> Int { TerminalText.width(of: joined()) - width }
        while excess() > 0, !middle.isEmpty {
            middle.removeFirst()
            elided = true
        }
        guard excess() > 0, let whole = last else { return TerminalText.truncated(joined(), to: width) }
        let firstWidth = TerminalText.width(of: first)
        first = TerminalText.truncated(first, to: max(min(8, firstWidth), firstWidth - excess()))
        if excess() > 0 { last = TerminalText.truncated(whole, to: max(2, TerminalText.width(of: whole) - excess())) }
        return TerminalText.truncated(joined(), to: width)
    }

    /// The market shopped in, when one was chosen, and the cart: "CA · cart 2 · $44.00".
    static func cartBadge(_ state: AppState) -> String {
        // A checkout shown states its own figures (they may be in another country's currency)
        // until it is paid: then the cart is empty.
        if let screen = state.screen.checkout, screen.step != .paid, let checkout = screen.checkout {
            return CheckoutCurrency.badge(checkout, state)
        }
        let market = state.market.map { "\($0.country) · " } ?? ""
        let count = state.cart.local.itemCount
        guard count > 0 else { return market + "cart empty" }
        // The figure the cart's own last row states: the store's total (its discounts taken off)
        // while the store's cart is the one shown, else the lines' subtotal.
        let figure = state.cart.shownStoreCart?.total ?? state.cart.local.subtotal
        let total = figure.map { " · " + $0.formatted(state.moneyStyle) } ?? ""
        return "\(market)cart \(count)\(total)"
    }

    static func title(_ screen: Screen) -> String { screen.feature.title(screen) }

    static func statusLine(_ frame: inout Frame, _ state: AppState) {
        let row = state.height - 2
        // Where the selection is in the list on screen, at the right: "12/84+".
        let position = listPosition(state).map { " " + $0 } ?? ""
        let room = max(1, state.width - TerminalText.width(of: position))
        if let status = state.status {
            // A message longer than its row takes the rows above it (up to three), wrapped, so
            // that it is read whole.
            let most = max(1, min(3, state.contentRows / 3))
            var lines =
                TerminalText.width(of: TerminalText.sanitized(status.text)) <= room ? [status.text] : TerminalText.wrapped(status.text, to: room)
            if lines.count > most { lines = Array(lines.prefix(most - 1)) + [lines.dropFirst(most - 1).joined(separator: " ")] }
            for (offset, line) in lines.enumerated() {
                let y = row - (lines.count - 1) + offset
                if y < row { frame.write(String(repeating: " ", count: state.width), row: y, column: 0) }
                frame.write(line, row: y, column: 0, style: status.kind == .error ? .error : .success, limit: room)
            }
        } else if let activity = busyText(state) {
            frame.write("\(spinner(state)) \(activity)", row: row, column: 0, style: .dim, limit: room)
        }
        if !position.isEmpty { frame.writeRight(position, row: row, endColumn: state.width, style: .dim) }
    }

    /// The position in the list the screen shows, when it shows one with items.
    static func listPosition(_ state: AppState) -> String? { state.screen.feature.listPosition(state) }

    /// What is loading, for the status line: what the shopper is waiting for on this screen
    /// (what its request said when it was sent, or what the screen's own state says).
    static func busyText(_ state: AppState) -> String? {
        state.inFlight.saying(depth: state.top) ?? state.screen.feature.busyText(state)
    }

    static func footer(_ frame: inout Frame, _ state: AppState) {
        // Whole hints only: when they do not all fit, the last ones go first, but "? help"
        // (which lists every key) stays.
        var hints = Keymap.hints(for: state)
        // Measured as the terminal shows them (under LANG=C "⏎" is "Enter").
        func shown(_ text: String) -> String { state.asciiOnly ? TerminalText.ascii(text) : text }
        while TerminalText.width(of: shown(hints.joined(separator: "  "))) > state.width,
            let index = hints.lastIndex(where: { !$0.hasPrefix("? ") })
        {
            hints.remove(at: index)
        }
        var text = hints.joined(separator: "  ")
        if state.confirmingQuit { text = "y quit  n stay" }
        frame.write(text, row: state.height - 1, column: 0, style: .hint)
    }

    /// The help overlay: every binding of the current screen.
    static func help(_ frame: inout Frame, _ state: AppState) {
        let bindings = Keymap.help(for: state)
        let rows = bindings.map { binding in (binding.keys.map(Keymap.name).joined(separator: " "), binding.help) }
        let keysWidth = min(24, rows.map { TerminalText.width(of: $0.0) }.max() ?? 0)
        let width = min(state.width - 4, max(34, keysWidth + 3 + (rows.map { TerminalText.width(of: $0.1) }.max() ?? 0) + 4))
        let height = min(state.height - 2, rows.count + 4)
        let left = (state.width - width) / 2
        let top = max(1, (state.height - height) / 2)
        for row in top..<(top + height) {
            frame.write(String(repeating: " ", count: width), row: row, column: left, style: .normal)
        }
        frame.write("┌" + String(repeating: "─", count: width - 2) + "┐", row: top, column: left, style: .dim)
        frame.write(" Keys: \(state.keyContext.name) ", row: top, column: left + 2, style: .title)
        for row in (top + 1)..<(top + height - 1) {
            frame.write("│", row: row, column: left, style: .dim)
            frame.write("│", row: row, column: left + width - 1, style: .dim)
        }
        frame.write("└" + String(repeating: "─", count: width - 2) + "┘", row: top + height - 1, column: left, style: .dim)
        // Scrolls (j/k, pgdn/pgup) when it does not fit; the last row says what is left.
        let visibleRows = max(1, height - 4)
        let scroll = Views.helpScroll(state, rows: rows.count)
        for (index, entry) in rows.dropFirst(scroll).prefix(visibleRows).enumerated() {
            frame.write(entry.0, row: top + 2 + index, column: left + 2, style: .badge, limit: keysWidth)
            frame.write(entry.1, row: top + 2 + index, column: left + 3 + keysWidth, limit: width - keysWidth - 5)
        }
        let below = rows.count - scroll - visibleRows
        if below > 0 || scroll > 0 {
            frame.write(below > 0 ? "↓ \(below) more (j)" : "↑ (k)", row: top + height - 2, column: left + 2, style: .dim, limit: width - 4)
        }
    }

    /// The help's first visible row: the one asked for, within what it can scroll.
    static func helpScroll(_ state: AppState, rows: Int) -> Int {
        let height = min(state.height - 2, rows + 4)
        return max(0, min(state.helpScroll, rows - max(1, height - 4)))
    }
}
