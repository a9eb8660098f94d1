import Foundation

/// Searches a UCP global catalog (Shopify's by default) over its MCP binding: JSON-RPC 2.0
/// `tools/call` by HTTP POST, stateless (no `initialize`, no session id, as Shopify's own
/// client), through shopterm's ``HTTPTransport``.
///
/// The endpoint is found once per client by discovery (`<catalog>/.well-known/ucp`); with
/// credentials, a token is fetched, kept (memory and the 0600 token cache) until a minute
/// before it expires, and sent as `Authorization: Bearer`. Every call ends within
/// ``GlobalCatalogSettings/timeout`` in all, retries included.
///
/// Not built on modelcontextprotocol/swift-sdk (0.12.1, on this machine): its `Client.connect`
/// always sends `initialize` first, and its `HTTPClientTransport` runs over `URLSession`
/// (FoundationNetworking on Linux), not over shopterm's libcurl transport with its deadlines,
/// size cap, retries and test doubles. One stateless `tools/call` is a few lines of JSON here.
public struct GlobalCatalogClient: Sendable {
    /// What the client talks to and how.
    public let settings: GlobalCatalogSettings
    let transport: any HTTPTransport
    let clock: any StorefrontClock
    let random: @Sendable () -> Double
    let session = UCPSession()
    /// Told of each retry before its wait, as ``StorefrontClient/retries`` is.
    public let retries = RetryAnnouncer()

    /// A client of `settings` over `transport`; `clock` and `random` (jitter) are for tests.
    public init(
        settings: GlobalCatalogSettings, transport: any HTTPTransport, clock: any StorefrontClock = SystemClock(),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.settings = settings
        self.transport = transport
        self.clock = clock
        self.random = random
    }

    /// One page of products matching `search` (`search_catalog`). Messages of the catalog come
    /// with it; an error message without products is thrown.
    public func search(_ search: GlobalSearch) async throws -> GlobalSearchPage {
        let catalog = try UCPArguments.search(search)
        let answer = try await call("search_catalog", catalog: catalog)
        if let failure = answer.failure { throw UCPError.catalog(code: failure.code, message: failure.content) }
        let pagination = UCPJSON.object(answer.content["pagination"])
        let more = UCPJSON.bool(pagination["has_next_page"]) ?? true
        let cursor = more ? UCPText.line(pagination["cursor"], limit: 2_000) : nil
        return GlobalSearchPage(products: UCPProductReader.products(answer.content["products"]), nextCursor: cursor, messages: answer.messages)
    }

    /// The product (or the product of the variant) `id` in full (`get_product`); nil when the
    /// catalog does not know it.
    public func product(id: String, shipsTo: String? = nil, currency: String? = nil) async throws -> GlobalProduct? {
        let answer = try await call("get_product", catalog: try UCPArguments.product(id: id, shipsTo: shipsTo, currency: currency))
        if let failure = answer.failure {
            if failure.code == "not_found" { return nil }
            throw UCPError.catalog(code: failure.code, message: failure.content)
        }
        return answer.content["product"].flatMap(UCPProductReader.product)
    }

    /// The products of `ids` (product or variant ids; `lookup_catalog`), those the catalog
    /// knows, in its order.
    public func lookup(ids: [String], shipsTo: String? = nil, currency: String? = nil) async throws -> [GlobalProduct] {
        guard !ids.isEmpty else { return [] }
        let answer = try await call("lookup_catalog", catalog: try UCPArguments.lookup(ids: ids, shipsTo: shipsTo, currency: currency))
        if let failure = answer.failure { throw UCPError.catalog(code: failure.code, message: failure.content) }
        return UCPProductReader.products(answer.content["products"])
    }

    /// Discovery, and the token when there are credentials, ahead of the first search (the
    /// storefront does it as its search screen opens): that search is then one round trip.
    public func prepare() async throws {
        let call = UCPCall(transport: transport, clock: clock, random: random, settings: settings, retries: retries, operation: "discovery")
        do {
            _ = try await endpoint(call)
            _ = try await token(call)
        } catch let error as UCPError {
            throw error.redacting([settings.credentials?.clientSecret].compactMap(\.self) + session.tokensSeen)
        }
    }

    /// The MCP endpoint, discovering it on the first call.
    func endpoint(_ call: UCPCall) async throws -> UCPEndpoint {
        if let known = session.endpoint { return known }
        try UCPEndpoint.requireSecure(settings.catalog, what: "address")
        let url = UCPDiscovery.profileURL(of: settings.catalog)
        let request = HTTPRequest(
            url: url, method: "GET", headers: ["Accept": "application/json", "User-Agent": StorefrontClient.userAgent],
            timeout: settings.timeout, connectTimeout: settings.connectTimeout)
        let response = try await call.send(request)
        let host = UCPText.host(settings.catalog)
        guard (200...299).contains(response.status) else {
            if response.status == 401 || response.status == 403 { throw UCPError.keyNeeded(status: response.status) }
            throw UCPError.notUCPCatalog(host: host, detail: "no /.well-known/ucp there, HTTP \(response.status)")
        }
        let endpoint = try UCPDiscovery.endpoint(in: response.body, catalog: settings.catalog)
        session.remember(endpoint)
        return endpoint
    }

    /// Calls `tool` with `catalog` and returns its answer: discovery and the token first when
    /// needed; a refused kept token is dropped and the call made once more with a new one.
    /// Errors never show the secret or a token.
    func call(_ tool: String, catalog: [String: JSONValue]) async throws -> UCPAnswer {
        let call = UCPCall(transport: transport, clock: clock, random: random, settings: settings, retries: retries, operation: tool)
        do {
            let endpoint = try await endpoint(call)
            var bearer = try await token(call)
            do {
                return try await post(tool, catalog: catalog, to: endpoint, bearer: bearer?.token, call: call)
            } catch UCPError.tokenRefused(let status) {
                guard let kept = bearer, !kept.fresh else { throw UCPError.tokenRefused(status: status) }
                dropToken(kept.token)
                bearer = try await token(call)
                return try await post(tool, catalog: catalog, to: endpoint, bearer: bearer?.token, call: call)
            }
        } catch let error as UCPError {
            throw error.redacting([settings.credentials?.clientSecret].compactMap(\.self) + session.tokensSeen)
        }
    }

    /// One `tools/call` POST and its answer.
    private func post(_ tool: String, catalog: [String: JSONValue], to endpoint: UCPEndpoint, bearer: String?, call: UCPCall) async throws
        -> UCPAnswer
    {
        let id = session.nextID()
        // MCP streamable HTTP (spec 2025-06-18, "Sending messages to the server"): the client
        // MUST accept both application/json and text/event-stream; swift-sdk's client sends the
        // same. No `MCP-Protocol-Version` or `Mcp-Session-Id`: there was no `initialize`.
        var headers = [
            "Content-Type": "application/json", "Accept": "application/json, text/event-stream", "User-Agent": StorefrontClient.userAgent,
        ]
        if let bearer { headers["Authorization"] = "Bearer \(bearer)" }
        let request = HTTPRequest(
            url: endpoint.url, method: "POST", headers: headers,
            body: UCPArguments.envelope(id: id, tool: tool, profile: settings.agentProfile, catalog: catalog), timeout: settings.timeout,
            connectTimeout: settings.connectTimeout)
        let response = try await call.send(request)
        let host = UCPText.host(endpoint.url)
        switch response.status {
        case 200...299: return try UCPAnswer.read(response, id: id, host: host)
        case 401, 403: throw bearer == nil ? UCPError.keyNeeded(status: response.status) : UCPError.tokenRefused(status: response.status)
        default:
            // A JSON-RPC error may come with a 4xx status (an invalid request); said as such.
            if case .rpc(let code, let message)? = Self.rpcError(response, id: id, host: host) { throw UCPError.rpc(code: code, message: message) }
            if UCPJSON.looksLikeHTML(response.body) { throw UCPError.notUCPCatalog(host: host, detail: "HTTP \(response.status), a web page") }
            throw UCPError.http(status: response.status, detail: StoreWords.message(in: response.body).flatMap { $0.oneLine(limit: 120) })
        }
    }

    /// The JSON-RPC error in a failed answer, when it holds one.
    private static func rpcError(_ response: HTTPResponse, id: Int, host: String) -> UCPError? {
        do {
            _ = try UCPAnswer.read(response, id: id, host: host)
            return nil
        } catch {
            return error
        }
    }
}
