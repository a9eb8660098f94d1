import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// Fixed bundles: a catalog product's `components`, its variants' `requiresComponents` and
/// `components`, its cart line a `ComponentizableCartLine` whose parts share its cost by
/// Shopify's weight price algorithm, to the currency's minor unit.
@Suite struct BundleCartLineTests {
    /// A $100 shoe and a $5 sock; a kit of one shoe and three socks for $99.99; markets in yen
    /// (no decimals) and Kuwaiti dinars (three).
    static let catalog = try! DemoCatalog(
        file: CatalogFile.decodeInFileOrder(
            Data(
                """
                {"shop": {"name": "Shoes"},
                 "products": [{"handle": "shoe", "title": "Shoe", "variants": [{"price": "100.00"}]},
                              {"handle": "sock", "title": "Sock", "variants": [{"price": "5.00", "sku": "S-1"}]},
                              {"handle": "kit", "title": "Kit", "variants": [{"price": "99.99"}],
                               "components": [{"product": "shoe"}, {"product": "sock", "sku": "S-1", "quantity": 3}]}],
                 "markets": [{"country": "JP", "currency": "JPY", "rate": "150.07"},
                             {"country": "KW", "currency": "KWD", "rate": "0.3071"}]}
                """.utf8)))
    static let shoe = "gid://shopify/ProductVariant/1"
    static let sock = "gid://shopify/ProductVariant/2"
    static let kit = "gid://shopify/ProductVariant/3"

    let harness = try! DemoHarness(catalog: BundleCartLineTests.catalog)

    static let query = """
        query($id: ID!) { cart(id: $id) { checkoutUrl cost { subtotalAmount { amount } } lines(first: 10) { nodes {
          __typename id quantity cost { totalAmount { amount currencyCode } }
          ... on ComponentizableCartLine { lineComponents { __typename id quantity merchandise { ... on ProductVariant { id } }
            cost { totalAmount { amount } amountPerQuantity { amount } } parentRelationship { parent { id } } } } } } } }
        """

    /// A new cart of `quantity` kits in `country`, read back, and its ID.
    func cart(kits quantity: Int, country: String = "US") async throws -> (id: String, cart: [String: Any]) {
        let (_, created) = try await harness.raw(
            "mutation($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { message } } }",
            variables: ["input": ["lines": [["merchandiseId": Self.kit, "quantity": quantity]], "buyerIdentity": ["countryCode": country]]])
        let id = try #require((((created["data"] as? [String: Any])?["cartCreate"] as? [String: Any])?["cart"] as? [String: Any])?["id"] as? String)
        return (id, try await read(id))
    }

    func read(_ id: String) async throws -> [String: Any] {
        let (_, answer) = try await harness.raw(Self.query, variables: ["id": id])
        #expect(answer.errorMessages.isEmpty, "\(answer.errorMessages)")
        return try #require((answer["data"] as? [String: Any])?["cart"] as? [String: Any])
    }

    static func line(_ cart: [String: Any]) throws -> [String: Any] {
        try #require(((cart["lines"] as? [String: Any])?["nodes"] as? [[String: Any]])?.first)
    }

    static func amount(_ money: Any?) throws -> Decimal {
        let text = try #require((money as? [String: Any])?["amount"] as? String)
        return try #require(Decimal(string: text))
    }

    @Test func aBundlesLineIsComponentizableWithOneCartLinePerPart() async throws {
        let (id, cart) = try await cart(kits: 2)
        let line = try Self.line(cart)
        #expect(line["__typename"] as? String == "ComponentizableCartLine")
        #expect(try Self.amount((line["cost"] as? [String: Any])?["totalAmount"]) == Decimal(string: "199.98"))
        let parts = try #require(line["lineComponents"] as? [[String: Any]])
        #expect(parts.map { $0["__typename"] as? String } == ["CartLine", "CartLine"])
        #expect(parts.map { ($0["merchandise"] as? [String: Any])?["id"] as? String } == [Self.shoe, Self.sock])
        #expect(parts.map { $0["quantity"] as? Int } == [2, 6])
        #expect(parts.allSatisfy { $0["parentRelationship"] is NSNull })
        // Weights 100 and 3 × 5: 199.98 × 100/115 = 173.8956… → 173.90, the rest (26.08) on the socks.
        let totals = try parts.map { try Self.amount(($0["cost"] as? [String: Any])?["totalAmount"]) }
        #expect(totals == [Decimal(string: "173.90"), Decimal(string: "26.08")])
        #expect(
            try parts.map { try Self.amount(($0["cost"] as? [String: Any])?["amountPerQuantity"]) } == [
                Decimal(string: "86.95"), Decimal(string: "4.35"),
            ])
        // The cart charges the bundle once, at its price.
        #expect(try Self.amount((cart["cost"] as? [String: Any])?["subtotalAmount"]) == Decimal(string: "199.98"))
        // The parts' IDs derive from the bundle line's: the same on every read.
        let again = try Self.line(try await read(id))
        #expect((again["lineComponents"] as? [[String: Any]])?.map { $0["id"] as? String } == parts.map { $0["id"] as? String })
        #expect(Set(parts.compactMap { $0["id"] as? String }).count == 2)
    }

    @Test(arguments: [("US", 2), ("JP", 0), ("KW", 3)])
    func thePartsAddUpExactlyToTheBundleLineInTheMarketsCurrency(country: String, decimals: Int) async throws {
        for quantity in [1, 3, 7] {
            let line = try Self.line(try await cart(kits: quantity, country: country).cart)
            let total = try Self.amount((line["cost"] as? [String: Any])?["totalAmount"])
            let parts = try #require(line["lineComponents"] as? [[String: Any]])
            let shares = try parts.map { try Self.amount(($0["cost"] as? [String: Any])?["totalAmount"]) }
            #expect(shares.reduce(0, +) == total, "\(country) × \(quantity): \(shares) ≠ \(total)")
            for share in shares {
                var scaled = share * pow(10, decimals)
                var whole = Decimal()
                NSDecimalRound(&whole, &scaled, 0, .plain)
                #expect(whole == scaled, "\(share) is finer than \(decimals) decimals")
            }
        }
    }

    @Test func sharesAreRoundedToTheMinorUnitWithTheRemainderOnTheLast() {
        #expect(
            CommerceState.shares(of: 10, weights: [1, 1, 1], currency: "USD") == [
                Decimal(string: "3.33"), Decimal(string: "3.33"), Decimal(string: "3.34"),
            ])
        #expect(CommerceState.shares(of: 1000, weights: [1, 1, 1], currency: "JPY") == [333, 333, 334])
        #expect(CommerceState.shares(of: 1, weights: [1, 2], currency: "KWD") == [Decimal(string: "0.333"), Decimal(string: "0.667")])
    }

    @Test func aBundlesVariantsRequireComponentsAndNameThem() async throws {
        let (_, answer) = try await harness.raw(
            """
            { kit: node(id: "\(Self.kit)") { ... on ProductVariant { requiresComponents
                components(first: 5) { nodes { quantity productVariant { id product { handle } } } } } }
              shoe: node(id: "\(Self.shoe)") { ... on ProductVariant { requiresComponents components(first: 5) { nodes { quantity } } } } }
            """)
        #expect(answer.errorMessages.isEmpty, "\(answer.errorMessages)")
        let data = try #require(answer["data"] as? [String: Any])
        let kit = try #require(data["kit"] as? [String: Any])
        #expect(kit["requiresComponents"] as? Bool == true)
        let nodes = try #require((kit["components"] as? [String: Any])?["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["quantity"] as? Int } == [1, 3])
        #expect(nodes.map { ($0["productVariant"] as? [String: Any])?["id"] as? String } == [Self.shoe, Self.sock])
        let shoe = try #require(data["shoe"] as? [String: Any])
        #expect(shoe["requiresComponents"] as? Bool == false)
        #expect(((shoe["components"] as? [String: Any])?["nodes"] as? [Any])?.isEmpty == true)
    }

    @Test func theCheckoutPageShowsTheBundlesPartsUnderItAndChargesItOnce() async throws {
        let cart = try await cart(kits: 1).cart
        let address = try #require(cart["checkoutUrl"] as? String)
        let url = try #require(URL(string: address))
        let page = try #require(await harness.page(url))
        #expect(page.contains("<tr><td>1 × Kit</td>"))
        #expect(page.contains("<tr class=\"component\"><td>· 1 × Shoe</td><td></td><td class=\"amount\"></td></tr>"))
        #expect(page.contains("<tr class=\"component\"><td>· 3 × Sock</td>"))
        #expect(await harness.chargedTotal(url) == Money(amount: "99.99", currencyCode: "USD"))
    }
}
