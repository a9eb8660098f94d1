import Foundation
import StoreKitCore
import Synchronization

/// The demo store behind an HTTP face: routes `/api/{version}/graphql.json`, checks the token
/// like Shopify, applies latency and injected faults, runs the GraphQL engine, and logs one line
/// per request. Both the in-process transport and the HTTP server call ``handle(_:)``.
public final class DemoStore: Sendable {
    /// How the store behaves.
    public struct Options: Sendable {
        /// Milliseconds to wait before answering each request.
        public var latencyMilliseconds: Int
        public var faults: FaultPlan
        /// The store's Storefront access token: a request with another gets 403 (as Shopify
        /// answers a wrong token). Nil: any token is the store's. A request with no token is
        /// tokenless, and gets the tokenless surface only (see ``TokenOnlyFields``).
        public var accessToken: String?
        /// The host name used in the shop's own URLs (domain, policies).
        public var publicHost: String
        /// Reads of delivery options that answer "not ready yet" after an address or the lines
        /// change, as a real store computes them asynchronously.
        public var shippingRatePolls: Int
        /// Where customer accounts are kept between runs (nil: in memory only).
        public var accountsFile: URL?
        /// Seconds a Storefront customer access token lives.
        public var customerTokenLifetime: TimeInterval
        /// Seconds a Customer Account API access token lives.
        public var customerAccountTokenLifetime: TimeInterval
        /// The clock of token expiry (tests move it).
        public var now: @Sendable () -> Date

        public init(
            latencyMilliseconds: Int = 0, faults: FaultPlan = .none, accessToken: String? = nil,
            publicHost: String = "demo.shopterm.invalid", shippingRatePolls: Int = 2,
            accountsFile: URL? = nil, customerTokenLifetime: TimeInterval = 30 * 24 * 3600,
            customerAccountTokenLifetime: TimeInterval = 3600, now: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.latencyMilliseconds = latencyMilliseconds
            self.faults = faults
            self.accessToken = accessToken
            self.publicHost = publicHost
            self.shippingRatePolls = shippingRatePolls
            self.accountsFile = accountsFile
            self.customerTokenLifetime = customerTokenLifetime
            self.customerAccountTokenLifetime = customerAccountTokenLifetime
            self.now = now
        }
    }

    /// An incoming request.
    public typealias Request = DemoRequest

    /// What to do with the connection.
    public enum Reply: Sendable, Equatable {
        case response(HTTPResponse)
        /// Drop the connection with a reset, sending nothing.
        case reset
        /// Send nothing for this long, then drop the connection.
        case hang(seconds: Double)
    }

    /// One line of the request log.
    public struct LogEntry: Sendable, Equatable {
        public var number: Int
        public var operationName: String
        public var status: Int?
        public var fault: FaultPlan.Fault?
        public var milliseconds: Int
        /// When the request arrived and when its answer left.
        public var started: Date
        public var finished: Date

        /// `#3 Collections 200 4 ms` (`reset` / `hang` in place of a status).
        public var line: String {
            let outcome: String
            switch (status, fault) {
            case (_, .reset?): outcome = "reset"
            case (_, .hang?): outcome = "hang"
            case (let status?, _): outcome = String(status)
            default: outcome = "-"
            }
            let injected = fault.map { " (fault: \($0))" } ?? ""
            return "#\(number) \(operationName) \(outcome) \(milliseconds) ms\(injected)"
        }
    }

    public let catalog: DemoCatalog
    public let options: Options
    let commerce: CommerceState
    let customers: CustomerDirectory
    private let storefrontEngine: DemoGraphQLEngine
    private let customerAccountEngine: DemoGraphQLEngine
    /// Its UCP endpoints (`/.well-known/ucp`, `/api/ucp/mcp`, the REST binding under `/api/ucp`).
    let ucp: UCPService

    /// The demo's Customer Account API identity: its shop ID (the `{shop_id}` of its
    /// `/authentication/{shop_id}/oauth/…` routes).
    public static let customerAccountShopID = "demo"
    /// The one public client of its Customer Account API.
    public static let customerAccountClientID = "shp_shopterm-demo"
    /// The Storefront token shopterm's embedded demo store is spoken to with (not a secret: the
    /// embedded store accepts any token, and plays a store shopterm has a token for).
    public static let embeddedAccessToken = "shopterm-embedded-demo"
    /// The account every demo store starts with.
    public static let demoCustomerEmail = CustomerDirectory.demoEmail
    public static let demoCustomerPassword = CustomerDirectory.demoPassword
    private let state = Mutex<(count: Int, log: [LogEntry])>((0, []))
    private let baseURL = Mutex("http://127.0.0.1")
    private let logSink: @Sendable (LogEntry) -> Void

    public init(catalog: DemoCatalog, options: Options = Options(), log: @escaping @Sendable (LogEntry) -> Void = { _ in }) throws {
        self.catalog = catalog
        self.options = options
        customers = CustomerDirectory(file: options.accountsFile, tokenLifetime: options.customerTokenLifetime, now: options.now)
        commerce = CommerceState(
            catalog: catalog, shippingRatePolls: options.shippingRatePolls,
            firstOrderNumber: customers.highestOrderNumber + 1)
        storefrontEngine = try DemoGraphQLEngine.shared(.storefront)
        customerAccountEngine = try DemoGraphQLEngine.shared(.customerAccount)
        ucp = UCPShopTables.service(UCPShop(commerce: commerce, customers: customers), fallbackHost: options.publicHost)
        logSink = log
    }

    /// Where checkout pages are served (`http://127.0.0.1:PORT`); set by the HTTP server that
    /// serves them, so that checkout URLs really open.
    public var checkoutBaseURL: String {
        get { baseURL.withLock { $0 } }
        set { baseURL.withLock { $0 = newValue } }
    }

    /// The mails the store would have sent (account invitations, password resets), oldest first.
    public var outbox: [(to: String, subject: String, link: String)] { customers.outbox.map { ($0.to, $0.subject, $0.link) } }

    /// Every request handled so far, in order.
    public var requestLog: [LogEntry] { state.withLock { $0.log } }

    /// Answers one request.
    public func handle(_ request: Request) async -> Reply {
        let started = Date()
        let number = state.withLock { state -> Int in
            state.count += 1
            return state.count
        }
        let isAPI = Self.apiVersion(inPath: request.path) != nil
        let isGraphQL = isAPI || (request.method == "POST" && Self.pathWithoutQuery(request.path).hasSuffix("/graphql"))
        let operationName = isGraphQL ? Self.operationName(in: request.body) : "\(request.method) \(Self.pathWithoutQuery(request.path))"
        if options.latencyMilliseconds > 0 {
            try? await Task.sleep(nanoseconds: UInt64(options.latencyMilliseconds) * 1_000_000)
        }
        let fault = isAPI ? options.faults.fault(forRequest: number) : nil
        let reply: Reply
        if isAPI {
            reply = await answer(request, fault: fault)
        } else if UCPService.isUCPPath(request.path) {
            reply = .response(await ucp.answer(request))
        } else if PictureRoutes.handles(request.path) {
            reply = .response(PictureRoutes.answer(request, catalog: catalog))
        } else if catalog.shop.customerAccounts.hasCustomerAccountAPI, AccountRoutes.handles(request.path, shopID: Self.customerAccountShopID) {
            reply = .response(await accountRoutes.answer(request))
        } else {
            reply = .response(CheckoutRoutes.answer(request, commerce: commerce, customers: customers))
        }
        var status: Int?
        if case .response(let response) = reply { status = response.status }
        let finished = Date()
        let entry = LogEntry(
            number: number, operationName: operationName, status: status, fault: fault,
            milliseconds: Int(finished.timeIntervalSince(started) * 1000), started: started, finished: finished)
        state.withLock { $0.log.append(entry) }
        logSink(entry)
        return reply
    }

    private func answer(_ request: Request, fault: FaultPlan.Fault?) async -> Reply {
        guard let version = Self.apiVersion(inPath: request.path) else {
            return .response(Self.json(404, #"{"errors":"Not Found"}"#))
        }
        guard request.method == "POST" else {
            return .response(
                HTTPResponse(
                    status: 405, headers: ["Allow": "POST", "Content-Type": "application/json"],
                    body: Data(#"{"errors":"Method Not Allowed: use POST"}"#.utf8)))
        }
        // A server sends its private token in a header of its own, with the buyer's IP
        // (shopify.dev, Storefront API → Authentication → "Private access tokens"): the demo
        // plays a store with one token, taken in either header.
        let token = (request.headers["x-shopify-storefront-access-token"] ?? request.headers["shopify-storefront-private-token"] ?? "")
            .trimmingCharacters(in: .whitespaces)
        if let expected = options.accessToken, !token.isEmpty, token != expected {
            // A wrong Storefront token: reported from real stores as 403 (Mobile Buy SDK issues
            // #794, mobile-buy-sdk-android #635), with the Admin API's wording.
            return .response(Self.json(403, #"{"errors":"[API] Invalid API key or access token (unrecognized login or wrong password)"}"#))
        }
        switch fault {
        case .status(let status, let retryAfter)?:
            var response = Self.json(
                status,
                status == 430
                    ? #"{"errors":"Shopify Security Rejection"}"#
                    : status == 429 ? #"{"errors":"Too Many Requests"}"# : #"{"errors":"Internal Server Error"}"#)
            if let retryAfter { response.headers["retry-after"] = String(retryAfter) }
            return .response(response)
        case .reset?: return .reset
        case .hang(let seconds)?: return .hang(seconds: seconds)
        case .nonJSON?:
            return .response(
                HTTPResponse(
                    status: 200, headers: ["Content-Type": "text/html"],
                    body: Data("<html><body>Service temporarily unavailable</body></html>".utf8)))
        case .empty?: return .response(HTTPResponse(status: 200, headers: ["Content-Type": "application/json"]))
        case .throttled?:
            return .response(
                HTTPResponse(
                    status: 200, headers: ["Content-Type": "application/json"],
                    body: DemoGraphQLEngine.errorBody("Throttled", code: "THROTTLED")))
        case .partial?, nil:
            break
        }
        var context = context(version: version)
        context.tokenless = token.isEmpty
        context.acceptsMultipart = Self.accepts("multipart/mixed", request.headers["accept"])
        let (status, body, contentType) = await storefrontEngine.execute(body: request.body, context: context)
        let final = fault == .partial ? Self.addPartialError(to: body) : body
        return .response(HTTPResponse(status: status, headers: ["Content-Type": contentType], body: final))
    }

    private func context(version: APIVersion) -> DemoContext {
        DemoContext(
            catalog: commerce.catalog, commerce: commerce, customers: customers, checkoutBaseURL: checkoutBaseURL,
            publicHost: options.publicHost, apiVersion: version)
    }

    private var accountRoutes: AccountRoutes {
        AccountRoutes(
            customers: customers, shopID: Self.customerAccountShopID, clientID: Self.customerAccountClientID,
            accessTokenLifetime: options.customerAccountTokenLifetime, engine: customerAccountEngine,
            context: context(version: .default))
    }

    static func pathWithoutQuery(_ path: String) -> String { DemoRequest.pathWithoutQuery(path) }

    /// True when `accept` (an `Accept` header) names `mediaType` with a weight above zero
    /// (`;q=0` is "not acceptable": RFC 9110, 12.4.2).
    static func accepts(_ mediaType: String, _ accept: String?) -> Bool {
        (accept ?? "").split(separator: ",").contains { range in
            let parts = range.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard parts.first == mediaType else { return false }
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return weight > 0
        }
    }

    /// The API version in `/api/{version}/graphql.json` (or `/api/{version}/graphql`).
    static func apiVersion(inPath path: String) -> APIVersion? {
        let parts = pathWithoutQuery(path).split(separator: "/")
        guard parts.count == 3, parts[0] == "api", parts[2] == "graphql.json" || parts[2] == "graphql" else { return nil }
        return APIVersion(String(parts[1]))
    }

    /// The request's `operationName` for the log; anything that is not a GraphQL name (which
    /// could carry terminal escapes into the log) is shown as `(invalid name)`.
    static func operationName(in body: Data) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return "-" }
        guard let name = object["operationName"] as? String, !name.isEmpty else { return "(anonymous)" }
        let isGraphQLName =
            name.count <= 128
            && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
        return isGraphQLName ? name : "(invalid name)"
    }

    private static func json(_ status: Int, _ body: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    }

    /// Keeps the data and adds an error on the first top-level field, as a store does when one
    /// field fails.
    private static func addPartialError(to body: Data) -> Data {
        guard var object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return body }
        let field = (object["data"] as? [String: Any])?.keys.sorted().first ?? "data"
        var errors = object["errors"] as? [[String: Any]] ?? []
        errors.append([
            "message": "Internal error. Looks like something went wrong on our end.", "path": [field],
            "extensions": ["code": "INTERNAL_SERVER_ERROR"],
        ])
        object["errors"] = errors
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? body
    }
}
