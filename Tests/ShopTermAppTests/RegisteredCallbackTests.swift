import Foundation
import ShopTermApp
import StoreKitCore
import StoreKitTestSupport
import Testing

/// A real shop's Customer Account API login ends on a callback registered for the client:
/// Shopify's default for a public client (`shop.{shop_id}.app://callback`) unless another is
/// configured, whose address the shopper pastes; a loopback listener serves only a loopback
/// callback (the demo store's login, or one the merchant registered). Nothing is sent to the
/// shop before the shopper comes back.
@Suite struct RegisteredCallbackTests {
    func attempt(redirect: String?, base: String = "https://shopify.com", paste: Bool = false) throws -> OAuthAttempt {
        let configuration = CustomerAccountConfiguration(
            shopID: "68817551382", clientID: "shp_0000", redirectURI: redirect, baseURL: URL(string: base)!)
        return try OAuthAttempt(accounts: CustomerAccountClient(configuration: configuration, transport: ScriptedTransport([])), paste: paste)
    }

    func query(_ url: URL, _ name: String) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }

    @Test func aRealShopWithoutAConfiguredCallbackUsesShopifysDefaultAndIsPasted() async throws {
        let login = try attempt(redirect: nil)
        #expect(login.pasting)
        #expect(login.pasteFrom == "shop.68817551382.app://callback")
        #expect(query(login.url, "redirect_uri") == "shop.68817551382.app://callback")
        #expect(login.url.absoluteString.hasPrefix("https://shopify.com/authentication/68817551382/oauth/authorize?"))
        let state = try #require(query(login.url, "state"))
        let code = try await login.code(pasted: "shop.68817551382.app://callback?code=the-code&state=\(state)\n", timeout: 1)
        #expect(code == "the-code")
        await #expect(throws: CustomerAccountError.self) {
            try await login.code(pasted: "https://evil.example/callback?code=x&state=\(state)", timeout: 1)
        }
    }

    @Test func aRegisteredHttpsPageIsPastedAndALoopbackOneIsHeard() throws {
        let page = try attempt(redirect: "https://shop.example.com/pages/shopterm-login")
        #expect(page.pasting && page.pasteFrom == "https://shop.example.com/pages/shopterm-login")
        let loopback = try attempt(redirect: "http://127.0.0.1:0/callback")
        #expect(!loopback.pasting && loopback.pasteFrom == nil)
    }

    @Test func theDemoStoresLoginIsHeardOnLoopbackUnlessPasted() throws {
        let demo = try attempt(redirect: nil, base: "http://127.0.0.1:8080")
        #expect(!demo.pasting)
        #expect(query(demo.url, "redirect_uri")?.hasPrefix("http://127.0.0.1:") == true)
        #expect(try attempt(redirect: nil, base: "http://127.0.0.1:8080", paste: true).pasting)
    }
}
