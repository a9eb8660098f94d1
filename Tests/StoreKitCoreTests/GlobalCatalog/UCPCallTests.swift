import Foundation
import StoreKitCore
import StoreKitTestSupport
import Synchronization
import Testing

/// `tools/call` over HTTP: the request as UCP's MCP binding wants it, and every kind of answer.
struct UCPCallTests {
    let search = GlobalSearch(query: "shoes")

    @Test func aSearchSendsExactlyTheUCPRequest() async throws {
        let script = CatalogScript([.profile(), .result(UCPFixtures.page([]))])
        let search = GlobalSearch(
            query: "running shoes", shipsTo: "us", currency: "usd", minPrice: 20, maxPrice: Decimal(string: "99.95"), conditions: ["new"],
            cursor: "abc", limit: 5)
        _ = try await UCPFixtures.client(script).search(search)
        let request = try #require(script.requests.last)
        let expected: JSONValue = .object([
            "jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": .object([
                "name": "search_catalog",
                "arguments": .object([
                    "meta": .object(["ucp-agent": .object(["profile": "https://shopterm.dev/ucp/agent-profile.json"])]),
                    "catalog": .object([
                        "query": "running shoes",
                        "context": .object(["address_country": "US", "currency": "USD"]),
                        "filters": .object([
                            "available": true, "ships_to": .object(["country": "US"]), "condition": .array(["new"]),
                            "price": .object(["min": 2000, "max": 9995]),
                        ]),
                        "pagination": .object(["cursor": "abc", "limit": 5]),
                    ]),
                ]),
            ]),
        ])
        #expect(try UCPFixtures.json(request) == expected)
        #expect(request.method == "POST")
        #expect(request.header("Content-Type") == "application/json")
        #expect(request.header("Accept") == "application/json, text/event-stream")
        #expect(request.header("Authorization") == nil)
        #expect(request.header("Mcp-Session-Id") == nil)
    }

    @Test func callsAreNumberedUpward() async throws {
        let script = CatalogScript([.profile(), .result(UCPFixtures.page([]), id: 1), .result(#"{"products": []}"#, id: 2)])
        let client = UCPFixtures.client(script)
        _ = try await client.search(search)
        _ = try await client.lookup(ids: ["p1"])
        let ids = try script.requests.dropFirst().map { request -> JSONValue? in
            guard case .object(let body) = try UCPFixtures.json(request) else { return nil }
            return body["id"]
        }
        #expect(ids == [.int(1), .int(2)])
    }

    @Test func aPriceBoundWithoutACurrencyIsNotSent() async {
        let script = CatalogScript([])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(GlobalSearch(query: "x", maxPrice: 10)) }
        #expect(error == .invalidSearch("a price bound needs a currency (ISO 4217, such as USD)"))
        #expect(script.requests.isEmpty)
    }

    @Test func theStructuredContentIsRead() async throws {
        let script = CatalogScript([.profile(), .result(UCPFixtures.page([UCPFixtures.product()], cursor: "next-1"))])
        let page = try await UCPFixtures.client(script).search(search)
        let product = try #require(page.products.first)
        #expect(page.nextCursor == "next-1")
        #expect(product.title == "Blue Runner")
        #expect(product.description == "Light shoes.")
        #expect(product.image == URL(string: "https://cdn.example/blue.jpg"))
        #expect(product.imageAlt == "Blue shoes")
        #expect(product.minPrice == Money(amount: 120, currencyCode: "USD"))
        #expect(product.rating == GlobalRating(value: Decimal(string: "4.5")!, scaleMax: 5, count: 128))
        #expect(product.available)
        let offer = try #require(product.offers.first)
        #expect(offer.options == [GlobalOption(name: "Size", label: "10")])
        #expect(offer.checkoutURL == URL(string: "https://shoes.example/cart/1:1"))
        #expect(product.sellers == [GlobalSeller(name: "Shoe Shop", domain: "shoe-shop.myshopify.com", url: URL(string: "https://shoes.example"))])
    }

    @Test func withoutStructuredContentTheTextIsRead() async throws {
        let content = UCPFixtures.page([UCPFixtures.product()])
        let text = String(decoding: try JSONEncoder().encode(content), as: UTF8.self)
        let script = CatalogScript([.profile(), .ok(#"{"jsonrpc": "2.0", "id": 1, "result": {"content": [{"type": "text", "text": \#(text)}]}}"#)])
        let page = try await UCPFixtures.client(script).search(search)
        #expect(page.products.map(\.id) == ["p1"])
    }

    @Test func anEventStreamAnswerIsRead() async throws {
        let body =
            "event: message\ndata: \(UCPFixtures.result(UCPFixtures.page([UCPFixtures.product()])).replacingOccurrences(of: "\n", with: " "))\n\n"
        let script = CatalogScript([.profile(), .ok(body, type: "text/event-stream")])
        let page = try await UCPFixtures.client(script).search(search)
        #expect(page.products.map(\.id) == ["p1"])
    }

    @Test func aJSONRPCErrorIsSaidWithItsCode() async {
        let script = CatalogScript([.profile(), .ok(#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32602, "message": "Invalid params: limit"}}"#)])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(search) }
        #expect(error == .rpc(code: -32602, message: "Invalid params: limit"))
    }

    @Test func aToolErrorIsSaid() async {
        let script = CatalogScript([
            .profile(), .ok(#"{"jsonrpc": "2.0", "id": 1, "result": {"isError": true, "content": [{"type": "text", "text": "query too long"}]}}"#),
        ])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(search) }
        #expect(error == .tool(message: "query too long"))
    }

    @Test func anErrorMessageWithoutProductsIsSaid() async {
        let content =
            #"{"ucp": {"version": "2026-04-08", "status": "error"}, "messages": [{"type": "error", "code": "invalid_filter", "content": "bad country"}]}"#
        let script = CatalogScript([.profile(), .result(content)])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(search) }
        #expect(error == .catalog(code: "invalid_filter", message: "bad country"))
    }

    @Test func anUnknownProductIsNil() async throws {
        let content =
            #"{"ucp": {"version": "2026-04-08", "status": "error"}, "messages": [{"type": "error", "code": "not_found", "content": "Product not found: x"}]}"#
        let script = CatalogScript([.profile(), .result(content)])
        #expect(try await UCPFixtures.client(script).product(id: "x") == nil)
    }

    @Test func aLookupKeepsWhatWasFoundAndItsMessages() async throws {
        let content = #"{"products": [\#(UCPFixtures.product())], "messages": [{"type": "info", "code": "not_found", "content": "p9"}]}"#
        let script = CatalogScript([.profile(), .result(content)])
        let products = try await UCPFixtures.client(script).lookup(ids: ["p1", "p9"], shipsTo: "CA")
        #expect(products.map(\.id) == ["p1"])
        guard case .object(let body) = try UCPFixtures.json(try #require(script.requests.last)),
            case .object(let params) = body["params"], case .object(let arguments) = params["arguments"],
            case .object(let catalog) = arguments["catalog"]
        else { throw UCPTestFailure("the lookup's body has no catalog") }
        #expect(catalog["ids"] == .array(["p1", "p9"]))
        #expect(catalog["context"] == .object(["address_country": "CA"]))
    }

    @Test func anAnonymousCallRefusedAsksForAKey() async {
        let script = CatalogScript([
            .profile(), .status(401, #"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32000, "message": "token required"}}"#),
        ])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(GlobalSearch(query: "x", cursor: "page-2")) }
        #expect(error == .keyNeeded(status: 401))
        #expect(error?.description == "the catalog answers this only with a catalog key (HTTP 401)")
    }

    @Test func aRateLimitIsSaidWithItsWait() async {
        let script = CatalogScript([.profile(), .status(429, "slow down", headers: ["Retry-After": "7"])])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(search) }
        #expect(error == .rateLimited(retryAfter: 7))
        #expect(error?.description == "the catalog is rate limiting shopterm; try again in 7 s")
    }

    @Test func aRateLimitIsWaitedOutWhenRetriesAreAllowed() async throws {
        let script = CatalogScript([.profile(), .status(429, headers: ["Retry-After": "7"]), .result(UCPFixtures.page([]), id: 1)])
        let client = UCPFixtures.client(script, settings: GlobalCatalogSettings(retry: RetryPolicy(maxRetries: 2)))
        let notices = Mutex<[String]>([])
        client.retries.listen { notice in notices.withLock { $0.append(notice.description) } }
        _ = try await client.search(search)
        #expect(script.clock.sleeps == [7])
        // Said before the wait, as the Storefront client's retries are: never minutes of silence.
        #expect(notices.withLock { $0 }.count == 1)
        #expect(notices.withLock { $0 }.first?.hasSuffix("retrying in 7 s (1 of 2)") == true, "\(notices.withLock { $0 })")
    }

    @Test func anHTMLAnswerIsNotACatalog() async {
        let script = CatalogScript([.profile(), .ok("<html><body>Sign in</body></html>", type: "text/html")])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(search) }
        #expect(error == .notUCPCatalog(host: "catalog.shopify.com", detail: "it answered a web page"))
    }

    @Test func aHugeAnswerIsRefused() async {
        let huge = Data(repeating: UInt8(ascii: " "), count: GlobalCatalogSettings.defaultMaxResponseBytes + 1)
        let script = CatalogScript([.profile(), CatalogScript.Step(delay: 0, outcome: .respond(HTTPResponse(status: 200, body: huge)))])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(search) }
        #expect(error == .responseTooLarge(limit: GlobalCatalogSettings.defaultMaxResponseBytes))
        #expect(error?.description == "the catalog's answer is larger than 8 MB and was refused")
    }

    /// The whole call ends within the timeout: each request gets only the time left, and no
    /// retry starts after it.
    @Test func aSlowCatalogRunsOutOfTime() async {
        let script = CatalogScript([.profile(), .fail(.timedOut, after: 20), .fail(.timedOut, after: 9)])
        let client = UCPFixtures.client(script, settings: GlobalCatalogSettings(timeout: 30, retry: RetryPolicy(maxRetries: 3, baseDelay: 0.5)))
        let error = await UCPFixtures.error { _ = try await client.search(search) }
        if case .outOfTime(let seconds, _)? = error {
            #expect(seconds == 30)
        } else {
            Issue.record("expected the call to run out of time, got \(String(describing: error))")
        }
        let timeouts = script.requests.map(\.timeout)
        #expect(timeouts.count == 3)
        #expect(timeouts[0] == 30 && timeouts[1] == 30)
        #expect(timeouts[2] < 10)
    }
}
