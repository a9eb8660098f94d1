import Foundation
import StoreKitCore

extension Views {
    /// The checkout wizard with its breadcrumb: cart / contact / shipping / review.
    static func checkout(_ frame: inout Frame, _ state: AppState, _ screen: CheckoutScreen, _ area: Area) {
        let left = area.left + 1
        let width = area.width - 2
        breadcrumb(&frame, screen.step, row: area.top, left: left, width: width)
        var row = area.top + 2
        if let general = screen.errors[""] {
            row = wrappedError(&frame, general, row: row, column: left, width: width, bottom: area.bottom) + 1
        }
        switch screen.step {
        case .contact, .shipping:
            form(&frame, state, screen, row: row, area: area)
        case .rates:
            rates(&frame, state, screen, row: row, area: area)
        case .review:
            review(&frame, state, screen, row: row, area: area)
        case .handoff, .paid:
            handoff(&frame, state, screen, row: row, area: area)
        }
    }

    static func breadcrumb(_ frame: inout Frame, _ step: CheckoutScreen.Step, row: Int, left: Int, width: Int) {
        let steps: [(String, ClosedRange<CheckoutScreen.Step>)] = [
            ("cart", .contact ... .contact), ("contact", .contact ... .contact), ("shipping", .shipping ... .rates),
            ("review", .review ... .review), ("payment", .handoff ... .paid),
        ]
        var x = left
        for (index, entry) in steps.enumerated() {
            if index > 0 { x += frame.write(" / ", row: row, column: x, style: .dim) }
            let current = index > 0 && entry.1.contains(step)
            let done = index == 0 || step > entry.1.upperBound
            x += frame.write(entry.0, row: row, column: x, style: current ? .badge : (done ? .normal : .dim), limit: left + width - x)
        }
    }

    static func form(_ frame: inout Frame, _ state: AppState, _ screen: CheckoutScreen, row start: Int, area: Area) {
        let row = formFields(&frame, screen.fields, screen.stepFields, focused: screen.focused, errors: screen.errors, row: start, area: area)
        guard row + 1 < area.bottom else { return }
        var hint = screen.step == .contact ? "⏎ continues to the shipping address" : "⏎ asks the store for shipping rates"
        if screen.step == .shipping, let count = state.account?.addresses.count, count > 0 {
            hint += " · ctrl-n: your saved addresses (\(count))"
        }
        frame.write(hint, row: row + 1, column: area.left + 1, style: .dim, limit: area.width - 2)
    }

    /// Labelled input boxes for `fields[range]`, the focused one with a cursor, secrets masked,
    /// each field's error beside it. Returns the row after the last field.
    static func formFields(
        _ frame: inout Frame, _ fields: [FormField], _ range: Range<Int>, focused: Int, errors: [String: String],
        row start: Int, area: Area
    ) -> Int {
        let left = area.left + 1
        let labelWidth = 12
        var row = start
        for index in range where row < area.bottom {
            let field = fields[index]
            let isFocused = index == focused
            frame.write(field.label + (field.required ? "*" : ""), row: row, column: left, style: isFocused ? .badge : .bold, limit: labelWidth)
            let boxWidth = min(40, area.width - labelWidth - 4)
            frame.write(String(repeating: " ", count: boxWidth), row: row, column: left + labelWidth + 1, style: isFocused ? .selected : .dim)
            let shown = field.secret ? String(repeating: "•", count: field.value.count) : field.value
            let used = frame.write(
                shown.isEmpty && !isFocused ? "·" : shown, row: row, column: left + labelWidth + 1,
                style: isFocused ? .selected : .normal, limit: boxWidth - 1)
            if isFocused { frame.write("▏", row: row, column: left + labelWidth + 1 + used, style: .selected) }
            if let error = errors[field.key] {
                // Beside the box when it fits there; else under it, wrapped, never cut.
                let beside = left + labelWidth + boxWidth + 3
                if TerminalText.width(of: TerminalText.sanitized(error)) <= area.right - beside {
                    frame.write(error, row: row, column: beside, style: .error)
                } else {
                    row =
                        wrappedError(
                            &frame, error, row: row + 1, column: left + labelWidth + 1, width: area.right - left - labelWidth - 2,
                            bottom: area.bottom) - 1
                }
            }
            row += 1
        }
        return row
    }

    /// `message` wrapped into lines of `width` from `row` down (not past `bottom`); returns the
    /// row after it.
    static func wrappedError(_ frame: inout Frame, _ message: String, row start: Int, column: Int, width: Int, bottom: Int) -> Int {
        var row = start
        for line in TerminalText.wrapped(message, to: max(10, width)) where row < bottom {
            frame.write(line, row: row, column: column, style: .error, limit: width)
            row += 1
        }
        return row
    }

    static func rates(_ frame: inout Frame, _ state: AppState, _ screen: CheckoutScreen, row start: Int, area: Area) {
        let left = area.left + 1
        var row = start
        guard let checkout = screen.checkout, !checkout.shippingRates.isEmpty, screen.activity != .calculatingShipping else {
            frame.write("\(spinner(state)) \(screen.activity?.description ?? "Calculating shipping…")", row: row, column: left, style: .dim)
            return
        }
        frame.write("Shipping to \(checkout.address?.oneLine ?? "")", row: row, column: left, style: .dim, limit: area.width - 2)
        row = currencyNote(&frame, state, checkout, row: row + 1, area: area) + 1
        for (index, rate) in checkout.shippingRates.enumerated() where row < area.bottom {
            frame.write(index == screen.rateSelection ? "▸" : " ", row: row, column: left, style: .badge)
            frame.write(rate.title, row: row, column: left + 2, limit: 30)
            frame.writeRight(rate.price.formatted(state.moneyStyle), row: row, endColumn: min(area.right - 1, left + 46), style: .price)
            // The store's words (the delivery time) beside the price, where there is room.
            if let description = rate.description, area.right - 1 - (left + 48) >= 8 {
                frame.write(description, row: row, column: left + 48, style: .dim, limit: area.right - 1 - (left + 48))
            }
            if index == screen.rateSelection { frame.paint(row: row, column: left, count: min(area.width - 2, 46), style: .selected) }
            row += 1
        }
    }

    static func review(_ frame: inout Frame, _ state: AppState, _ screen: CheckoutScreen, row start: Int, area: Area) {
        guard let checkout = screen.checkout else { return }
        let left = area.left + 1
        let totals = checkout.totalsRows { $0.formatted(state.moneyStyle) }
        // 60 cells, or what the widest total needs to show whole.
        let right = min(area.right - 1, left + max(60, totalsWidth(totals)))
        var row = currencyNote(&frame, state, checkout, row: start, area: area)
        if row > start { row += 1 }
        for line in checkout.lines where row < area.bottom - totals.count - 3 {
            // An add-on sits under its line; a bundle's parts under it, each with the share of
            // its price the store put on it, "incl.": part of the bundle's amount, not beside it.
            let name = (line.parentID == nil ? "" : "+ ") + "\(line.quantity) × " + LinePlan.name(line.title, line.variantTitle, line.plan)
            frame.write(name, row: row, column: left, limit: right - left - 14)
            frame.writeRight(line.total.formatted(state.moneyStyle), row: row, endColumn: right, style: .price)
            row += 1
            for part in line.parts ?? [] where row < area.bottom - totals.count - 3 {
                frame.write("  · \(part.quantity) × \(part.title)", row: row, column: left, style: .dim, limit: right - left - 16)
                frame.writeRight("incl. \(part.total.formatted(state.moneyStyle))", row: row, endColumn: right, style: .dim)
                row += 1
            }
        }
        row += 1
        for total in totals where row < area.bottom {
            totalsRow(&frame, total, row: row, left: left, right: right)
            row += 1
        }
        row += 1
        if row < area.bottom {
            frame.write("\(checkout.email ?? "") · \(checkout.address?.oneLine ?? "")", row: row, column: left, style: .dim, limit: area.width - 2)
        }
        let next = state.pagesUnreachable ? "⏎ ends the checkout: this demo shop takes no payment" : "⏎ goes to payment in your browser"
        if row + 2 < area.bottom { frame.write(next, row: row + 2, column: left, style: .dim) }
    }

    /// Why the checkout's prices are in another currency than the cart's, wrapped, when they
    /// are (``CheckoutCurrency``). Returns the row after it.
    static func currencyNote(_ frame: inout Frame, _ state: AppState, _ checkout: CheckoutState, row start: Int, area: Area) -> Int {
        guard let note = CheckoutCurrency.note(checkout, cart: state.cart.local) else { return start }
        var row = start
        for line in TerminalText.wrapped(note, to: max(10, area.width - 2)) where row < area.bottom - 1 {
            frame.write(line, row: row, column: area.left + 1, style: .dim, limit: area.width - 2)
            row += 1
        }
        return row
    }

    /// How a totals row's value is drawn.
    static func style(of kind: TotalsRow.Kind) -> Style {
        switch kind {
        case .amount, .reduction: return .price
        case .remark: return .dim
        case .total: return .title
        }
    }

    /// What the handoff says instead of a link on the embedded demo store over SSH, whose
    /// checkout page is on the server's loopback (``AppState/pagesUnreachable``).
    static let noPayment = [
        "This demo shop takes no payment.",
        "Its checkout page is on the shop's own computer, which your browser cannot reach,",
        "so there is nothing to pay and no order is made.",
        "esc returns to the shop; q quits",
    ]

    /// `url` (ASCII: percent-encoded) from `row`, `column` as one hyperlink. Longer than the rest
    /// of the row, it runs on to the screen's right edge and on from the next row's first column,
    /// as a terminal wraps text: the driver writes it in one go with wrapping on, so the terminal
    /// wraps it softly and copying it gives the whole URL, never pieces. Returns the row after it.
    static func flowingURL(_ frame: inout Frame, _ url: String, row start: Int, column: Int, bottom: Int) -> Int {
        var row = start
        var remaining = Substring(url)
        var from = column
        while !remaining.isEmpty, row < bottom {
            let piece = remaining.prefix(max(1, frame.width - from))
            frame.write(String(piece), row: row, column: from, style: .link, limit: frame.width - from)
            remaining = remaining.dropFirst(piece.count)
            from = 0
            row += 1
        }
        frame.link(row: start, column: column, width: url.count - remaining.count, url: url)
        return row
    }

    /// The checkout URL (a hyperlink), `o`/`y`, the QR code when it fits, and the payment wait.
    static func handoff(_ frame: inout Frame, _ state: AppState, _ screen: CheckoutScreen, row start: Int, area: Area) {
        let left = area.left + 1
        var row = start
        guard let url = screen.url else { return }
        if screen.step == .paid {
            let name = screen.order?.name.map { "Order \($0) is paid" } ?? "The checkout is complete"
            let total = screen.order?.chargedText(cart: screen.checkout) { $0.formatted(state.moneyStyle) } ?? ""
            // Said whole, wrapped: what was charged is not cut.
            for line in TerminalText.wrapped("✓ \(name): \(total). Thank you!", to: max(10, area.width - 2)) where row < area.bottom - 2 {
                frame.write(line, row: row, column: left, style: .success, limit: area.width - 2)
                row += 1
            }
            frame.write("esc returns to the shop; q quits", row: row + 1, column: left, style: .dim)
            return
        }
        if state.pagesUnreachable {
            for (offset, line) in noPayment.enumerated() where row + offset < area.bottom {
                frame.write(line, row: row + offset, column: left, style: offset == 0 ? .bold : .dim, limit: area.width - 2)
            }
            return
        }
        // The QR code goes on the right when there is room, else below the URL, else it is left out.
        // A QR code is drawn with block characters: not on a terminal that shows only ASCII.
        let qr = state.asciiOnly ? [] : QRCode(url.absoluteString)?.lines() ?? []
        let qrWidth = qr.first.map { TerminalText.width(of: $0) } ?? 0
        // The URL is one copyable piece: beside the QR code only when it fits there on one row.
        let address = TerminalText.sanitized(url.absoluteString)
        let besideWidth = area.width - qrWidth - 4
        let beside = !qr.isEmpty && besideWidth >= 30 && qr.count <= area.bottom - start && address.count <= besideWidth
        let textWidth = beside ? besideWidth : area.width - 2
        frame.write("Pay in your browser at \(CheckoutURL.host(of: url)):", row: row, column: left, style: .bold, limit: textWidth)
        row += 1
        row = flowingURL(&frame, address, row: row, column: left, bottom: area.bottom) + 1
        // In a kiosk nothing opens here: the link, the QR code and the copy are the shopper's.
        let open = state.kiosk ? "open the link, or scan the code" : "o opens it in the browser"
        for line in [open, "y copies it to the clipboard", "\(spinner(state)) waiting for payment…"] where row < area.bottom {
            frame.write(line, row: row, column: left, style: .dim, limit: textWidth)
            row += 1
        }
        if beside {
            for (index, line) in qr.enumerated() {
                frame.write(line, row: start + index, column: area.right - qrWidth - 1)
            }
        } else if !qr.isEmpty, qr.count <= area.bottom - row - 1, qrWidth <= area.width - 2 {
            for (index, line) in qr.enumerated() { frame.write(line, row: row + 1 + index, column: left) }
        } else if row + 1 < area.bottom {
            // Why there is none: what this terminal shows (block characters), or its size.
            let why =
                state.asciiOnly
                ? "(with a UTF-8 locale, a QR code for your phone shows here)"
                : qr.isEmpty ? "(this URL makes no QR code)" : "(a larger terminal shows a QR code for your phone)"
            frame.write(why, row: row + 1, column: left, style: .dim, limit: area.width - 2)
        }
    }
}
