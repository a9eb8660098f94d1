import Foundation
import StoreKitCore
import StoreKitTestSupport

/// Profiles, answers and clients of the UCP tests.
enum UCPFixtures {
    static let endpoint = "https://catalog.shopify.com/api/ucp/mcp"
    static let credentials = CatalogCredentials(clientID: "client-abc", clientSecret: "s3cr3t-VERY-secret")

    /// A profile as Shopify's (`shared/ucp-spec/captured/catalog.shopify.com-well-known-ucp.json`),
    /// of `version`, with `services` as the `dev.ucp.shopping` list.
    static func profile(endpoint: String = endpoint, version: String = "2026-04-08", services: String? = nil) -> String {
        let shopping =
            services
            ?? #"[{"version": "\#(version)", "transport": "mcp", "endpoint": "\#(endpoint)", "schema": "https://ucp.dev/\#(version)/services/shopping/mcp.openrpc.json"}]"#
        return #"""
            {"ucp": {"version": "\#(version)", "supported_versions": {"\#(version)": "https://catalog.shopify.com/.well-known/ucp/\#(version)"},
             "services": {"dev.ucp.shopping": \#(shopping)},
             "capabilities": {"dev.ucp.shopping.catalog.search": [{"version": "\#(version)"}]}, "payment_handlers": {}}}
            """#
    }

    /// A JSON-RPC answer numbered `id` with `content` as structured content and as text.
    static func result(_ content: String, id: Int = 1) -> String {
        let text = String(decoding: (try? JSONEncoder().encode(content)) ?? Data(), as: UTF8.self)
        return #"{"jsonrpc": "2.0", "id": \#(id), "result": {"structuredContent": \#(content), "content": [{"type": "text", "text": \#(text)}]}}"#
    }

    /// One product with one offer of `price` minor units of `currency`.
    static func product(id: String = "p1", title: String = "Blue Runner", price: String = "12000", currency: String = "USD") -> String {
        #"""
        {"id": "\#(id)", "title": "\#(title)", "description": {"plain": "Light shoes."}, "url": "https://shop.example/products/blue",
         "price_range": {"min": {"amount": \#(price), "currency": "\#(currency)"}, "max": {"amount": \#(price), "currency": "\#(currency)"}},
         "media": [{"type": "image", "url": "https://cdn.example/blue.jpg", "alt_text": "Blue shoes"}],
         "variants": [{"id": "v1", "title": "Size 10", "price": {"amount": \#(price), "currency": "\#(currency)"},
           "list_price": {"amount": 15000, "currency": "\#(currency)"}, "availability": {"available": true},
           "options": [{"name": "Size", "label": "10"}],
           "seller": {"name": "Shoe Shop", "domain": "shoe-shop.myshopify.com", "url": "https://shoes.example"},
           "checkout_url": "https://shoes.example/cart/1:1"}],
         "rating": {"value": 4.5, "scale_max": 5, "count": 128}}
        """#
    }

    /// A search answer of `products` (JSON texts).
    static func page(_ products: [String], cursor: String? = nil, messages: String = "[]") -> String {
        let pagination = cursor.map { #"{"cursor": "\#($0)", "has_next_page": true}"# } ?? #"{"has_next_page": false}"#
        return
            #"{"ucp": {"version": "2026-04-08"}, "products": [\#(products.joined(separator: ","))], "pagination": \#(pagination), "messages": \#(messages)}"#
    }

    /// A client of `script` with `settings` (Shopify's catalog, anonymous, no retries unless said).
    static func client(_ script: CatalogScript, settings: GlobalCatalogSettings = GlobalCatalogSettings(retry: .none)) -> GlobalCatalogClient {
        GlobalCatalogClient(settings: settings, transport: script, clock: script.clock, random: { 0.5 })
    }

    /// The error `body` throws, as a `UCPError` (nil: none, or another kind).
    static func error(_ body: () async throws -> Void) async -> UCPError? {
        do {
            try await body()
            return nil
        } catch {
            return error as? UCPError
        }
    }

    /// A request's body as JSON.
    static func json(_ request: HTTPRequest) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: request.body)
    }
}
