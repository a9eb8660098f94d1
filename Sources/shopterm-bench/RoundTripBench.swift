import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import StorefrontHarness

/// Round trips of the journey launch → collection → product → add 2 → checkout (email and
/// address) → shipping → checkout URL, counted in the demo store's request log: shopterm's
/// storefront against the Buy SDK's step-by-step flow (the baseline). Requests under way at the
/// same time are one round trip (a product and its stock counts travel together).
enum RoundTripBench {
    struct Result {
        /// Each round trip's requests.
        var shopterm: [[String]]
        var baseline: [[String]]
    }

    /// The log's requests grouped into round trips: a request that starts before the round trip
    /// under way has ended travels with it.
    static func roundTrips(_ log: [DemoStore.LogEntry]) -> [[String]] {
        var trips: [(names: [String], end: Date)] = []
        for entry in log.sorted(by: { $0.started < $1.started }) {
            if let last = trips.last, entry.started < last.end {
                trips[trips.count - 1] = (last.names + [entry.operationName], max(last.end, entry.finished))
            } else {
                trips.append(([entry.operationName], entry.finished))
            }
        }
        return trips.map(\.names)
    }

    /// Enough latency that requests sent together overlap in the log.
    static let latency = 20

    static let address = ["Ada", "Lovelace", "", "1 Main St", "", "Portland", "OR", "97201", "US", ""]

    static func run() async throws -> Result {
        Result(shopterm: try await storefront(), baseline: try await baseline())
    }

    /// The full-screen storefront's journey, headless, on the Cart API.
    static func storefront() async throws -> [[String]] {
        let store = try DemoStore(catalog: try DemoCatalog(file: ShoeStoreCatalog.file()), options: DemoStore.Options(latencyMilliseconds: latency))
        let app = try HeadlessStorefront(store: store)
        try app.start()
        try await step(app, "the launch screen") { $0.shop != nil && $0.shopRequest == nil && $0.accountRequest == nil }
        app.send(.key(.enter))
        try await step(app, "the collection") {
            if case .collection(let screen) = $0.screen { return !screen.products.items.isEmpty } else { return false }
        }
        app.send(.key(.enter))
        try await step(app, "the product") { if case .product(let screen) = $0.screen { return screen.product != nil } else { return false } }
        app.send(.key(.character("+")))
        app.send(.key(.enter))  // add to the cart
        try await step(app, "the cart") { $0.cart.local.itemCount == 2 }
        app.send(.key(.character("c")))
        app.send(.key(.enter))
        app.type("ada@example.com")
        app.send(.key(.enter))
        for (index, value) in address.enumerated() {
            app.type(value)
            if index < address.count - 1 { app.send(.key(.tab)) }
        }
        app.send(.key(.enter))
        try await step(app, "the shipping rates") { state in
            guard case .checkout(let screen) = state.screen else { return false }
            return screen.step == .rates && !state.isWaiting(.checkout) && !(screen.checkout?.shippingRates.isEmpty ?? true)
        }
        app.send(.key(.enter))
        try await step(app, "the review") { state in
            if case .checkout(let screen) = state.screen { return screen.step == .review && !state.isWaiting(.checkout) } else { return false }
        }
        let log = roundTrips(store.requestLog)
        app.send(.key(.enter))
        guard app.state.handoffURL != nil else { throw BenchError("the journey did not reach the checkout URL") }
        return log
    }

    /// The Buy SDK's case study, one request per step as its sample app makes them, on the Cart
    /// API (its Checkout API is gone): shop, collections, a collection's products, the product,
    /// the cart created with the lines only, then the email, the address, the delivery options
    /// polled until present, the option selected, and the final totals read before the handoff.
    static func baseline() async throws -> [[String]] {
        let store = try DemoStore(catalog: try DemoCatalog(file: ShoeStoreCatalog.file()), options: DemoStore.Options(latencyMilliseconds: latency))
        let client = StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: ""),
            transport: InProcessTransport(store: store), logger: HeadlessStorefront.quiet)
        _ = try await client.fetch(ShopQuery())
        let collections = try await client.fetch(CollectionsQuery(first: 50)).collections
        guard let first = collections.items.first,
            let summary = try await client.fetch(CollectionProductsQuery(handle: first.handle, first: 50)).collection?.products.items.first,
            let product = try await client.fetch(ProductQuery(.handle(summary.handle))).product,
            let variant = product.variants.first(where: \.availableForSale)
        else {
            throw BenchError("the demo catalog has no product to buy")
        }
        let cart = CartCheckout(client: client, polling: PollingPolicy(attempts: 10, interval: 0.05))
        var checkout = try await cart.create(lines: [LineInput(variantID: variant.id, quantity: 2)], email: nil, address: nil)
        checkout = try await cart.updateEmail(of: checkout, to: "ada@example.com")
        checkout = try await cart.updateAddress(
            of: checkout,
            to: ShippingAddress(
                firstName: "Ada", lastName: "Lovelace", address1: "1 Main St", city: "Portland", provinceCode: "OR", zip: "97201", countryCode: "US"))
        checkout = try await cart.shippingRates(for: checkout)
        guard let cheapest = checkout.shippingRates.min(by: { $0.price.amount < $1.price.amount }), let group = checkout.deliveryGroupID else {
            throw BenchError("no shipping rates")
        }
        // The step-by-step flow selects the rate even when the store preselected it.
        _ = try await client.fetch(
            CartMutation<CartSelectedDeliveryOptionsUpdate>(cartID: checkout.id, deliveryGroupID: group, handle: cheapest.handle))
        guard let final = try await cart.fetch(id: checkout.id) else { throw BenchError("the cart vanished") }
        _ = try CheckoutURL.validated(final.webURL)
        return roundTrips(store.requestLog)
    }

    private static func step(_ app: HeadlessStorefront, _ what: String, _ done: (AppState) -> Bool) async throws {
        guard await app.wait(until: done) else { throw BenchError("the journey did not reach \(what): \(app.state.status?.text ?? "no message")") }
    }
}

/// A benchmark that could not run.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
