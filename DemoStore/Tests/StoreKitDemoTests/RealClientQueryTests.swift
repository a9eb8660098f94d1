import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitDemo
import Testing

/// Real storefronts' queries (Hydrogen's skeleton, Shopify's @defer example), kept as fixtures
/// with where they come from: the demo store answers each as Shopify does, without an error.
@Suite struct RealClientQueryTests {
    let harness = try! DemoHarness()

    static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/hydrogen/\(name).graphql")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func hydrogensHeaderQuery() async throws {
        let (status, answer) = try await harness.raw(
            try Self.fixture("header"), variables: ["headerMenuHandle": "main-menu", "country": "US", "language": "EN"])
        #expect(status == 200)
        #expect(answer.errorMessages.isEmpty, "\(answer.errorMessages)")
        let shop = try #require((answer["data"] as? [String: Any])?["shop"] as? [String: Any])
        #expect(shop["name"] as? String == "Trailhead Shoe Co.")
        #expect(shop["brand"] is NSNull)  // a shop without brand assets
        #expect(((answer["data"] as? [String: Any])?["menu"] as? [String: Any])?["items"] != nil)
    }

    @Test func hydrogensProductQueryWithEncodedVariants() async throws {
        let (status, answer) = try await harness.raw(
            try Self.fixture("product"),
            variables: [
                "handle": "swift-runner", "selectedOptions": [["name": "size", "value": "9"], ["name": "Color", "value": "white"]],
            ])
        #expect(status == 200)
        #expect(answer.errorMessages.isEmpty, "\(answer.errorMessages)")
        let product = try #require((answer["data"] as? [String: Any])?["product"] as? [String: Any])
        let existence = try #require(product["encodedVariantExistence"] as? String)
        let availability = try #require(product["encodedVariantAvailability"] as? String)
        // Swift Runner: 6 sizes × 3 colours, all made; the marks say which are for sale.
        #expect(EncodedVariants.decode(existence)?.count == 18)
        let forSale = try #require(EncodedVariants.decode(availability))
        #expect(forSale.count < 18 && !forSale.isEmpty)
        let selected = try #require(product["selectedOrFirstAvailableVariant"] as? [String: Any])
        #expect(selected["title"] as? String == "9 / White")
        let adjacent = try #require(product["adjacentVariants"] as? [[String: Any]])
        #expect(adjacent.count == 5 + 2)  // the other sizes in white, the other colours in 9
        let options = try #require(product["options"] as? [[String: Any]])
        let firstValue = try #require((options.first?["optionValues"] as? [[String: Any]])?.first)
        #expect((firstValue["firstSelectableVariant"] as? [String: Any])?["title"] as? String == "7 / Black")
        #expect(firstValue["swatch"] is NSNull)
        #expect((product["seo"] as? [String: Any])?["title"] is NSNull)
    }

    @Test func hydrogensCartQueryWithAttributes() async throws {
        let (_, created) = try await harness.raw(
            """
            mutation($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { message } } }
            """,
            variables: [
                "input": [
                    "lines": [
                        ["merchandiseId": "gid://shopify/ProductVariant/2", "quantity": 1, "attributes": [["key": "Engraving", "value": "Ada"]]]
                    ],
                    "attributes": [["key": "Gift", "value": "yes"]],
                ]
            ])
        let id = try #require((((created["data"] as? [String: Any])?["cartCreate"] as? [String: Any])?["cart"] as? [String: Any])?["id"] as? String)
        let (status, answer) = try await harness.raw(try Self.fixture("cart"), variables: ["cartId": id])
        #expect(status == 200)
        #expect(answer.errorMessages.isEmpty, "\(answer.errorMessages)")
        let cart = try #require((answer["data"] as? [String: Any])?["cart"] as? [String: Any])
        #expect(cart["attributes"] as? [[String: String]] == [["key": "Gift", "value": "yes"]])
        let line = try #require(((cart["lines"] as? [String: Any])?["nodes"] as? [[String: Any]])?.first)
        #expect(line["attributes"] as? [[String: String]] == [["key": "Engraving", "value": "Ada"]])
        #expect((line["merchandise"] as? [String: Any])?["requiresShipping"] as? Bool == true)
    }

    /// The cart fragment since nested cart lines (Hydrogen's 0e61522), on a cart of the shoe
    /// store holding a pair, its protection plan nested under it, and the Trail Starter Kit.
    @Test func hydrogensCartQueryWithABundleAndAnAddOn() async throws {
        let (_, products) = try await harness.raw(
            """
            { plan: product(handle: "shoe-protection-plan") { variants(first: 1) { nodes { id } } }
              kit: product(handle: "trail-starter-kit") { variants(first: 1) { nodes { id } } } }
            """)
        func variant(_ key: String) throws -> String {
            let product = try #require((products["data"] as? [String: Any])?[key] as? [String: Any])
            return try #require(((product["variants"] as? [String: Any])?["nodes"] as? [[String: Any]])?.first?["id"] as? String)
        }
        let pair = "gid://shopify/ProductVariant/2"
        let (_, created) = try await harness.raw(
            """
            mutation($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { message } } }
            """,
            variables: [
                "input": [
                    "lines": [
                        ["merchandiseId": try variant("kit")], ["merchandiseId": pair],
                        ["merchandiseId": try variant("plan"), "parent": ["merchandiseId": pair]],
                    ]
                ]
            ])
        let id = try #require((((created["data"] as? [String: Any])?["cartCreate"] as? [String: Any])?["cart"] as? [String: Any])?["id"] as? String)
        let (status, answer) = try await harness.raw(try Self.fixture("cart"), variables: ["cartId": id])
        #expect(status == 200)
        #expect(answer.errorMessages.isEmpty, "\(answer.errorMessages)")
        let cart = try #require((answer["data"] as? [String: Any])?["cart"] as? [String: Any])
        let lines = try #require((cart["lines"] as? [String: Any])?["nodes"] as? [[String: Any]])
        #expect(lines.count == 3)
        // The kit: its two parts, each a CartLine of its own, hanging from nothing.
        let kit = try #require(lines.first)
        let parts = try #require(kit["lineComponents"] as? [[String: Any]])
        #expect(
            parts.map {
                ($0["product"] as? [String: Any])?["handle"] as? String ?? (($0["merchandise"] as? [String: Any])?["product"] as? [String: Any])?[
                    "handle"] as? String
            } == ["ridge-trekker", "tide-slide"])
        #expect(parts.allSatisfy { $0["parentRelationship"] is NSNull })
        #expect(kit["parentRelationship"] == nil)
        // The pair, then its plan with the pair as its parent.
        #expect(lines[1]["parentRelationship"] is NSNull)
        #expect(((lines[2]["parentRelationship"] as? [String: Any])?["parent"] as? [String: Any])?["id"] as? String == lines[1]["id"] as? String)
        #expect(cart["totalQuantity"] as? Int == 3)
    }

    /// `@defer` asked by a client that accepts parts: a multipart answer, the product first,
    /// then the deferred recommendations.
    @Test func deferIsAnsweredIncrementally() async throws {
        let body = try JSONSerialization.data(withJSONObject: [
            "query": try Self.fixture("defer"), "variables": ["productId": "gid://shopify/Product/1"],
        ])
        guard
            case .response(let response) = await harness.store.handle(
                .init(
                    method: "POST", path: "/api/2026-04/graphql.json",
                    headers: ["X-Shopify-Storefront-Access-Token": "t", "Accept": "multipart/mixed, application/json"], body: body))
        else {
            Issue.record("no answer")
            return
        }
        #expect(response.header("Content-Type") == #"multipart/mixed; boundary="graphql""#)
        let text = String(decoding: response.body, as: UTF8.self)
        let parts = text.components(separatedBy: "--graphql").dropFirst().filter { !$0.hasPrefix("--") }
        #expect(parts.count == 2)
        func json(_ part: String) throws -> [String: Any] {
            let payload = try #require(part.components(separatedBy: "\r\n\r\n").dropFirst().first)
            return try #require(try JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any])
        }
        let first = try json(parts[0])
        #expect(first["hasNext"] as? Bool == true)
        let data = try #require(first["data"] as? [String: Any])
        #expect((data["product"] as? [String: Any])?["title"] != nil)
        #expect(data["productRecommendations"] == nil)
        let next = try json(parts[1])
        #expect(next["hasNext"] as? Bool == false)
        let incremental = try #require((next["incremental"] as? [[String: Any]])?.first)
        #expect((incremental["path"] as? [Any])?.isEmpty == true)
        #expect(((incremental["data"] as? [String: Any])?["productRecommendations"] as? [Any])?.isEmpty == false)
        // `if: false` defers nothing: one JSON answer.
        let plain = try await harness.raw(
            "query($id: ID!) { product(id: $id) { id } ... on QueryRoot @defer(if: false) { shop { name } } }",
            variables: ["id": "gid://shopify/Product/1"])
        #expect(((plain.1["data"] as? [String: Any])?["shop"] as? [String: Any])?["name"] != nil)
    }

    /// Hydrogen's `cartDiscountCodesUpdate` defers the cart. A client whose `Accept` does not
    /// name `multipart/mixed` (a plain JSON one, or none, as Hydrogen sends) gets one JSON
    /// answer with the deferred cart in place, which a JSON client can read.
    @Test(arguments: ["application/json", nil, "application/json;q=1, multipart/mixed;q=0"])
    func aDeferredMutationToAJSONClientIsOneAnswer(accept: String?) async throws {
        let (_, created) = try await harness.raw(
            "mutation($input: CartInput!) { cartCreate(input: $input) { cart { id } } }",
            variables: ["input": ["lines": [["merchandiseId": "gid://shopify/ProductVariant/2", "quantity": 1]]]])
        let id = try #require((((created["data"] as? [String: Any])?["cartCreate"] as? [String: Any])?["cart"] as? [String: Any])?["id"] as? String)
        let body = try JSONSerialization.data(withJSONObject: [
            "query": try Self.fixture("discount-codes-update"), "variables": ["cartId": id, "discountCodes": ["WELCOME10"]],
        ])
        var headers = ["Content-Type": "application/json"]
        headers["Accept"] = accept
        guard
            case .response(let response) = await harness.store.handle(
                .init(method: "POST", path: "/api/2026-10/graphql.json", headers: headers, body: body))
        else {
            Issue.record("no answer")
            return
        }
        #expect(response.header("Content-Type")?.hasPrefix("application/json") == true, "\(String(describing: response.header("Content-Type")))")
        let answer = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        #expect(answer["errors"] == nil, "\(answer)")
        #expect(answer["hasNext"] == nil && answer["incremental"] == nil)
        let payload = try #require((answer["data"] as? [String: Any])?["cartDiscountCodesUpdate"] as? [String: Any])
        #expect((payload["cart"] as? [String: Any])?["id"] as? String == id)
        #expect((payload["cart"] as? [String: Any])?["totalQuantity"] as? Int == 1)
        #expect((payload["userErrors"] as? [Any])?.isEmpty == true)
    }

    @Test func encodedVariantsRoundTrip() {
        let combinations: Set<[Int]> = [[0, 0, 0], [0, 1, 0], [0, 1, 1], [1, 0, 0], [1, 0, 1], [1, 1, 1], [2, 0, 1], [2, 1, 0]]
        // The documented example of the format.
        #expect(EncodedVariants.encode(Array(combinations)) == "v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,")
        #expect(EncodedVariants.decode("v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,") == combinations)
        #expect(EncodedVariants.decode("v1_0-2 4") == [[0], [1], [2], [4]])
        #expect(EncodedVariants.decode("v2_0") == nil)
        #expect(EncodedVariants.decode("v1_0:,,,") == nil)
        var big: Set<[Int]> = []
        for a in 0..<37 { for b in 0..<54 where (a * 7 + b) % 5 != 0 { big.insert([a, b]) } }
        #expect(EncodedVariants.decode(EncodedVariants.encode(Array(big))) == big)
    }
}
