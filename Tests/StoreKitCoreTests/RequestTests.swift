import Foundation
import StoreKitTestSupport
import Testing

@testable import StoreKitCore

/// Checklist 1–4: how requests are built.
@Suite struct RequestTests {
    @Test func endpointIsGraphQLJSONOverHTTPS() throws {
        let endpoint = try ShopEndpoint(parsing: "shoes.myshopify.com")
        #expect(endpoint.graphQLURL(version: .default).absoluteString == "https://shoes.myshopify.com/api/2026-10/graphql.json")
        let explicit = try ShopEndpoint(parsing: "https://Shoes.Example.com/")
        #expect(explicit.graphQLURL(version: APIVersion("2025-07")!).absoluteString == "https://shoes.example.com/api/2025-07/graphql.json")
    }

    @Test func httpIsOnlyForLoopback() throws {
        let loopback = try ShopEndpoint(parsing: "http://127.0.0.1:8080")
        #expect(loopback.graphQLURL(version: .default).absoluteString == "http://127.0.0.1:8080/api/2026-10/graphql.json")
        #expect(try ShopEndpoint(parsing: "http://localhost:9").isLoopback)
        #expect(throws: ShopEndpointError.invalid("http://shoes.myshopify.com", "http:// is only allowed for a loopback demo server; use https")) {
            try ShopEndpoint(parsing: "http://shoes.myshopify.com")
        }
        // Without a scheme a loopback address is a demo server, which speaks http (as the demo's
        // global catalog names its shops): never https, a long wait for a TLS answer.
        for input in ["127.0.0.1:8080", "localhost:9", "127.0.0.1", "[::1]:8080"] {
            let endpoint = try ShopEndpoint(parsing: input)
            #expect(endpoint.scheme == "http" && endpoint.isLoopback, "\(input)")
        }
        #expect(try ShopEndpoint(parsing: "127.0.0.1:8080").graphQLURL(version: .default).absoluteString.hasPrefix("http://127.0.0.1:8080/"))
    }

    @Test(arguments: [
        "https://user:pw@shoes.myshopify.com", "shoes.myshopify.com/admin", "shoes.myshopify.com:8443",
        "ftp://shoes.myshopify.com", "shoes", "shoes..com", "-bad.com", "shoes.myshopify.com?x=1", "http://127.0.0.1.evil.com",
        "sho es.com", "192.168.1.1",
    ])
    func suspiciousShopsAreRefused(_ input: String) {
        #expect(throws: ShopEndpointError.self) { try ShopEndpoint(parsing: input) }
    }

    @Test func postsJSONWithVariablesNeverSpliced() async throws {
        let transport = ScriptedTransport(json: #"{"data":{"products":{"nodes":[],"pageInfo":{"hasNextPage":false,"endCursor":null}}}}"#)
        let client = try Fixtures.client(transport)
        let query = "title:\"Swift\" AND tag:sale"
        _ = try await client.send(ProductsQuery(first: 5, after: "abc", query: query))
        let request = try #require(transport.requests.first)
        #expect(request.method == "POST")
        #expect(request.url == Fixtures.endpoint)
        #expect(request.header("content-type") == "application/json")
        #expect(request.header("accept") == "application/json")
        let body = try JSONDecoder().decode([String: JSONValue].self, from: request.body)
        #expect(body["operationName"] == "Products")
        #expect(body["variables"] == .object(["first": 5, "after": "abc", "query": .string(query)]))
        guard case .string(let document)? = body["query"] else {
            Issue.record("no query")
            return
        }
        #expect(document == ProductsQuery.document.text)
        #expect(!document.contains("Swift"))
        #expect(!document.contains("abc"))
    }

    @Test func headersCarryTokenUserAgentAndLanguage() async throws {
        let transport = ScriptedTransport(json: Fixtures.shopJSON)
        let client = try Fixtures.client(transport, buyer: BuyerContext(locale: "zh_Hans_US"))
        _ = try await client.send(ShopQuery())
        let request = try #require(transport.requests.first)
        #expect(request.header("X-Shopify-Storefront-Access-Token") == "secret-token")
        #expect(request.header("User-Agent") == "shopterm/\(ShoptermVersion.current)")
        #expect(request.header("Accept-Language") == "zh-US")
    }

    @Test(arguments: [("zh_Hans_US", "zh-US"), ("en_US", "en-US"), ("en", "en"), ("fr_CA", "fr-CA"), ("pt-BR", "pt-BR"), ("", "en")])
    func acceptLanguageFromLocale(_ locale: String, _ expected: String) {
        #expect(BuyerContext(locale: locale).acceptLanguage == expected)
    }

    @Test func localeComesFromPOSIXVariables() {
        #expect(BuyerContext.locale(fromEnvironment: ["LANG": "fr_FR.UTF-8"]) == "fr_FR")
        #expect(BuyerContext.locale(fromEnvironment: ["LANG": "fr_FR.UTF-8", "LC_ALL": "de_DE@euro"]) == "de_DE")
        #expect(BuyerContext.locale(fromEnvironment: ["LANG": "C.UTF-8"]) == "en_US")
        #expect(BuyerContext.locale(fromEnvironment: [:]) == "en_US")
    }

    @Test func countryAndLanguageGoToInContext() async throws {
        let transport = ScriptedTransport(json: Fixtures.shopJSON, repeat: 2)
        _ = try await Fixtures.client(transport, buyer: BuyerContext(country: "CA", language: "FR")).send(ShopQuery())
        _ = try await Fixtures.client(transport).send(ShopQuery())
        let withContext = try JSONDecoder().decode([String: JSONValue].self, from: transport.requests[0].body)
        let without = try JSONDecoder().decode([String: JSONValue].self, from: transport.requests[1].body)
        #expect(withContext["variables"] == .object(["country": "CA", "language": "FR"]))
        #expect(without["variables"] == .object([:]))
        #expect(ShopQuery.document.text.contains("@inContext(country: $country, language: $language)"))
    }

    @Test func everyDocumentDeclaresTheContextVariables() {
        for operation in OperationManifest.operations {
            let text = operation.document.operation
            #expect(text.contains("$country: CountryCode"), "\(operation.operationName)")
            #expect(text.contains("$language: LanguageCode"), "\(operation.operationName)")
            #expect(text.contains("@inContext(country: $country, language: $language)"), "\(operation.operationName)")
        }
    }

    @Test func noTokenSendsNoTokenHeader() throws {
        let demo = StorefrontClient(
            configuration: .init(endpoint: Fixtures.endpoint, token: ""),
            transport: ScriptedTransport([]))
        #expect(demo.request(for: ShopQuery()).header("X-Shopify-Storefront-Access-Token") == nil)
    }

    /// A server serving shoppers (serve-ssh) sends its token as a private one, with the shopper's
    /// address; without a token the address alone is not sent.
    @Test func aServerSendsAPrivateTokenWithTheBuyersIP() throws {
        let served = StorefrontClient(
            configuration: .init(endpoint: Fixtures.endpoint, token: "private-token", buyerIP: "203.0.113.9"), transport: ScriptedTransport([]))
        let request = served.request(for: ShopQuery())
        #expect(request.header("Shopify-Storefront-Private-Token") == "private-token")
        #expect(request.header("Shopify-Storefront-Buyer-IP") == "203.0.113.9")
        #expect(request.header("X-Shopify-Storefront-Access-Token") == nil)
        let tokenless = StorefrontClient(
            configuration: .init(endpoint: Fixtures.endpoint, token: "", buyerIP: "203.0.113.9"), transport: ScriptedTransport([]))
        #expect(tokenless.request(for: ShopQuery()).header("Shopify-Storefront-Buyer-IP") == nil)
    }
}
