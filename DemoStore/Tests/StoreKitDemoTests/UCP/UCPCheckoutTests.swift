import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// A demo shop's UCP checkout tools: Shopify's tiers (anonymous callers get no checkout; a
/// signed or token caller does, and cannot complete it), every checkout handed to the buyer
/// (`requires_escalation` with the checkout page as `continue_url`), totals that are the
/// checkout page's, cart-to-checkout conversion, cancel, and a checkout paid on the page.
@Suite struct UCPCheckoutTests {
    static let signed = ["request-signature": "test"]
    static let token = ["authorization": "Bearer \(UCPCheckoutAccess.demoAgentToken)"]

    /// The Storefront cart behind a checkout answer: the one its `continue_url` (the checkout page) names.
    static func cart(of checkout: UCPJSON, in store: DemoStore) -> CommerceState.Cart? {
        guard let url = checkout["continue_url"]?.string, let token = url.split(separator: "/").last else { return nil }
        return store.commerce.purchase(token: String(token))
    }

    static func lines(_ variant: DemoCatalog.Variant, _ quantity: Int = 1) -> UCPJSON {
        ["line_items": [["item": ["id": .string(variant.id)], "quantity": .int(quantity)]]]
    }

    @Test func anonymousCallersGetNoCheckout() async throws {
        let store = try UCPCartTests.store()
        let variant = try UCPCartTests.variant()
        for headers in [[:], ["authorization": "Bearer wrong"], ["signature": "sig1=:abc:"]] {
            let (status, json) = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", Self.lines(variant), headers: headers)
            #expect(status == 401, "\(headers)")
            #expect(json["messages"]?.array?.first?["code"] == "unauthorized", "\(headers)")
            let rpc = try await UCPCartTests.mcp(store, "create_checkout", ["checkout": Self.lines(variant)], headers: headers)
            #expect(rpc["error"]?["code"] == -32000, "\(headers)")
            #expect(rpc["result"] == nil, "\(headers)")
        }
        #expect(store.commerce.storage.withLock { $0.carts.isEmpty })
    }

    @Test func aSignedCallerGetsACheckoutHandedToTheBuyer() async throws {
        let store = try UCPCartTests.store()
        let variant = try UCPCartTests.variant()
        for headers in [Self.signed, Self.token, ["signature-input": "sig1=(\"@method\");keyid=\"k\"", "signature": "sig1=:abc:"]] {
            let (status, checkout) = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", Self.lines(variant, 2), headers: headers)
            #expect(status == 201, "\(headers)")
            #expect(checkout["status"] == "requires_escalation")
            let session = try #require(Self.cart(of: checkout, in: store))
            #expect(checkout["continue_url"]?.string == "\(UCPCartTests.origin)/checkouts/cn/\(session.token)")
            #expect(checkout["messages"]?.array?.contains { $0["severity"] == "requires_buyer_input" } == true)
            #expect(checkout["ucp"]?["payment_handlers"] != nil)
            #expect(checkout["links"]?.array != nil)
            // The checkout page charges what the checkout states (no address yet: no tax, no shipping).
            let bill = store.commerce.bill(session, withTax: true)
            #expect(UCPCartTests.total(checkout, "total") == UCPCartTests.cents(bill.due))
            #expect(UCPCartTests.total(checkout, "total") == UCPCartTests.cents(variant.price.amount) * 2)
        }
    }

    @Test func completeNeverCompletes() async throws {
        let store = try UCPCartTests.store()
        let variant = try UCPCartTests.variant()
        let created = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", Self.lines(variant), headers: Self.token)
        let id = try #require(created.json["id"]?.string)
        let payment: UCPJSON = ["payment": ["instruments": [["id": "i1", "handler_id": "shopify.card", "type": "card"]]]]
        let (status, completed) = try await UCPCartTests.rest(store, "POST", "/checkout-sessions/\(id)/complete", payment, headers: Self.token)
        #expect(status == 200)
        #expect(completed["status"] == "requires_escalation")
        #expect(completed["order"] == nil)
        #expect(completed["continue_url"] != nil)
        #expect(completed["messages"]?.array?.contains { $0["severity"] == "requires_buyer_review" } == true)
        #expect(Self.cart(of: completed, in: store)?.order == nil)
    }

    @Test func getUpdateAndCancelOverMCP() async throws {
        let store = try UCPCartTests.store()
        let variant = try UCPCartTests.variant()
        let created = try #require(
            try await UCPCartTests.mcp(store, "create_checkout", ["checkout": Self.lines(variant)], headers: Self.signed)["result"]?[
                "structuredContent"])
        let id = try #require(created["id"]?.string)
        let got = try await UCPCartTests.mcp(store, "get_checkout", ["id": .string(id)], headers: Self.signed)
        #expect(got["result"]?["structuredContent"]?["id"]?.string == id)
        let updated = try await UCPCartTests.mcp(
            store, "update_checkout", ["id": .string(id), "checkout": Self.lines(variant, 4)], headers: Self.signed)
        let body = try #require(updated["result"]?["structuredContent"])
        #expect(UCPCartTests.total(body, "subtotal") == UCPCartTests.cents(variant.price.amount) * 4)
        // The line keeps its ID through the update: an agent's references to it hold.
        let lineBefore = try #require(created["line_items"]?.array?.first?["id"]?.string)
        #expect(body["line_items"]?.array?.first?["id"]?.string == lineBefore)
        let canceled = try await UCPCartTests.mcp(store, "cancel_checkout", ["id": .string(id)], headers: Self.signed)
        #expect(canceled["result"]?["structuredContent"]?["status"] == "canceled")
        #expect(canceled["result"]?["structuredContent"]?["continue_url"] == nil)
        let after = try await UCPCartTests.mcp(store, "update_checkout", ["id": .string(id), "checkout": Self.lines(variant)], headers: Self.signed)
        #expect(after["error"] != nil)
        let unknown = try await UCPCartTests.mcp(store, "get_checkout", ["id": "chk_nope"], headers: Self.signed)
        #expect(unknown["result"]?["structuredContent"]?["messages"]?.array?.first?["code"] == "not_found")
    }

    @Test func aCartBecomesOneCheckout() async throws {
        let store = try UCPCartTests.store()
        let variant = try UCPCartTests.variant()
        let cart = try await UCPCartTests.rest(store, "POST", "/carts", Self.lines(variant, 3))
        let cartID = try #require(cart.json["id"]?.string)
        // cart.md: the cart's contents win over the checkout's own line_items.
        let body: UCPJSON = ["cart_id": .string(cartID), "line_items": []]
        let first = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", body, headers: Self.signed)
        #expect(first.status == 201)
        #expect(first.json["line_items"]?.array?.first?["quantity"] == 3)
        #expect(first.json["totals"]?.array?.last == cart.json["totals"]?.array?.last)
        let second = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", body, headers: Self.signed)
        #expect(second.json["id"] == first.json["id"])
        let missing = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", ["cart_id": "abc_def"], headers: Self.signed)
        #expect(missing.json["messages"]?.array?.first?["code"] == "not_found")
    }

    @Test func shippingIsTheCartsDeliveryAndItsTotalsTheCheckoutPages() async throws {
        let store = try UCPCartTests.store()
        let variant = try UCPCartTests.variant()
        let portland: UCPJSON = [
            "id": "home", "first_name": "Ada", "last_name": "Lovelace", "street_address": "1 Main St", "address_locality": "Portland",
            "address_region": "OR", "postal_code": "97201", "address_country": "US",
        ]
        var body = Self.lines(variant, 2)
        body = .object((body.object ?? [:]).merging(["fulfillment": ["methods": [["type": "shipping", "destinations": [portland]]]]]) { $1 })
        let (_, checkout) = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", body, headers: Self.signed)
        let method = try #require(checkout["fulfillment"]?["methods"]?.array?.first)
        #expect(method["selected_destination_id"] == "home")
        let group = try #require(method["groups"]?.array?.first)
        let options = try #require(group["options"]?.array)
        #expect(options.count >= 2)
        // As on Shopify, the cheapest option is selected until the buyer picks another.
        let cart = try #require(Self.cart(of: checkout, in: store))
        #expect(group["selected_option_id"]?.string == cart.selectedOptionHandle)
        #expect(cart.selectedAddress?.city == "Portland")
        let bill = store.commerce.bill(cart, withTax: true)
        #expect(UCPCartTests.total(checkout, "fulfillment") == UCPCartTests.cents(bill.shipping))
        #expect(UCPCartTests.total(checkout, "tax") == UCPCartTests.cents(bill.tax))
        #expect(UCPCartTests.total(checkout, "total") == UCPCartTests.cents(bill.due))
        // Another option, by its ID: the cart's selection and the total follow.
        let other = try #require(options.first { $0["id"] != group["selected_option_id"] })
        let id = try #require(checkout["id"]?.string)
        var change = Self.lines(variant, 2)
        let method2: UCPJSON = [
            "type": "shipping", "destinations": [portland], "selected_destination_id": "home",
            "groups": [["id": "group_1", "selected_option_id": other["id"] ?? .null]],
        ]
        change = .object((change.object ?? [:]).merging(["fulfillment": ["methods": [method2]]]) { $1 })
        let (_, updated) = try await UCPCartTests.rest(store, "PUT", "/checkout-sessions/\(id)", change, headers: Self.signed)
        let after = try #require(Self.cart(of: updated, in: store))
        #expect(after.selectedOptionHandle == other["id"]?.string)
        #expect(UCPCartTests.total(updated, "total") == UCPCartTests.cents(store.commerce.bill(after, withTax: true).due))
    }

    @Test func aCountryAloneGetsEstimatesAndAHandOff() async throws {
        let store = try UCPCartTests.store()
        let variant = try UCPCartTests.variant()
        let method: UCPJSON = ["type": "shipping", "destinations": [["id": "d1", "address_country": "US"]]]
        let body: UCPJSON = .object((Self.lines(variant).object ?? [:]).merging(["fulfillment": ["methods": [method]]]) { $1 })
        let (_, checkout) = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", body, headers: Self.signed)
        let group = try #require(checkout["fulfillment"]?["methods"]?.array?.first?["groups"]?.array?.first)
        #expect(group["options"]?.array?.isEmpty == false)
        #expect(group["selected_option_id"] == .null)
        #expect(checkout["messages"]?.array?.contains { $0["code"] == "invalid_address" && $0["severity"] == "requires_buyer_input" } == true)
        #expect(UCPCartTests.total(checkout, "fulfillment") == nil)
        #expect(Self.cart(of: checkout, in: store)?.addresses.isEmpty == true)
        let pickup: UCPJSON = .object((Self.lines(variant).object ?? [:]).merging(["fulfillment": ["methods": [["type": "pickup"]]]]) { $1 })
        let (status, _) = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", pickup, headers: Self.signed)
        #expect(status == 400)
    }

    @Test func aCheckoutIsCreatedOncePerIdempotencyKeyOverBothBindings() async throws {
        let store = try UCPCartTests.store()
        let variant = try UCPCartTests.variant()
        let key = ["idempotency-key": "0f6c2f4e-2222-4d4d-8888-abcdefabcdef"].merging(Self.signed) { $1 }
        let first = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", Self.lines(variant), headers: key)
        let again = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", Self.lines(variant), headers: key)
        #expect(first.status == 201)
        #expect(again.json["id"] == first.json["id"])
        // Over MCP's HTTP the Idempotency-Key header works as over REST (signatures.md).
        let mcpKey = ["idempotency-key": "0f6c2f4e-3333-4d4d-8888-abcdefabcdef"].merging(Self.signed) { $1 }
        let one = try await UCPCartTests.mcp(store, "create_checkout", ["checkout": Self.lines(variant)], headers: mcpKey)
        let two = try await UCPCartTests.mcp(store, "create_checkout", ["checkout": Self.lines(variant)], headers: mcpKey)
        #expect(one["result"]?["structuredContent"]?["id"] != nil)
        #expect(two["result"]?["structuredContent"]?["id"] == one["result"]?["structuredContent"]?["id"])
        // And with the key in `meta`, as checkout-mcp.md puts it.
        let metaKey = "0f6c2f4e-4444-4d4d-8888-abcdefabcdef"
        let three = try await UCPCartTests.mcp(store, "create_checkout", ["checkout": Self.lines(variant)], headers: Self.signed, key: metaKey)
        let four = try await UCPCartTests.mcp(store, "create_checkout", ["checkout": Self.lines(variant)], headers: Self.signed, key: metaKey)
        #expect(four["result"]?["structuredContent"]?["id"] == three["result"]?["structuredContent"]?["id"])
        #expect(store.commerce.storage.withLock { $0.carts.count } == 3)
    }

    @Test func hostileCheckoutInputIsRefused() async throws {
        let store = try UCPCartTests.store()
        let variant = try UCPCartTests.variant()
        let lines = Self.lines(variant).object ?? [:]
        let address: UCPJSON = ["id": "d", "address_country": "US"]
        let bodies: [UCPJSON] = [
            .object(lines.merging(["fulfillment": ["methods": "x"]]) { $1 }),
            .object(lines.merging(["fulfillment": ["methods": [["type": "shipping"], ["type": "shipping"]]]]) { $1 }),
            .object(
                lines.merging(["fulfillment": ["methods": [["type": "shipping", "destinations": [["id": "d", "postal_code": 97201]]]]]]) { $1 }),
            .object(lines.merging(["fulfillment": ["methods": [["destinations": .array(Array(repeating: address, count: 21))]]]]) { $1 }),
            .object(lines.merging(["discounts": ["codes": .array(Array(repeating: "X", count: 21))]]) { $1 }),
            ["line_items": []],
        ]
        for body in bodies {
            let (status, _) = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", body, headers: Self.signed)
            #expect(status == 400, "\(body.text.prefix(200))")
        }
        for cartID in ["", "x", String(repeating: "f", count: 70) + "_a", "../../x"] {
            let (status, json) = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", ["cart_id": .string(cartID)], headers: Self.signed)
            #expect(status == 200, "\(cartID)")
            #expect(json["messages"]?.array?.first?["code"] == "not_found", "\(cartID)")
        }
        #expect(store.commerce.storage.withLock { $0.carts.isEmpty })
    }

    @Test func aCheckoutPaidOnThePageReadsCompletedAndNoLongerChanges() async throws {
        let store = try UCPCartTests.store()
        let variant = try UCPCartTests.variant()
        let created = try await UCPCartTests.rest(store, "POST", "/checkout-sessions", Self.lines(variant), headers: Self.token)
        let id = try #require(created.json["id"]?.string)
        let cart = try #require(Self.cart(of: created.json, in: store))
        // What the buyer does on the checkout page: an address, a shipping rate, then pay.
        let address = DemoAddress(
            firstName: "Ada", lastName: "Lovelace", address1: "1 Main St", city: "Portland", provinceCode: "OR", zip: "97201",
            countryCode: "US")
        _ = store.commerce.updateBuyerIdentity(cart.id, email: "ada@example.com", countryCode: nil, phone: nil)
        _ = store.commerce.addAddresses(cart.id, [(address, true, false)])
        for _ in 0..<5 { _ = store.commerce.observe(cart.id) }
        let paid = try store.commerce.pay(token: cart.token)
        let (_, completed) = try await UCPCartTests.rest(store, "GET", "/checkout-sessions/\(id)", headers: Self.token)
        #expect(completed["status"] == "completed")
        #expect(completed["order"]?["id"]?.string == paid.id)
        #expect(completed["continue_url"] == nil)
        let (status, _) = try await UCPCartTests.rest(store, "PUT", "/checkout-sessions/\(id)", Self.lines(variant), headers: Self.token)
        #expect(status == 409)
    }
}
