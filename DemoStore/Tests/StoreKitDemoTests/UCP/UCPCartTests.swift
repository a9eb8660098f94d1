import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// A demo shop's UCP cart tools (create/get/update/cancel_cart) over REST and MCP, on the shop's
/// own Storefront carts: the same lines and prices, in minor units; hostile input answered, never
/// crashed on.
@Suite struct UCPCartTests {
    static let origin = "http://127.0.0.1:8080"
    static let agent = #"profile="https://shopterm.dev/ucp/agent-profile.json""#

    /// A fresh shoe store.
    static func store() throws -> DemoStore { try DemoStore(catalog: DemoHarness.shoeStore) }

    /// The first variant for sale with stock for 5 (the tests ask up to 4), or one sold out.
    static func variant(available: Bool = true) throws -> DemoCatalog.Variant {
        try #require(
            DemoHarness.shoeStore.products.flatMap(\.variants).first { variant in
                available ? variant.availableForSale && (variant.quantityAvailable ?? .max) >= 5 : !variant.availableForSale
            })
    }

    /// A REST call under `/api/ucp`: its status and JSON body.
    static func rest(
        _ store: DemoStore, _ method: String, _ path: String, _ body: UCPJSON? = nil, headers: [String: String] = [:],
        raw: Data? = nil
    ) async throws -> (status: Int, json: UCPJSON) {
        let all = ["ucp-agent": agent, "host": "127.0.0.1:8080", "content-type": "application/json"].merging(headers) { $1 }
        let request = DemoRequest(method: method, path: "/api/ucp" + path, headers: all, body: raw ?? body?.data ?? Data())
        guard case .response(let response) = await store.handle(request) else { throw TransportError.connectionLost }
        return (response.status, try #require(UCPJSON(data: response.body), "\(String(decoding: response.body, as: UTF8.self))"))
    }

    /// An MCP `tools/call`: the JSON-RPC response (its `result` or `error`).
    static func mcp(
        _ store: DemoStore, _ tool: String, _ arguments: [String: UCPJSON], headers: [String: String] = [:], key: String? = nil
    ) async throws -> UCPJSON {
        var all = arguments
        all["meta"] = ["ucp-agent": ["profile": "https://shopterm.dev/ucp/agent-profile.json"], "idempotency-key": key.map(UCPJSON.string) ?? .null]
        let rpc: UCPJSON = ["jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": ["name": .string(tool), "arguments": .object(all)]]
        let request = DemoRequest(
            method: "POST", path: "/api/ucp/mcp", headers: ["host": "127.0.0.1:8080"].merging(headers) { $1 }, body: rpc.data)
        guard case .response(let response) = await store.handle(request) else { throw TransportError.connectionLost }
        return try #require(UCPJSON(data: response.body))
    }

    /// `amount` of the shop's currency (USD) in cents.
    static func cents(_ amount: Decimal) -> Int { NSDecimalNumber(decimal: amount * 100).intValue }

    /// The amount of the totals entry of `type`.
    static func total(_ json: UCPJSON, _ type: String) -> Int? {
        json["totals"]?.array?.first { $0["type"]?.string == type }?["amount"]?.int
    }

    @Test func createOverRESTIsTheStorefrontCartInMinorUnits() async throws {
        let store = try Self.store()
        let variant = try Self.variant()
        let (status, cart) = try await Self.rest(store, "POST", "/carts", ["line_items": [["item": ["id": .string(variant.id)], "quantity": 2]]])
        #expect(status == 201)
        #expect(cart["ucp"]?["status"] == "success")
        #expect(cart["ucp"]?["capabilities"]?["dev.ucp.shopping.cart"] != nil)
        let id = try #require(cart["id"]?.string)
        let storefrontID = try #require(UCPCartEncoder.storefrontID(ofCart: id))
        let stored = try #require(store.commerce.observe(storefrontID)?.cart)
        #expect(stored.lines.map(\.variantID) == [variant.id])
        #expect(stored.lines.map(\.quantity) == [2])
        let line = try #require(cart["line_items"]?.array?.first)
        #expect(line["item"]?["price"]?.int == Self.cents(variant.price.amount))
        #expect(line["quantity"] == 2)
        #expect(Self.total(cart, "subtotal") == Self.cents(store.commerce.subtotal(stored)))
        #expect(Self.total(cart, "total") == Self.cents(variant.price.amount) * 2)
        #expect(cart["currency"] == "USD")
        #expect(cart["continue_url"]?.string == "\(Self.origin)/checkouts/cn/\(stored.token)")
    }

    @Test func getUpdateAndCancelOverMCP() async throws {
        let store = try Self.store()
        let variant = try Self.variant()
        let created = try #require(
            try await Self.mcp(store, "create_cart", ["cart": ["line_items": [["item": ["id": .string(variant.id)], "quantity": 1]]]])["result"]?[
                "structuredContent"])
        let id = try #require(created["id"]?.string)
        let got = try await Self.mcp(store, "get_cart", ["id": .string(id)])["result"]?["structuredContent"]
        #expect(got?["totals"] == created["totals"])
        let updated = try await Self.mcp(
            store, "update_cart", ["id": .string(id), "cart": ["line_items": [["item": ["id": .string(variant.id)], "quantity": 3]]]])
        let lines = try #require(updated["result"]?["structuredContent"]?["line_items"]?.array)
        #expect(lines.count == 1)
        #expect(lines.first?["quantity"] == 3)
        #expect(Self.total(try #require(updated["result"]?["structuredContent"]), "total") == Self.cents(variant.price.amount) * 3)
        let canceled = try await Self.mcp(store, "cancel_cart", ["id": .string(id)])
        #expect(canceled["result"]?["structuredContent"]?["id"]?.string == id)
        let gone = try await Self.mcp(store, "get_cart", ["id": .string(id)])["result"]?["structuredContent"]
        #expect(gone?["ucp"]?["status"] == "error")
        #expect(gone?["messages"]?.array?.first?["code"] == "not_found")
    }

    @Test func unknownAndHostileCartIDsAreNotFound() async throws {
        let store = try Self.store()
        for id in ["nope", "..%2F..%2Fetc%2Fpasswd", "abc_def", String(repeating: "a", count: 5000), "gid%3A%2F%2Fshopify%2FCart%2F1", "%00"] {
            let (status, json) = try await Self.rest(store, "GET", "/carts/\(id)")
            #expect(status == 200, "\(id)")
            #expect(json["ucp"]?["status"] == "error", "\(id)")
            #expect(json["messages"]?.array?.first?["severity"] == "unrecoverable", "\(id)")
        }
    }

    @Test func invalidInputIs400AndNothingIsCreated() async throws {
        let store = try Self.store()
        let variant = try Self.variant()
        let item: UCPJSON = ["id": .string(variant.id)]
        let bodies: [UCPJSON] = [
            [:], ["line_items": "x"], ["line_items": [["item": item, "quantity": 0]]], ["line_items": [["item": item, "quantity": -1]]],
            ["line_items": [["item": item, "quantity": 1_000_000_000]]], ["line_items": [["item": item, "quantity": "2"]]],
            ["line_items": [["quantity": 1]]], ["line_items": [["item": ["id": 5], "quantity": 1]]],
            ["line_items": .array(Array(repeating: ["item": item, "quantity": 1], count: 300))],
            ["line_items": [["item": item, "quantity": 1]], "context": ["address_country": "USA"]],
            ["line_items": [["item": item, "quantity": 1]], "buyer": ["email": "not an email"]],
        ]
        for body in bodies {
            let (status, json) = try await Self.rest(store, "POST", "/carts", body)
            #expect(status == 400, "\(body.text)")
            #expect(json["ucp"]?["status"] == "error", "\(body.text)")
        }
        let (status, _) = try await Self.rest(store, "POST", "/carts", raw: Data("{not json".utf8))
        #expect(status == 400)
        #expect(store.commerce.storage.withLock { $0.carts.isEmpty })
    }

    @Test func unknownAndSoldOutItemsAreBusinessOutcomes() async throws {
        let store = try Self.store()
        let (status, unknown) = try await Self.rest(
            store, "POST", "/carts", ["line_items": [["item": ["id": "gid://shopify/ProductVariant/999999"], "quantity": 1]]])
        #expect(status == 200)
        #expect(unknown["ucp"]?["status"] == "error")
        #expect(unknown["messages"]?.array?.first?["code"] == "item_unavailable")
        #expect(unknown["messages"]?.array?.first?["path"] == "$.line_items[0]")
        let soldOut = try Self.variant(available: false)
        let (_, out) = try await Self.rest(store, "POST", "/carts", ["line_items": [["item": ["id": .string(soldOut.id)], "quantity": 1]]])
        #expect(out["messages"]?.array?.first?["code"] == "out_of_stock")
        #expect(out["id"] == nil)
    }

    @Test func aMutationAppliesAtMostOncePerIdempotencyKey() async throws {
        let store = try Self.store()
        let variant = try Self.variant()
        let body: UCPJSON = ["line_items": [["item": ["id": .string(variant.id)], "quantity": 1]]]
        let key = ["idempotency-key": "6d1b7f0e-1111-4c4c-9999-0123456789ab"]
        let first = try await Self.rest(store, "POST", "/carts", body, headers: key)
        let again = try await Self.rest(store, "POST", "/carts", body, headers: key)
        #expect(first.status == 201)
        #expect(again.json == first.json)
        #expect(store.commerce.storage.withLock { $0.carts.count } == 1)
        let other: UCPJSON = ["line_items": [["item": ["id": .string(variant.id)], "quantity": 2]]]
        let conflict = try await Self.rest(store, "POST", "/carts", other, headers: key)
        #expect(conflict.status == 409)
        #expect(conflict.json["messages"]?.array?.first?["code"] == "idempotency_conflict")
        #expect(store.commerce.storage.withLock { $0.carts.count } == 1)
    }

    @Test func discountCodesAreTheCartAPIsAndRefusedOnesAreWarnings() async throws {
        let store = try Self.store()
        let variant = try Self.variant()
        let body: UCPJSON = [
            "line_items": [["item": ["id": .string(variant.id)], "quantity": 2]], "discounts": ["codes": ["welcome10", "NOPE"]],
        ]
        let (_, cart) = try await Self.rest(store, "POST", "/carts", body)
        let storefrontID = try #require(UCPCartEncoder.storefrontID(ofCart: cart["id"]?.string ?? ""))
        let stored = try #require(store.commerce.observe(storefrontID)?.cart)
        let bill = store.commerce.bill(stored, withTax: false)
        #expect(bill.discount > 0)
        #expect(cart["discounts"]?["applied"]?.array?.first?["amount"]?.int == Self.cents(bill.discount))
        #expect(Self.total(cart, "discount") == -Self.cents(bill.discount))
        #expect(Self.total(cart, "total") == Self.cents(bill.subtotal - bill.discount))
        let warning = try #require(cart["messages"]?.array?.first)
        #expect(warning["type"] == "warning")
        #expect(warning["code"] == "discount_code_invalid")
        #expect(warning["path"] == "$.discounts.codes[1]")
        let cleared = try await Self.rest(
            store, "PUT", "/carts/\(cart["id"]?.string ?? "")",
            ["line_items": [["item": ["id": .string(variant.id)], "quantity": 2]], "discounts": ["codes": []]])
        #expect(cleared.json["discounts"] == nil)
        #expect(Self.total(cleared.json, "total") == Self.cents(variant.price.amount) * 2)
        let bad = try await Self.rest(store, "POST", "/carts", ["line_items": body["line_items"] ?? [], "discounts": ["codes": [1]]])
        #expect(bad.status == 400)
    }

    /// Minor units are each currency's: yen have none, Kuwaiti dinars three (the cents of USD above).
    @Test(arguments: [("JPY", 0), ("KWD", 3)])
    func amountsAreInTheShopsMinorUnit(currency: String, digits: Int) async throws {
        let file = currency == "JPY" ? TokyoShoeCatalog.file() : KuwaitShoeCatalog.file()
        let catalog = try DemoCatalog(file: file)
        #expect(catalog.shop.currencyCode == currency)
        let store = try DemoStore(catalog: catalog)
        let variant = try #require(catalog.products.flatMap(\.variants).first { $0.availableForSale && ($0.quantityAvailable ?? .max) >= 2 })
        let (status, cart) = try await Self.rest(store, "POST", "/carts", ["line_items": [["item": ["id": .string(variant.id)], "quantity": 2]]])
        #expect(status == 201)
        #expect(cart["currency"]?.string == currency)
        let minor = NSDecimalNumber(decimal: variant.price.amount * pow(10, digits)).intValue
        #expect(cart["line_items"]?.array?.first?["item"]?["price"]?.int == minor)
        #expect(Self.total(cart, "total") == minor * 2)
    }

    @Test func aBuyersCountryPricesTheCartInItsMarket() async throws {
        let store = try Self.store()
        let variant = try Self.variant()
        let body: UCPJSON = ["line_items": [["item": ["id": .string(variant.id)], "quantity": 1]], "context": ["address_country": "CA"]]
        let (_, cart) = try await Self.rest(store, "POST", "/carts", body)
        #expect(cart["currency"] == "CAD")
        let storefrontID = try #require(UCPCartEncoder.storefrontID(ofCart: cart["id"]?.string ?? ""))
        let stored = try #require(store.commerce.observe(storefrontID)?.cart)
        #expect(Self.total(cart, "total") == Self.cents(store.commerce.subtotal(stored)))
        #expect(Self.total(cart, "total") != Self.cents(variant.price.amount))
    }

    @Test func theProfileDeclaresCartAndCheckout() async throws {
        let store = try Self.store()
        let request = DemoRequest(method: "GET", path: "/.well-known/ucp", headers: ["host": "127.0.0.1:8080"], body: Data())
        guard case .response(let response) = await store.handle(request) else { throw TransportError.connectionLost }
        let capabilities = try #require(UCPJSON(data: response.body)?["ucp"]?["capabilities"])
        #expect(capabilities["dev.ucp.shopping.cart"] != nil)
        #expect(capabilities["dev.ucp.shopping.checkout"] != nil)
    }
}
