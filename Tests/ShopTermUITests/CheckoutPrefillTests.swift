import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// After a restart, the checkout starts from the e-mail and address the store's cart of the
/// last checkout holds (issue 41, point 16): the shopper's own, a guest's never a customer's.
@Suite struct CheckoutPrefillTests {
    static let address = ShippingAddress(
        firstName: "Ines", lastName: "Moreau", address1: "Rue du Lac 4", city: "Lausanne", zip: "1003", countryCode: "CH")

    /// A relaunched cart whose store cart (the last checkout's) holds an e-mail and the address,
    /// made for `customer` (nil: a guest), answered by the store.
    static func answered(customer: String?) throws -> AppState {
        var cart = LocalCart()
        cart.storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/7", apiVersion: APIVersion.default.rawValue)
        try cart.add(
            LocalCart.Line(
                variantID: CartFollowsStoreTests.variant, quantity: 1, productTitle: "Swift Runner", productHandle: "shoe-1",
                variantTitle: "10 / Black", price: UI.money("120.00")))
        var loaded = StockFixtures.loaded(UI.product)
        loaded.cart.local = cart
        let asking = UI.settle(loaded, [.tick], ignoring: [.request])
        let request = try #require(asking.storeCartRefresh, "a relaunched cart with a store cart asks for it")
        var store = CartFollowsStoreTests.store(for: cart)
        store.email = "ines@example.ch"
        store.address = address
        store.customerID = customer
        let state = UI.settle(asking, [.response(request, .cartExtras(cart, store, notices: [], refusal: nil))], ignoring: [.saveCart])
        return state
    }

    static func checkoutFields(_ state: AppState) throws -> [String: String] {
        let started = UI.settle(state, [.key(.character("c")), .key(.enter)], ignoring: [])
        let screen = try #require(started.stack.compactMap(\.checkout).last, "the checkout opened")
        return Dictionary(screen.fields.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    }

    @Test func aGuestsCheckoutStartsFromTheLastCheckoutsEmailAndAddress() throws {
        let fields = try Self.checkoutFields(try Self.answered(customer: nil))
        #expect(fields["email"] == "ines@example.ch")
        #expect(fields["address1"] == "Rue du Lac 4" && fields["city"] == "Lausanne" && fields["countryCode"] == "CH")
    }

    @Test func aCustomersStoreCartIsNotOfferedToAGuest() throws {
        let fields = try Self.checkoutFields(try Self.answered(customer: "gid://shopify/Customer/9"))
        #expect(fields["email"] == "" && fields["address1"] == "", "\(fields)")
    }
}
