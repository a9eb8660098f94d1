import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

/// A cart warning code shopterm does not know yet (Shopify announced one in 2026-05 that has not
/// shipped; expect others) is kept with the store's own message and target, never dropped.
@Suite struct UnknownWarningTests {
    static let answer = #"""
        {"data":{"cartCreate":{"cart":{"id":"gid://shopify/Cart/1?key=k","checkoutUrl":"https://shoes.example/cart/c/1","note":null,
        "buyerIdentity":{"email":null,"countryCode":"US","customer":null},"discountCodes":[],"discountApplications":[],"appliedGiftCards":[],
        "cost":{"subtotalAmount":{"amount":"10.0","currencyCode":"USD"}},"lines":{"nodes":[]},"delivery":{"addresses":[]},"deliveryGroups":{"nodes":[]}},
        "userErrors":[],"warnings":[{"code":"SOME_CODE_FROM_2027","message":"Line 1 is held for review.","target":"gid://shopify/CartLine/1"}]}}}
        """#

    @Test func anUnknownWarningCodeIsKeptWithTheStoresMessage() async throws {
        let client = StorefrontClient(
            configuration: .init(endpoint: URL(string: "https://shoes.example/api/2026-10/graphql.json")!, token: ""),
            transport: ScriptedTransport(json: Self.answer))
        let checkout = CartCheckout(client: client, clock: TestClock())
        let state = try await checkout.create(
            lines: [LineInput(variantID: ProductVariant.ID("gid://shopify/ProductVariant/1"), quantity: 1)], email: nil, address: nil)
        #expect(
            state.warnings == [
                CheckoutWarning(code: "SOME_CODE_FROM_2027", message: "Line 1 is held for review.", target: "gid://shopify/CartLine/1")
            ])
        #expect(state.warnings.map(\.description) == ["Line 1 is held for review."])
    }
}
