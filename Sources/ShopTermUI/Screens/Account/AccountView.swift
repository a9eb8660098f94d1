import Foundation
import StoreKitCore

extension Views {
    /// The Account screen: a form (log in, sign up, address), or the overview of a signed-in
    /// customer (profile, addresses with the selection, recent orders).
    static func account(_ frame: inout Frame, _ state: AppState, _ screen: AccountScreen, _ area: Area) {
        let left = area.left + 1
        var row = area.top + 1
        if let general = screen.errors[""] {
            row = wrappedError(&frame, general, row: row, column: left, width: area.width - 2, bottom: area.bottom) + 1
        }
        switch screen.mode {
        case .choose:
            chooseLogin(&frame, state, screen, row: row, area: area)
        case .browser(let url, let paste):
            browserLogin(&frame, state, screen, url: url, paste: paste, row: row, area: area)
        case .logIn, .signUp:
            let logIn = screen.mode == .logIn
            // Where the shop has the Customer Account API, this form is the legacy way, and says so.
            let title =
                logIn ? (state.customerAccountLogin ? "Log in with a classic account (legacy)" : "Log in to your account") : "Create an account"
            frame.write(title, row: row, column: left, style: .title, limit: area.width - 2)
            row = formFields(&frame, screen.fields, screen.fields.indices, focused: screen.focused, errors: screen.errors, row: row + 2, area: area)
            let lines = [
                logIn ? "⏎ logs in · ctrl-n: no account yet? sign up" : "⏎ creates the account and logs in · ctrl-n: log in instead",
                "The shop keeps you logged in on this computer until you log out.",
            ]
            for (offset, line) in lines.enumerated() where row + 1 + offset < area.bottom {
                frame.write(line, row: row + 1 + offset, column: left, style: .dim, limit: area.width - 2)
            }
        case .address(let id):
            frame.write(id == nil ? "New address" : "Edit address", row: row, column: left, style: .title)
            row = formFields(&frame, screen.fields, screen.fields.indices, focused: screen.focused, errors: screen.errors, row: row + 2, area: area)
            if row + 1 < area.bottom { frame.write("⏎ saves · esc cancels", row: row + 1, column: left, style: .dim) }
        case .overview:
            overview(&frame, state, screen, row: row, area: area)
        }
    }

    private static func overview(_ frame: inout Frame, _ state: AppState, _ screen: AccountScreen, row start: Int, area: Area) {
        let left = area.left + 1
        let width = area.width - 2
        var row = start
        guard let account = state.account else {
            frame.write("\(spinner(state)) Loading your account…", row: row, column: left, style: .dim)
            return
        }
        let profile = account.profile
        frame.write(profile.displayName, row: row, column: left, style: .title, limit: width)
        let contact = [profile.email, profile.phone].compactMap { $0 }.joined(separator: " · ")
        frame.write(contact, row: row + 1, column: left, style: .dim, limit: width)
        row += 3
        // Addresses, then orders: one list the selection moves over, scrolled to keep it in view.
        let lines = overviewLines(account)
        let rows = max(1, area.bottom - row)
        let selectedLine = lines.firstIndex { $0.item == screen.selection } ?? 0
        let first = max(0, min(selectedLine - rows + 2, lines.count - rows))
        for line in lines.dropFirst(first).prefix(rows) {
            defer { row += 1 }
            switch line.content {
            case .heading(let text): frame.write(text, row: row, column: left, style: .bold)
            case .note(let text): frame.write(text, row: row, column: left + 2, style: .dim, limit: width - 2)
            case .blank: break
            case .entry(.address(let entry)):
                let used = frame.write(entry.address.oneLine, row: row, column: left + 2, limit: width - 14)
                if entry.id == account.defaultAddressID { frame.write(" default", row: row, column: left + 2 + used, style: .success) }
            case .entry(.order(let order)):
                frame.write(order.name, row: row, column: left + 2, limit: 8)
                frame.write(String(order.processedAt.prefix(10)), row: row, column: left + 11, style: .dim)
                frame.writeRight(order.totalPrice.formatted(state.moneyStyle), row: row, endColumn: min(area.right - 1, left + 36), style: .price)
                frame.write(order.status, row: row, column: min(area.right - 1, left + 38), style: .dim, limit: max(0, area.right - left - 39))
            }
            if line.item == screen.selection {
                frame.write("▸", row: row, column: left, style: .badge)
                frame.paint(row: row, column: left, count: width, style: .selected)
            }
        }
    }

    /// One row of the Account overview's list.
    private struct OverviewLine {
        enum Content {
            case heading(String)
            case note(String)
            case blank
            case entry(AccountSnapshot.Item)
        }
        var content: Content
        /// The index in ``AccountSnapshot/items`` of an entry.
        var item: Int?
    }

    private static func overviewLines(_ account: AccountSnapshot) -> [OverviewLine] {
        var lines = [OverviewLine(content: .heading("Addresses"))]
        if account.addresses.isEmpty { lines.append(OverviewLine(content: .note("none yet: n adds one"))) }
        lines += account.items.enumerated().map { OverviewLine(content: .entry($0.element), item: $0.offset) }
        let ordersStart = lines.firstIndex { if case .entry(.order) = $0.content { return true } else { return false } } ?? lines.count
        var orders = [OverviewLine(content: .blank), OverviewLine(content: .heading("Orders"))]
        if account.orders.isEmpty { orders.append(OverviewLine(content: .note("none yet"))) }
        lines.insert(contentsOf: orders, at: ordersStart)
        return lines
    }

    /// The ways to log in, the shop's account page first.
    private static func chooseLogin(_ frame: inout Frame, _ state: AppState, _ screen: AccountScreen, row start: Int, area: Area) {
        let left = area.left + 1
        let choices = AccountScreen.loginChoices(state)
        // None: the screen's message says why, and what works.
        guard !choices.isEmpty else { return }
        frame.write("Log in to your account", row: start, column: left, style: .title, limit: area.width - 2)
        var row = start + 2
        for (index, choice) in choices.enumerated() where row < area.bottom {
            let selected = index == screen.selection
            frame.write(selected ? "▸" : " ", row: row, column: left, style: .badge)
            for line in TerminalText.wrapped(choice, to: max(1, area.width - 5)) where row < area.bottom {
                frame.write(line, row: row, column: left + 2, style: selected ? .bold : .normal, limit: area.width - 4)
                row += 1
            }
        }
        if row + 1 < area.bottom {
            frame.write(
                "⏎ chooses · the shop keeps you logged in on this computer until you log out", row: row + 1, column: left,
                style: .dim, limit: area.width - 2)
        }
    }

    /// The shop's account page: its address (a link, o opens it, y copies it) and the wait for
    /// the browser, or the field the address it ended on is pasted into.
    /// What the login says on the embedded demo store over SSH (``AppState/pagesUnreachable``).
    static let demoLoginUnreachable = "This demo shop's login page is on the shop's own computer: only a browser there opens it."

    private static func browserLogin(
        _ frame: inout Frame, _ state: AppState, _ screen: AccountScreen, url: URL?, paste: Bool,
        row start: Int, area: Area
    ) {
        let left = area.left + 1
        let width = area.width - 2
        frame.write("Log in with the shop's account page", row: start, column: left, style: .title, limit: width)
        var row = start + 2
        guard let url else {
            frame.write("\(spinner(state)) Asking the shop for its login page…", row: row, column: left, style: .dim, limit: width)
            return
        }
        // What to do and the field come first: on a small screen the long address gives way.
        if paste {
            let esc = state.kiosk ? "esc back" : "esc other ways"
            frame.write("paste the address the page ends on · ⏎ logs in · \(esc)", row: row, column: left, style: .dim, limit: width)
            row = formFields(&frame, screen.fields, screen.fields.indices, focused: screen.focused, errors: screen.errors, row: row + 1, area: area)
        } else {
            let waiting = state.isWaiting(.accountAction) ? "\(spinner(state)) waiting for the browser… · " : ""
            frame.write("\(waiting)o opens it again · y copies it · esc other ways", row: row, column: left, style: .dim, limit: width)
            row += 1
        }
        guard row + 1 < area.bottom else { return }
        if state.pagesUnreachable, row + 2 < area.bottom {
            // The embedded demo store's login page is on the server's loopback: only a browser
            // on the server opens it (the operator's, or a test's).
            frame.write(demoLoginUnreachable, row: row + 1, column: left, style: .error, limit: width)
            row += 1
        }
        let open = state.pagesUnreachable ? "On the shop's own computer, open:" : "On a device with a browser, open:"
        frame.write(paste ? open : "Log in in your browser at:", row: row + 1, column: left, limit: width)
        row += 2
        var remaining = Substring(url.absoluteString)
        while !remaining.isEmpty, row < area.bottom {
            let piece = remaining.prefix(max(1, width))
            let used = frame.write(String(piece), row: row, column: left, style: .link)
            frame.link(row: row, column: left, width: used, url: url.absoluteString)
            remaining = remaining.dropFirst(piece.count)
            row += 1
        }
    }
}
