import Foundation
import StoreKitCore
import StoreKitDemo

/// A client on the embedded demo store: the one place where the tests put StoreKitCore's client
/// before the demo store (the demo's own tests and the client's integration tests alike).
public struct DemoHarness: Sendable {
    /// The store, in process.
    public let store: DemoStore
    /// StoreKitCore's client on it.
    public let client: StorefrontClient

    /// A client with `token` on a store of `catalog` (the built-in shoe store when nil).
    public init(
        catalog: DemoCatalog? = nil, options: DemoStore.Options = DemoStore.Options(),
        retry: RetryPolicy = .none, timeout: TimeInterval = 60, token: String = "demo-token"
    ) throws {
        store = try DemoStore(catalog: catalog ?? DemoHarness.shoeStore, options: options)
        client = StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: token, retry: retry, timeout: timeout),
            transport: InProcessTransport(store: store))
    }

    /// The built-in shoe store.
    public static let shoeStore = try! DemoCatalog(file: ShoeStoreCatalog.file())

    /// The HTML of the store's page at `url` (a checkout page), nil when it answers none.
    public func page(_ url: URL) async -> String? {
        guard case .response(let page) = await store.handle(.init(method: "GET", path: url.path, headers: [:], body: Data())) else { return nil }
        return String(decoding: page.body, as: UTF8.self)
    }

    /// The total the checkout page at `url` charges.
    public func chargedTotal(_ url: URL) async -> Money? {
        guard let html = await page(url) else { return nil }
        guard let match = html.firstMatch(of: #/<dd id="total" data-amount="([0-9.]+)" data-currency="([A-Z]{3})">/#) else { return nil }
        return Money(amount: String(match.output.1), currencyCode: String(match.output.2))
    }

    /// Pays the checkout at `url` the way the "Pay now" button does; the HTTP status.
    public func pay(_ url: URL) async -> Int {
        guard case .response(let response) = await store.handle(.init(method: "POST", path: url.path + "/pay", headers: [:], body: Data())) else {
            return 0
        }
        return response.status
    }

    /// Posts a raw GraphQL request and returns status and parsed JSON.
    public func raw(
        _ query: String, variables: [String: Any] = [:], path: String = "/api/2026-04/graphql.json",
        headers: [String: String] = ["X-Shopify-Storefront-Access-Token": "t"]
    ) async throws -> (Int, [String: Any]) {
        let body = try JSONSerialization.data(withJSONObject: ["query": query, "variables": variables])
        guard case .response(let response) = await store.handle(.init(method: "POST", path: path, headers: headers, body: body)) else {
            throw TransportError.connectionLost
        }
        let json = (try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]) ?? [:]
        return (response.status, json)
    }
}
