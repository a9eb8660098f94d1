import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import Testing

/// What `shopterm cart …` does (``CartActions``) and prints (``CartOutput``), in this process,
/// against a tea shop of our own: what was only tested by running the executable.
@Suite struct CartActionsTests {
    /// Adding, setting, removing and clearing: each report's cart is the file's, its notes say
    /// what happened.
    @Test func theCartCommandsChangeTheCartFileAndSaySo() async throws {
        let shop = try TeaShop()
        defer { shop.close() }
        let cart = CartActions(session: shop.session)
        let added = try await cart.add("green-tea", variantTitle: nil, plan: nil, quantity: 2)
        #expect(added.cart.lines.map(\.quantity) == [2])
        #expect(added.notes.count == 1)
        #expect(added.notes.first?.hasPrefix("Added 2 × Green Tea at ") == true && added.notes.first?.hasSuffix(" each: line 1.") == true)
        #expect(try shop.session.cartFile.load().cart == added.cart)

        let teapot = try await cart.add("teapot", variantTitle: "White", plan: nil, quantity: 1)
        #expect(teapot.cart.lines.map(\.productTitle) == ["Green Tea", "Teapot"])
        #expect(teapot.cart.lines.last?.price == Money(amount: "32.00", currencyCode: "EUR"))

        let set = try await cart.set(line: 1, quantity: 3)
        #expect(set.notes == ["Line 1 now has 3."])
        #expect(set.cart.lines.map(\.quantity) == [3, 1])

        let removed = try cart.remove(line: 2)
        #expect(removed.notes.last == "Removed line 2: \(teapot.cart.lines[1].title).")
        #expect(removed.cart.lines.count == 1)

        let cleared = try cart.clear()
        #expect(cleared.notes == ["The cart is empty."])
        #expect(try shop.session.cartFile.load().cart.lines.isEmpty)
    }

    /// A cart as the store has it is said to be so; its report carries the (empty) changes.
    @Test func revalidatingAnUnchangedCartSaysSo() async throws {
        let shop = try TeaShop()
        defer { shop.close() }
        let cart = CartActions(session: shop.session)
        _ = try await cart.add("green-tea", variantTitle: nil, plan: nil, quantity: 1)
        let report = try await cart.revalidate()
        #expect(report.notes == ["Every line is as it was: same prices, all available."])
        #expect(report.changes?.isEmpty == true)
        #expect(!report.ordered)
    }

    /// A cart whose lines went away in the store: revalidating says which, line by line.
    @Test func revalidatingSaysWhatChanged() async throws {
        let shop = try TeaShop()
        defer { shop.close() }
        var kept = LocalCart()
        let gone = LocalCart.Line(
            variantID: ProductVariant.ID("gid://shopify/ProductVariant/99"), quantity: 1, productTitle: "Matcha", productHandle: "matcha",
            variantTitle: "Default Title", price: Money(amount: "12.00", currencyCode: "EUR")!)
        _ = try kept.add(gone)
        try shop.session.cartFile.update { $0 = kept }
        let report = try await CartActions(session: shop.session).revalidate()
        #expect(report.changes?.map(\.line) == [1])
        #expect(report.notes.count == 1)
        #expect(report.notes.first?.hasPrefix("Line 1 Matcha: ") == true)
    }

    /// `cart show` of an empty cart: no notes, not ordered; the table says how to add.
    @Test func anEmptyCartIsShownWithTheWayToFillIt() async throws {
        let shop = try TeaShop()
        defer { shop.close() }
        let report = try await CartActions(session: shop.session).show()
        #expect(report.notes.isEmpty && !report.ordered)
        #expect(
            CartOutput.table(report.cart, money: Self.money)
                == "The cart is empty. Add something: shopterm cart add HANDLE [--variant \"9 / Black\"] [--qty N]")
    }

    /// The JSON: `changes` and `ordered` only when there is something to say.
    @Test func theJSONLeavesOutWhatIsNotSaid() throws {
        let line = LocalCart.Line(
            variantID: ProductVariant.ID("gid://shopify/ProductVariant/1"), quantity: 2, productTitle: "Green Tea", productHandle: "green-tea",
            variantTitle: "Default Title", price: Money(amount: "6.50", currencyCode: "EUR")!)
        let plain = try Self.json(CartOutput.document(CartReport(cart: LocalCart(lines: [line]), notes: ["hello"])))
        #expect(plain["changes"] == nil && plain["ordered"] == nil)
        #expect(plain["notes"] as? [String] == ["hello"])
        let cart = try #require(plain["cart"] as? [String: Any])
        let lines = try #require(cart["lines"] as? [[String: Any]])
        #expect(lines.first?["variantTitle"] == nil)
        #expect(lines.first?["line"] as? Int == 1)
        let ordered = try Self.json(CartOutput.document(CartReport(cart: LocalCart(), notes: [], changes: [], ordered: true)))
        #expect(ordered["ordered"] as? Bool == true)
        #expect((ordered["changes"] as? [Any])?.isEmpty == true)
    }

    /// A sold-out line is left out of the subtotal, and the table says so.
    @Test func theTableLeavesASoldOutLineOutOfTheSubtotal() {
        let soldOut = LocalCart.Line(
            variantID: ProductVariant.ID("gid://shopify/ProductVariant/2"), quantity: 1, productTitle: "Oolong", productHandle: "oolong",
            variantTitle: "Default Title", price: Money(amount: "9.00", currencyCode: "EUR")!, quantityAvailable: 0)
        let tea = LocalCart.Line(
            variantID: ProductVariant.ID("gid://shopify/ProductVariant/1"), quantity: 2, productTitle: "Green Tea", productHandle: "green-tea",
            variantTitle: "Default Title", price: Money(amount: "6.50", currencyCode: "EUR")!)
        let table = CartOutput.table(LocalCart(lines: [tea, soldOut]), money: Self.money)
        #expect(table.contains("sold out"))
        #expect(table.split(separator: "\n").last?.hasPrefix("Subtotal: ") == true)
        #expect(table.hasSuffix("(2 items; not counted: line 2, sold out)"))
    }

    static let money = MoneyStyle(locale: "en_US")

    static func json(_ value: some Encodable) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: SafeJSON.encode(value)) as? [String: Any])
    }
}
