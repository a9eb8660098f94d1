import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// A variant's stock is counted across every line of it in a cart, whatever their plans, as
/// Shopify counts it: a tea shop's matcha tin (3 in stock) bought once and every month.
@Suite struct StockAcrossPlansTests {
    static let catalog = try! DemoCatalog(
        file: CatalogFile.decodeInFileOrder(
            Data(
                """
                {"shop": {"name": "Chaya", "currencyCode": "EUR", "countryCode": "DE"},
                 "products": [
                   {"handle": "matcha", "title": "Matcha", "variants": [{"price": "20.00", "quantityAvailable": 3}],
                    "sellingPlans": [{"name": "Every month", "percentageOff": "10"}]}]}
                """.utf8)))
    static let matcha = ProductVariant.ID("gid://shopify/ProductVariant/1")
    static let berlin = ShippingAddress(firstName: "Ada", address1: "Unter den Linden 1", city: "Berlin", zip: "10117", countryCode: "DE")

    struct Setup {
        let demo: DemoHarness
        let flow: CheckoutFlow
        let monthly: SellingPlan.ID

        init() async throws {
            demo = try DemoHarness(catalog: StockAcrossPlansTests.catalog)
            let client = SubscriptionTests.client(demo)
            let product = try #require(try await client.fetch(ProductQuery(.handle("matcha"))).product)
            monthly = try SubscriptionTests.plan(product, "Every month").id
            flow = CheckoutFlow(
                backend: CartCheckout(client: client, polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock()),
                clock: TestClock())
        }

        func lines(once: Int, monthly count: Int) -> [LineInput] {
            [
                LineInput(variantID: StockAcrossPlansTests.matcha, quantity: once),
                LineInput(variantID: StockAcrossPlansTests.matcha, quantity: count, sellingPlanID: monthly),
            ]
        }
    }

    static func held(_ state: CheckoutState) -> [Int] {
        [state.lines.first { $0.plan == nil }?.quantity ?? 0, state.lines.first { $0.plan != nil }?.quantity ?? 0]
    }

    @Test func aNewCartTakesNoMoreThanTheStockOverItsLines() async throws {
        let setup = try await Setup()
        let (state, url) = try await setup.flow.run(
            lines: setup.lines(once: 2, monthly: 2), email: "ada@example.com", address: Self.berlin, shipping: .cheapest)
        #expect(Self.held(state) == [2, 1])
        #expect(state.warnings.map(\.code) == ["MERCHANDISE_NOT_ENOUGH_STOCK"])
        // The checkout page charges for the 3 the cart holds.
        let charged = try #require(await setup.demo.chargedTotal(url))
        #expect(charged.amount == state.total.amount + (state.taxes?.amount ?? 0), "\(charged) \(state.total)")
    }

    @Test func linesAddedAndUpdatedCountTheVariantsOtherLines() async throws {
        let setup = try await Setup()
        let first = try await setup.flow.syncCart(lines: setup.lines(once: 2, monthly: 1), extras: CartExtras(), previous: nil)
        #expect(Self.held(first) == [2, 1] && first.warnings.isEmpty)
        // More on the plan's line (cartLinesUpdate): cut to what the other line leaves.
        let updated = try await setup.flow.syncCart(lines: setup.lines(once: 2, monthly: 2), extras: CartExtras(), previous: first.id)
        #expect(updated.id == first.id && Self.held(updated) == [2, 1])
        #expect(updated.warnings.map(\.code) == ["MERCHANDISE_NOT_ENOUGH_STOCK"])
        // All 3 bought once: a line on the plan (cartLinesAdd) gets none, and is not added.
        let once = try await setup.flow.syncCart(
            lines: [LineInput(variantID: Self.matcha, quantity: 3)], extras: CartExtras(), previous: nil)
        let added = try await setup.flow.syncCart(lines: setup.lines(once: 3, monthly: 1), extras: CartExtras(), previous: once.id)
        #expect(Self.held(added) == [3, 0] && added.lines.count == 1)
        #expect(added.warnings.map(\.message) == ["The maximum quantity of this item is already in your cart."])
    }
}
