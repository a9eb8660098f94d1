import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// A product a market does not sell (`markets[].unavailable`): from 2026-07 each cart mutation
/// whose cart, in that country, holds it answers `PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION` for
/// each such line, its target the line's ID (Shopify's changelog of 2026-05-12); older
/// versions have no such warning.
@Suite struct LocationWarningTests {
    static let catalog = try! DemoCatalog(
        file: CatalogFile.decodeInFileOrder(
            Data(
                """
                {"shop": {"name": "Hats", "currencyCode": "USD", "countryCode": "US", "moneyFormat": "${{amount}}"},
                 "products": [{"handle": "cap", "title": "Cap", "variants": [{"price": "20.00"}]},
                              {"handle": "hat", "title": "Hat", "variants": [{"price": "50.00"}]}],
                 "markets": [{"country": "CA", "currency": "CAD", "rate": "1.37", "unavailable": ["cap"]}]}
                """.utf8)))

    static let create = """
        mutation($input: CartInput!) { cartCreate(input: $input) { cart { id lines(first: 5) { nodes { id } } } warnings { code message target } } }
        """

    func create(country: String, version: String, demo: DemoHarness) async throws -> (lines: [String], warnings: [[String: String]], id: String) {
        let (_, answer) = try await demo.raw(
            Self.create,
            variables: [
                "input": [
                    "lines": [
                        ["merchandiseId": "gid://shopify/ProductVariant/1", "quantity": 1],
                        ["merchandiseId": "gid://shopify/ProductVariant/2", "quantity": 1],
                    ],
                    "buyerIdentity": ["countryCode": country],
                ]
            ], path: "/api/\(version)/graphql.json")
        let payload = try #require((answer["data"] as? [String: Any])?["cartCreate"] as? [String: Any])
        let cart = try #require(payload["cart"] as? [String: Any])
        let lines = ((cart["lines"] as? [String: Any])?["nodes"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        return (lines, payload["warnings"] as? [[String: String]] ?? [], cart["id"] as? String ?? "")
    }

    @Test func aLineTheCountryCannotBuyIsWarnedOfByItsID() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let (lines, warnings, _) = try await create(country: "CA", version: "2026-10", demo: demo)
        #expect(
            warnings == [["code": "PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION", "message": "Cap is not available in Canada.", "target": lines[0]]])
        // Sold at home; and unknown to an older version.
        #expect(try await create(country: "US", version: "2026-10", demo: demo).warnings.isEmpty)
        #expect(try await create(country: "CA", version: "2026-04", demo: demo).warnings.isEmpty)
    }

    @Test func aCartMovedToThatCountryIsWarned() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let (lines, warnings, id) = try await create(country: "US", version: "2026-10", demo: demo)
        #expect(warnings.isEmpty)
        let (_, moved) = try await demo.raw(
            """
            mutation($id: ID!, $buyer: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: $buyer) { warnings { code target } } }
            """, variables: ["id": id, "buyer": ["countryCode": "CA"]], path: "/api/2026-10/graphql.json")
        let said = ((moved["data"] as? [String: Any])?["cartBuyerIdentityUpdate"] as? [String: Any])?["warnings"] as? [[String: String]]
        #expect(said == [["code": "PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION", "target": lines[0]]])
    }

    @Test func anUnknownHandleIsRefusedWithItsPath() throws {
        let json =
            #"{"shop": {"name": "S"}, "products": [], "markets": [{"country": "CA", "currency": "CAD", "rate": "1", "unavailable": ["nope"]}]}"#
        let error = try #require(throws: CatalogError.self) { try DemoCatalog(file: CatalogFile.decodeInFileOrder(Data(json.utf8))) }
        #expect(error.description == "catalog: markets[0].unavailable[0]: no product has the handle \"nope\"")
    }
}
