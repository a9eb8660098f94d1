import Foundation
import StoreKitCore

@testable import StoreKitDemo

/// A client on the embedded demo store.
struct DemoHarness {
    let store: DemoStore
    let client: StorefrontClient

    init(
        catalog: DemoCatalog? = nil, options: DemoStore.Options = DemoStore.Options(),
        retry: RetryPolicy = .none, timeout: TimeInterval = 60, token: String = "demo-token"
    ) throws {
        store = try DemoStore(catalog: catalog ?? DemoHarness.shoeStore, options: options)
        client = StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: token, retry: retry, timeout: timeout),
            transport: InProcessTransport(store: store))
    }

    static let shoeStore = try! DemoCatalog(file: ShoeStoreCatalog.file())

    /// The total the checkout page at `url` charges.
    func chargedTotal(_ url: URL) async -> Money? {
        guard case .response(let page) = await store.handle(.init(method: "GET", path: url.path, headers: [:], body: Data())) else { return nil }
        let html = String(decoding: page.body, as: UTF8.self)
        guard let match = html.firstMatch(of: #/<dd id="total" data-amount="([0-9.]+)" data-currency="([A-Z]{3})">/#) else { return nil }
        return Money(amount: String(match.output.1), currencyCode: String(match.output.2))
    }

    /// Pays the checkout at `url` the way the "Pay now" button does; the HTTP status.
    func pay(_ url: URL) async -> Int {
        guard case .response(let response) = await store.handle(.init(method: "POST", path: url.path + "/pay", headers: [:], body: Data())) else {
            return 0
        }
        return response.status
    }

    /// Posts a raw GraphQL request and returns status and parsed JSON.
    func raw(
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

extension Dictionary where Key == String, Value == Any {
    /// The messages of `errors`.
    var errorMessages: [String] { (self["errors"] as? [[String: Any]])?.compactMap { $0["message"] as? String } ?? [] }
}

extension CatalogFile {
    /// A test's catalog with its IDs numbered in file order (`gid://shopify/ProductVariant/1` is
    /// its first variant), as the commerce tests name them; the stable IDs of catalog files are
    /// CatalogIDTests'.
    static func decodeInFileOrder(_ data: Data) throws(CatalogError) -> CatalogFile {
        var file = try decode(data)
        file.numbersIDsInFileOrder = true
        return file
    }
}
