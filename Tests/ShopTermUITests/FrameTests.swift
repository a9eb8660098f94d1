import ShopTermUI
import StoreKitCore
import Testing

@Suite struct FrameTests {
    @Test func wideCharactersTakeTwoCellsAndAreNeverSplit() {
        var frame = Frame(width: 6, height: 1)
        #expect(frame.write("桜桜桜桜", row: 0, column: 0) == 5)
        #expect(frame.lines == ["桜桜…"])
        #expect(frame[0, 0].text == "桜" && frame[0, 1].text == "")
        var odd = Frame(width: 3, height: 1)
        odd.write("a🌸b", row: 0, column: 0)
        #expect(odd.lines == ["a…"])
        var edge = Frame(width: 4, height: 1)
        edge.write("x", row: 0, column: 0)
        edge.write("桜桜", row: 0, column: 1)
        #expect(edge.lines == ["x桜…"])
    }

    @Test func noControlCharacterOrEscapeSequenceReachesTheFrame() {
        var frame = Frame(width: 60, height: 1)
        frame.write("Shoe\u{1b}]0;pwned\u{07}\u{1b}[2J\u{9b}31m\u{202e}evil\u{0}", row: 0, column: 0)
        let text = frame.text
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) || $0.value == 0x202e })
        // The sequences go whole: nothing of them is left to print.
        #expect(text == "Shoeevil")
    }

    @Test func combiningMarksStayWithTheirLetter() {
        var frame = Frame(width: 10, height: 1)
        #expect(frame.write("Cafe\u{301} x", row: 0, column: 0) == 6)
        #expect(frame.lines == ["Café x"])
    }

    @Test func changesAreOnlyTheCellsThatDiffer() {
        var before = Frame(width: 10, height: 2)
        before.write("hello", row: 0, column: 0)
        var after = before
        after.write("J", row: 0, column: 0)
        after.write("桜", row: 1, column: 4)
        let changes = after.changes(since: before)
        #expect(changes.map(\.row) == [0, 1])
        #expect(changes[0].column == 0 && changes[0].cells.map(\.text) == ["J"])
        #expect(changes[1].column == 4 && changes[1].cells.map(\.text) == ["桜", ""])
        #expect(after.changes(since: after).isEmpty)
        #expect(after.changes(since: nil).count == 2)
    }

    @Test func rightAlignedTextEndsAtTheColumn() {
        var frame = Frame(width: 12, height: 1)
        frame.writeRight("$1.00", row: 0, endColumn: 12, style: .price)
        #expect(frame.lines == ["       $1.00"])
        #expect(frame[0, 11].style == .price)
    }
}

@Suite struct KeymapTests {
    @Test func everyActionHasAKey() {
        let bound = Set(Keymap.bindings.map(\.action))
        #expect(Set(Action.allCases).subtracting(bound).isEmpty)
    }

    @Test func screensOverrideGlobalKeys() {
        #expect(Keymap.action(for: .right, in: .product) == .nextValue)
        #expect(Keymap.action(for: .right, in: .collection) == .open)
        #expect(Keymap.action(for: .enter, in: .cart) == .checkout)
        #expect(Keymap.action(for: .character("q"), in: .form) == nil)
        #expect(Keymap.action(for: .character("q"), in: .rates) == .quit)
        #expect(Keymap.action(for: .character("j"), in: .home) == .down)
    }

    @Test func helpAndHintsListOnlyKeysThatWorkThere() {
        let form = Keymap.help(for: .form)
        #expect(form.first { $0.action == .quit }?.keys == [.control("c")])
        #expect(!form.contains { $0.action == .search })
        // Logged out: no saved addresses to go through.
        #expect(Keymap.hints(for: CheckoutFlowFixtures.atShipping()) == ["tab next", "⏎ continue", "esc back", "ctrl-c quit"])
        // Home with nothing loading: nothing to go back to.
        #expect(Keymap.hints(for: UI.home()) == ["⏎ open", "/ search", "c cart", "a account", "m country", "? help", "q quit"])
        let handoff = UI.settle(
            CheckoutFlowFixtures.atRates(),
            [
                .key(.enter), .response(RequestID(5), .checkout(UI.checkoutState(rates: UI.rates, selected: UI.rates[1]))),
                .key(.enter),
            ], ignoring: [.request])
        #expect(Keymap.hints(for: handoff) == ["o open", "y copy", "esc back", "c cart", "? help", "q quit"])
        // A finished checkout offers no URL to open or copy.
        let paid = UI.settle(handoff, [.response(RequestID(6), .paid(CompletedOrder(name: nil, total: nil)))], ignoring: [.saveCart])
        #expect(Keymap.hints(for: paid) == ["esc back", "c cart", "? help", "q quit"])
        // An empty cart offers nothing to change or check out.
        let emptyCart = UI.settle(UI.home(), [.key(.character("c"))], ignoring: [])
        #expect(Keymap.hints(for: emptyCart) == ["esc back", "/ search", "? help", "q quit"])
        #expect(!Keymap.help(for: emptyCart).contains { [.remove, .increase, .checkout, .revalidate, .undo].contains($0.action) })
    }
}

@Suite struct QRCodeTests {
    @Test func encodesAURLIntoHalfBlockLines() throws {
        let code = try #require(QRCode("http://127.0.0.1:8080/checkouts/cn/5aebaea1f4bf44e885ef35f2b99f6e21"))
        #expect(code.size == 33)
        let lines = code.lines()
        #expect(lines.count == 18)
        #expect(lines.allSatisfy { $0.count == 35 })
        #expect(lines[0] == String(repeating: "█", count: 35) || lines[0].hasPrefix("█"))
        // The finder pattern's top-left corner is dark under a light margin.
        #expect(code.isDark(row: 0, column: 0) && code.isDark(row: 6, column: 6) && !code.isDark(row: 1, column: 1))
    }
}

@Suite struct HostileTextTests {
    static let evil = "Evil\u{1b}]0;pwned\u{07}\u{1b}]52;c;SGk=\u{07}\u{1b}[2J\u{9b}31m\u{202e}esrever\u{200b}e\u{301}\u{301}\u{0}tab\there"

    @Test func everyScreenRendersHostileStoreTextInert() {
        var product = UI.product
        product.summary.title = Self.evil
        product.summary.vendor = Self.evil
        product.description = String(repeating: Self.evil + " ", count: 50)
        product.images = [ProductImage(url: "https://x.example/\u{1b}[2J")]
        var state = ProductScreenFixtures.loaded()
        if case .product(var screen) = state.screen {
            screen.product = product
            screen.title = Self.evil
            state.stack[state.stack.count - 1] = .product(screen)
        }
        for (width, height) in [(40, 12), (80, 24), (120, 40)] {
            let frame = render(update(state, .resize(width: width, height: height)).0)
            let text = frame.text
            #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0.value != 0x0A) || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E })
            #expect(frame.lines.allSatisfy { TerminalText.width(of: $0) <= width })
            #expect(frame.links.allSatisfy { !$0.url.contains("\u{1b}") })
        }
    }
}
