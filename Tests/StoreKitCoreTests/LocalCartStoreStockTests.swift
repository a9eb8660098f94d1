import Foundation
import StoreKitCore
import Testing

/// `shopterm cart set LINE --qty N` sets no more than the store has, when it says
/// (``LocalCart/setQuantity(_:ofLine:storeHas:of:)``).
@Suite struct LocalCartStoreStockTests {
    static func candle(_ n: Int, quantity: Int) -> LocalCart.Line {
        LocalCart.Line(
            variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(n)"), quantity: quantity, productTitle: "Candle \(n)",
            productHandle: "candle-\(n)", variantTitle: "Beeswax", price: Money(amount: "8.00", currencyCode: "EUR")!)
    }

    static let first = ProductVariant.ID("gid://shopify/ProductVariant/1")

    /// The store has 3: 3 is set (and kept as the line's most), 4 is refused.
    @Test func noMoreThanTheStoreHas() throws {
        var cart = LocalCart(lines: [Self.candle(1, quantity: 1), Self.candle(2, quantity: 1)])
        try cart.setQuantity(3, ofLine: 1, storeHas: 3, of: Self.first)
        #expect(cart.lines.map(\.quantity) == [3, 1])
        #expect(cart.lines[0].quantityAvailable == 3)
        #expect(throws: CartError.self) { try cart.setQuantity(4, ofLine: 1, storeHas: 3, of: Self.first) }
        #expect(cart.lines.map(\.quantity) == [3, 1])
    }

    /// The store did not say (no token), or said it of a variant the line no longer holds: the
    /// quantity is set without a bound from it.
    @Test func whatTheStoreDidNotSayOfThisLineDoesNotBoundIt() throws {
        var cart = LocalCart(lines: [Self.candle(1, quantity: 1), Self.candle(2, quantity: 1)])
        try cart.setQuantity(20, ofLine: 1, storeHas: nil, of: Self.first)
        try cart.setQuantity(20, ofLine: 2, storeHas: 3, of: Self.first)
        #expect(cart.lines.map(\.quantity) == [20, 20])
        #expect(cart.lines.map(\.quantityAvailable) == [nil, nil])
        #expect(throws: CartError.noSuchLine(3, count: 2)) { try cart.setQuantity(1, ofLine: 3, storeHas: 3, of: Self.first) }
    }
}
