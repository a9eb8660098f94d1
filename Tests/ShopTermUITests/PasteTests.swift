import ShopTermUI
import StoreKitCore
import Testing

/// A paste (bracketed) is text for the field being edited: never keys.
@Suite struct PasteTests {
    @Test func aPasteIsOneLineOfTextWithoutControls() {
        func text(_ raw: String) -> String { BracketedPaste.text(raw.unicodeScalars.map(\.value)) }
        #expect(text("1 Main St\r\nFlat 2\n") == "1 Main St Flat 2")
        #expect(text("\n\nab\u{1b}[Acd\tef\u{7f}\u{9b}") == "ab[Acd ef")
        #expect(text(String(repeating: "x", count: 10_000)).count == BracketedPaste.maxLength)
        #expect(BracketedPaste.mayStart([0x5B, 0x32]) && !BracketedPaste.mayStart([0x5B, 0x41]))
    }

    @Test func aMultiLinePasteFillsTheFieldAndSubmitsNothing() throws {
        let shipping = CheckoutFlowFixtures.atShipping()
        let (state, effects) = UI.run(shipping, [.paste("Ada\nLovelace\n")])
        let screen = try #require(CheckoutFlowFixtures.screen(state))
        #expect(screen.step == .shipping)
        #expect(screen.fields[screen.focused].value == "Ada Lovelace")
        #expect(effects.isEmpty)
    }

    @Test func aPastedEscapeOrQDoesNotLeaveTheField() throws {
        let contact = CheckoutFlowFixtures.atContact()
        let (state, effects) = UI.run(contact, [.paste("ada@example.com\u{1b}q")])
        let screen = try #require(CheckoutFlowFixtures.screen(state))
        #expect(screen.step == .contact)
        #expect(screen.value("email") == "ada@example.comq")
        #expect(!effects.contains(.quit))
        #expect(effects.isEmpty)
    }

    @Test func aPasteWhereNoFieldIsEditedIsNoKeys() {
        let home = UI.home()
        let (state, effects) = UI.run(home, [.paste("qc/")])
        #expect(effects.isEmpty)
        #expect(state.screen == home.screen)
        #expect(state.status?.text.contains("A paste goes into a text field") == true)
    }
}
