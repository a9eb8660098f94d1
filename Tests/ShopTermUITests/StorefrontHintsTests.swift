import ShopTermUI
import StoreKitCore
import Testing

/// Every hint on the storefront's screens true, at every size.
@Suite struct StorefrontHintsTests {
    /// A country code no country has is caught in the form, on its field, before any request.
    @Test func anUnknownCountryCodeKeepsTheCursorOnTheCountry() throws {
        var state = CheckoutFlowTests.filledAddress()
        let screen = try #require(CheckoutFlowTests.screen(state))
        let country = try #require(screen.fields.firstIndex { $0.key == "countryCode" })
        (state, _) = UI.run(state, [.key(.backspace), .key(.backspace)] + UI.typing("XX"))
        let (submitted, effects) = UI.run(state, [.key(.enter)])
        let after = try #require(CheckoutFlowTests.screen(submitted))
        #expect(effects.isEmpty)
        #expect(after.step == .shipping)
        #expect(after.focused == country)
        #expect(after.errors["countryCode"] == "\"XX\" is no country's code (ISO 3166-1, e.g. US, CA, DE)")
    }
}
