import Foundation
import Testing

@testable import StoreKitCore

@Suite struct LocalCartTests {
    @Test func addingTheSameVariantMergesLines() throws {
        var cart = LocalCart()
        #expect(try cart.add(LocalCartFixtures.line(1, quantity: 2)) == 1)
        #expect(try cart.add(LocalCartFixtures.line(2)) == 2)
        #expect(try cart.add(LocalCartFixtures.line(1, quantity: 3)) == 1)
        #expect(cart.lines.map(\.quantity) == [5, 1])
        #expect(cart.itemCount == 6)
        #expect(cart.subtotal == Money(amount: "60.00", currencyCode: "USD"))
    }

    @Test func quantitiesAreBounded() throws {
        var cart = LocalCart()
        #expect(throws: CartError.quantityOutOfRange(0, max: 999, title: "Shoe 1 (9 / Black)")) {
            try cart.add(LocalCartFixtures.line(1, quantity: 0))
        }
        #expect(throws: CartError.quantityOutOfRange(1000, max: 999, title: "Shoe 1 (9 / Black)")) {
            try cart.add(LocalCartFixtures.line(1, quantity: 1000))
        }
        try cart.add(LocalCartFixtures.line(1, quantity: 999))
        #expect(throws: CartError.self) { try cart.add(LocalCartFixtures.line(1)) }
        #expect(cart.lines.map(\.quantity) == [999])
    }

    @Test func aCartHoldsAtMostMaxLinesDifferentItems() throws {
        var cart = LocalCart()
        for n in 1...LocalCart.maxLines { try cart.add(LocalCartFixtures.line(n)) }
        #expect(throws: CartError.tooManyLines(max: LocalCart.maxLines)) { try cart.add(LocalCartFixtures.line(LocalCart.maxLines + 1)) }
        try cart.add(LocalCartFixtures.line(1))
        #expect(cart.lines.count == LocalCart.maxLines && cart.lines[0].quantity == 2)
    }

    @Test func theStoresQuantityAvailableIsTheLimitWhenKnown() throws {
        var cart = LocalCart()
        try cart.add(LocalCartFixtures.line(1, quantity: 3, available: 4))
        #expect(throws: CartError.quantityOutOfRange(5, max: 4, title: "Shoe 1 (9 / Black)")) { try cart.setQuantity(5, ofLine: 1) }
        #expect(
            CartError.quantityOutOfRange(5, max: 4, title: "Shoe 1 (9 / Black)").description
                == "quantity 5 is not possible for Shoe 1 (9 / Black): choose 1 to 4 (the store has 4)")
        #expect(throws: CartError.self) { try cart.add(LocalCartFixtures.line(2, available: 0)) }
    }

    /// Adding to a variant the cart holds already counts what it holds: the store has 3, the
    /// cart holds 1, so 2 more fit, and the refusal says so (issue 41, the last walk's point 7).
    @Test func addingBeyondStockCountsWhatTheCartHolds() throws {
        var cart = LocalCart()
        try cart.add(LocalCartFixtures.line(1, quantity: 1, available: 3))
        #expect(throws: CartError.moreThanLeft(3, inCart: 1, available: 3, title: "Shoe 1 (9 / Black)")) {
            try cart.add(LocalCartFixtures.line(1, quantity: 3, available: 3))
        }
        #expect(
            CartError.moreThanLeft(3, inCart: 1, available: 3, title: "Shoe 1 (9 / Black)").description
                == "cannot add 3 of Shoe 1 (9 / Black): the store has 3; the cart holds 1, so at most 2 more")
        #expect(try cart.add(LocalCartFixtures.line(1, quantity: 2, available: 3)) == 1)
        #expect(cart.lines[0].quantity == 3)
    }

    @Test func setRemoveAndClearByLineNumber() throws {
        var cart = LocalCart(lines: [LocalCartFixtures.line(1), LocalCartFixtures.line(2), LocalCartFixtures.line(3)])
        try cart.setQuantity(7, ofLine: 2)
        #expect(cart.lines[1].quantity == 7)
        #expect(try cart.remove(line: 1).variantID.rawValue == "gid://shopify/ProductVariant/1")
        #expect(cart.lines.map(\.variantID.rawValue) == ["gid://shopify/ProductVariant/2", "gid://shopify/ProductVariant/3"])
        #expect(throws: CartError.noSuchLine(3, count: 2)) { try cart.remove(line: 3) }
        #expect(throws: CartError.noSuchLine(0, count: 2)) { try cart.setQuantity(1, ofLine: 0) }
        cart.storeCart = LocalCart.StoreCart(id: "x", apiVersion: "2026-04")
        cart.clear()
        #expect(cart == LocalCart())
        #expect(CartError.noSuchLine(1, count: 0).description == "the cart is empty: there is no line 1")
    }

    /// The shopper's `cart clear` and a paid order are two meanings, each with its name; both
    /// leave no line, code, note or store cart behind.
    @Test func clearingAndPayingEachEmptyTheWholeCart() {
        let full = LocalCart(
            lines: [LocalCartFixtures.line(1, quantity: 2), LocalCartFixtures.line(2)],
            storeCart: LocalCart.StoreCart(id: "gid://shopify/Cart/9", apiVersion: "2026-04"),
            extras: CartExtras(discountCodes: ["WELCOME10"], giftCardCodes: ["GIFT-0025-TRAIL"], note: "Leave at the door"))
        var cleared = full
        cleared.clear()
        var paid = full
        paid.emptyAfterPayment()
        #expect(cleared == LocalCart())
        #expect(paid == LocalCart())
    }

    @Test func aStoreCartIsReusedOnlyWithItsVersion() {
        let storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/1", apiVersion: "2026-04")
        #expect(storeCart.id(forVersion: "2026-04") == "gid://shopify/Cart/1")
        #expect(storeCart.id(forVersion: "2026-01") == nil)
    }

    /// Cart files written before the Checkout API was retired name the API of the checkout; a
    /// legacy checkout's ID is forgotten, a Cart API one kept, the lines always.
    @Test func oldCartFilesKeepTheirLinesAndForgetLegacyCheckouts() throws {
        let line =
            #"{"variantID":"gid://shopify/ProductVariant/1","quantity":1,"productTitle":"T","productHandle":"t","variantTitle":"V","price":{"amount":"10.00","currencyCode":"USD"}}"#
        func decode(_ api: String) throws -> LocalCart {
            try JSONDecoder().decode(
                LocalCart.self,
                from: Data(#"{"format":1,"lines":[\#(line)],"remoteCheckout":{"id":"gid://x","api":"\#(api)","apiVersion":"2024-04"}}"#.utf8))
        }
        #expect(try decode("legacy").storeCart == nil)
        #expect(try decode("legacy").lines.count == 1)
        #expect(try decode("cart").storeCart == LocalCart.StoreCart(id: "gid://x", apiVersion: "2024-04"))
        let saved = try JSONEncoder().encode(try decode("cart"))
        #expect(String(decoding: saved, as: UTF8.self).contains(#""remoteCheckout":{"#))
    }
}
