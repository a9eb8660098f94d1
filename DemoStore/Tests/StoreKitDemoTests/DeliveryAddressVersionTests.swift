import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// The delivery-address mutations as each API version answers them.
@Suite struct DeliveryAddressVersionTests {
    static let create =
        #"mutation { cartCreate(input: {delivery: {addresses: [{selected: true, address: {deliveryAddress: {address1: "1 Main St", city: "Portland", provinceCode: "OR", zip: "97201", countryCode: US}}}]}}) { cart { id delivery { addresses { id } } } } }"#

    func cart(_ demo: DemoHarness, version: String) async throws -> String {
        let (_, created) = try await demo.raw(Self.create, path: "/api/\(version)/graphql.json")
        return try #require(
            ((created["data"] as? [String: Any])?["cartCreate"] as? [String: Any]).flatMap { ($0["cart"] as? [String: Any])?["id"] as? String })
    }

    func addressCount(_ demo: DemoHarness, cart: String, version: String) async throws -> Int? {
        let (_, json) = try await demo.raw(
            "query C($id: ID!) { cart(id: $id) { delivery { addresses { id } } } }", variables: ["id": cart],
            path: "/api/\(version)/graphql.json")
        return (((json["data"] as? [String: Any])?["cart"] as? [String: Any])?["delivery"] as? [String: Any])
            .flatMap { ($0["addresses"] as? [Any])?.count }
    }

    @Test func replaceIsAnUndefinedFieldBefore2025_10() async throws {
        let demo = try DemoHarness()
        let id = try await cart(demo, version: "2025-07")
        let replace = #"mutation R($id: ID!) { cartDeliveryAddressesReplace(cartId: $id, addresses: []) { cart { id } } }"#
        let (status, old) = try await demo.raw(replace, variables: ["id": id], path: "/api/2025-07/graphql.json")
        #expect(status == 200 && old["data"] == nil)
        let error = (old["errors"] as? [[String: Any]])?.first
        #expect(error?["message"] as? String == "Field 'cartDeliveryAddressesReplace' doesn't exist on type 'Mutation'")
        #expect((error?["extensions"] as? [String: Any])?["code"] as? String == "undefinedField")
        let (_, new) = try await demo.raw(replace, variables: ["id": id], path: "/api/2025-10/graphql.json")
        #expect(new["errors"] == nil)
        #expect(try await addressCount(demo, cart: id, version: "2025-10") == 0)
    }

    /// From 2025-10 an update with no addresses clears them all; before, it changed nothing.
    @Test(arguments: [("2025-07", 1), ("2025-10", 0), ("2026-04", 0)])
    func anEmptyUpdate(version: String, remaining: Int) async throws {
        let demo = try DemoHarness()
        let id = try await cart(demo, version: version)
        let update = #"mutation U($id: ID!) { cartDeliveryAddressesUpdate(cartId: $id, addresses: []) { cart { id } userErrors { message } } }"#
        let (_, json) = try await demo.raw(update, variables: ["id": id], path: "/api/\(version)/graphql.json")
        #expect(json["errors"] == nil)
        #expect(try await addressCount(demo, cart: id, version: version) == remaining)
    }
}
