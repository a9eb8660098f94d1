import Foundation
import Logging
import Synchronization

/// Sends operations to one store's Storefront API: builds the request, applies the cache policy,
/// retries what may be retried, and decodes the answer.
public final class StorefrontClient: Sendable {
    /// What the client talks to and how.
    public struct Configuration: Sendable {
        /// The store's GraphQL endpoint (`https://shop.example/api/2026-10/graphql.json`).
        public var endpoint: URL
        /// The API version the endpoint speaks (operations with a ``GraphQLOperation/since``
        /// are chosen by it).
        public var apiVersion: APIVersion
        /// Storefront access token (empty: none is sent). Whether a store needs one is decided
        /// with the configuration (``StorefrontClient/init(store:transport:logger:)``).
        public var token: String
        /// The buyer the client starts with (``StorefrontClient/buyer`` is the current one).
        public var buyer: BuyerContext
        /// How answers are cached unless an operation says otherwise.
        public var defaultCachePolicy: CachePolicy
        /// How failed queries are retried.
        public var retry: RetryPolicy
        /// The longest a request may take, in seconds.
        public var timeout: TimeInterval
        /// Seconds to wait for a connection, and the longest the store may stay silent.
        public var connectTimeout: TimeInterval
        /// The buyer's IP address, when the client runs on a server for someone else (serve-ssh).
        /// With a token, the token is then a private one: Shopify wants it in
        /// `Shopify-Storefront-Private-Token` with the buyer's address in
        /// `Shopify-Storefront-Buyer-IP`, so that its bot protection and rate limits see each
        /// shopper rather than the server (shopify.dev, Storefront API → Authentication →
        /// "Private access tokens"; `../shared/design/shopify-reality.md`).
        public var buyerIP: String?

        /// A configuration of the given parts.
        public init(
            endpoint: URL, apiVersion: APIVersion = .default, token: String, buyer: BuyerContext = BuyerContext(),
            defaultCachePolicy: CachePolicy = .networkOnly, retry: RetryPolicy = RetryPolicy(), timeout: TimeInterval = 30,
            connectTimeout: TimeInterval = 10, buyerIP: String? = nil
        ) {
            self.buyerIP = buyerIP
            self.endpoint = endpoint
            self.apiVersion = apiVersion
            self.token = token
            self.buyer = buyer
            self.defaultCachePolicy = defaultCachePolicy
            self.retry = retry
            self.timeout = timeout
            self.connectTimeout = connectTimeout
        }
    }

    /// `User-Agent` sent with every request.
    public static let userAgent = "shopterm/\(ShoptermVersion.current)"

    /// What the client talks to and how.
    public let configuration: Configuration
    /// Told of each retry before its wait (see ``RetryAnnouncer``).
    public let retries = RetryAnnouncer()
    private let transport: any HTTPTransport
    private let cache: (any ResponseCache)?
    private let clock: any StorefrontClock
    private let random: @Sendable () -> Double
    private let logger: Logger
    private let tokenFingerprint: String
    private let currentBuyer: Mutex<BuyerContext>

    /// Makes a client of `transport` as `configuration` says (the one-step way from shopterm's
    /// settings is ``init(store:transport:logger:)``).
    public init(
        configuration: Configuration, transport: any HTTPTransport, cache: (any ResponseCache)? = nil,
        clock: any StorefrontClock = SystemClock(), random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        logger: Logger = Logger(label: "shopterm.client")
    ) {
        self.configuration = configuration
        self.transport = transport
        self.cache = cache
        self.clock = clock
        self.random = random
        self.logger = logger
        tokenFingerprint = CacheKey.fingerprint(ofToken: configuration.token)
        currentBuyer = Mutex(configuration.buyer)
    }

    /// A client like this one, with its transport and cache, for another buyer: a market of its
    /// own, starting from the configuration's, and the buyer's IP address `ip` (serve-ssh's
    /// shoppers, many in one worker process). No deadline.
    public func forBuyer(ip: String?) -> StorefrontClient {
        var configuration = configuration
        configuration.buyerIP = ip
        return StorefrontClient(configuration: configuration, transport: transport, cache: cache, clock: clock, random: random, logger: logger)
    }

    /// A command's whole time: every request of this client, retries included, is over
    /// `seconds` after the first one started (so that a password typed before it does not
    /// count); nil: no limit (the storefront, a wait for payment).
    public struct Deadline: Sendable, Equatable {
        /// The command's whole time, in seconds.
        public var seconds: TimeInterval
        /// Set when the first request starts.
        public var end: Date?

        /// The error of a request that cannot end in time; `last` is the last failure, in words.
        func exceeded(after last: String) -> StorefrontError {
            .outOfTime(seconds: Int(saturating: seconds.rounded()), last: last)
        }
    }

    private let currentDeadline = Mutex<Deadline?>(nil)

    /// Requests from now on end within `seconds` in all, counted from the first, retries
    /// included (nil: no limit).
    public func limitTime(to seconds: TimeInterval?) {
        currentDeadline.withLock { $0 = seconds.map { Deadline(seconds: $0, end: nil) } }
    }

    /// The deadline, its clock started at `now` if it had not yet.
    private func deadline(startingAt now: Date) -> Deadline? {
        currentDeadline.withLock { deadline in
            if var limit = deadline, limit.end == nil {
                limit.end = now.addingTimeInterval(limit.seconds)
                deadline = limit
            }
            return deadline
        }
    }

    /// Who is shopping now: the configuration's buyer until ``changeMarket(to:)``. Every request
    /// is sent, and its answer cached, in the context read when it starts.
    public var buyer: BuyerContext { currentBuyer.withLock { $0 } }

    /// Shops from now on in `market`'s country and language (`@inContext`): the answers of
    /// requests already under way are still in the old one.
    public func changeMarket(to market: MarketChoice) {
        currentBuyer.withLock {
            $0.country = market.country
            $0.language = market.language
        }
    }

    /// Sends `operation`. Queries follow `cachePolicy` (or the client's default); mutations and
    /// `polling` requests always go to the network. Partial data comes back together with its errors.
    public func send<Operation: GraphQLOperation>(
        _ operation: Operation, cachePolicy: CachePolicy? = nil,
        polling: Bool = false
    ) async throws -> GraphQLResponse<Operation.Data> {
        let policy = (Operation.kind == .mutation || polling) ? .networkOnly : (cachePolicy ?? configuration.defaultCachePolicy)
        let buyer = buyer
        let variables = requestVariables(operation, buyer: buyer)
        let key = cacheKey(Operation.self, variables: variables, buyer: buyer)

        switch policy {
        case .networkOnly:
            return try await network(operation, variables: variables, buyer: buyer, cacheKey: nil)
        case .cacheOnly:
            guard let cached = cached(Operation.self, key: key, maxAge: nil) else { throw StorefrontError.cacheMiss }
            return cached
        case .cacheFirst(let expireIn):
            if let cached = cached(Operation.self, key: key, maxAge: expireIn) { return cached }
            return try await network(operation, variables: variables, buyer: buyer, cacheKey: key)
        case .networkFirst(let expireIn):
            do {
                return try await network(operation, variables: variables, buyer: buyer, cacheKey: key)
            } catch let error as StorefrontError {
                if let cached = cached(Operation.self, key: key, maxAge: expireIn) {
                    logger.debug("\(Operation.operationName): \(error); answered from cache")
                    return cached
                }
                throw error
            }
        }
    }

    /// The data of `operation`, throwing when the store sent errors and no data.
    public func fetch<Operation: GraphQLOperation>(_ operation: Operation, cachePolicy: CachePolicy? = nil) async throws -> Operation.Data {
        try await send(operation, cachePolicy: cachePolicy).requireData()
    }

    /// The data of `operation` as the cache holds it, read at once on the calling thread (nil
    /// when nothing usable is cached, or it is older than `maxAge` seconds): for a first frame
    /// that should not wait for a task.
    public func cachedData<Operation: GraphQLOperation>(_ operation: Operation, maxAge: TimeInterval? = nil) -> Operation.Data? {
        let buyer = buyer
        return cached(
            Operation.self, key: cacheKey(Operation.self, variables: requestVariables(operation, buyer: buyer), buyer: buyer), maxAge: maxAge)?
            .data
    }

    /// The HTTP request for `operation` (exposed for tests and `--verbose` tracing).
    public func request<Operation: GraphQLOperation>(for operation: Operation) -> HTTPRequest {
        let buyer = buyer
        return makeRequest(Operation.self, variables: requestVariables(operation, buyer: buyer), buyer: buyer)
    }

    // MARK: - Internals

    private func requestVariables<Operation: GraphQLOperation>(_ operation: Operation, buyer: BuyerContext) -> [String: JSONValue] {
        var variables = operation.variables
        if let country = buyer.country { variables["country"] = .string(country) }
        if let language = buyer.language { variables["language"] = .string(language) }
        return variables
    }

    private func makeRequest<Operation: GraphQLOperation>(_: Operation.Type, variables: [String: JSONValue], buyer: BuyerContext) -> HTTPRequest {
        var headers = [
            "Content-Type": "application/json",
            "Accept": "application/json",
            "User-Agent": Self.userAgent,
            "Accept-Language": buyer.acceptLanguage,
        ]
        if !configuration.token.isEmpty, let buyerIP = configuration.buyerIP {
            headers["Shopify-Storefront-Private-Token"] = configuration.token
            headers["Shopify-Storefront-Buyer-IP"] = buyerIP
        } else if !configuration.token.isEmpty {
            headers["X-Shopify-Storefront-Access-Token"] = configuration.token
        }
        let body: [String: JSONValue] = [
            "query": .string(Operation.document.text(for: configuration.apiVersion)),
            "variables": .object(variables),
            "operationName": .string(Operation.operationName),
        ]
        let data = (try? canonicalJSONEncoder().encode(body)) ?? Data()
        return HTTPRequest(
            url: configuration.endpoint, method: "POST", headers: headers, body: data, timeout: configuration.timeout,
            connectTimeout: configuration.connectTimeout, atMostOnce: Operation.kind == .mutation)
    }

    /// Where an operation's answer is cached: its document, variables, buyer and token.
    private func cacheKey<Operation: GraphQLOperation>(_: Operation.Type, variables: [String: JSONValue], buyer: BuyerContext) -> CacheKey {
        CacheKey(
            document: Operation.document.text(for: configuration.apiVersion), variables: variables, context: buyer, tokenFingerprint: tokenFingerprint
        )
    }

    private func cached<Operation: GraphQLOperation>(_: Operation.Type, key: CacheKey, maxAge: TimeInterval?) -> GraphQLResponse<Operation.Data>? {
        guard let cache, let entry = cache.entry(for: key) else { return nil }
        if let maxAge, clock.now.timeIntervalSince(entry.storedAt) > maxAge { return nil }
        guard var response = try? ResponseDecoder.decodeBody(entry.body, as: Operation.Data.self), response.data != nil else {
            cache.remove(key)
            return nil
        }
        response.isFromCache = true
        return response
    }

    private func network<Operation: GraphQLOperation>(
        _ operation: Operation, variables: [String: JSONValue], buyer: BuyerContext,
        cacheKey: CacheKey?
    ) async throws -> GraphQLResponse<Operation.Data> {
        var request = makeRequest(Operation.self, variables: variables, buyer: buyer)
        var retry = 0
        var lastFailure = "no answer yet"
        while true {
            try Task.checkCancellation()
            let started = clock.now
            let deadline = deadline(startingAt: started)
            if let deadline, let end = deadline.end {
                let left = end.timeIntervalSince(started)
                guard left > 0.05 else { throw deadline.exceeded(after: lastFailure) }
                request.timeout = min(configuration.timeout, left)
            }
            do {
                let http: HTTPResponse
                do {
                    http = try await transport.send(request)
                } catch let error as TransportError {
                    throw StorefrontError.transport(error)
                }
                logger.debug("\(Operation.operationName) HTTP \(http.status) \(Int(clock.now.timeIntervalSince(started) * 1000)) ms")
                let response = try ResponseDecoder.decode(http, as: Operation.Data.self, now: clock.now)
                if response.data == nil {
                    throw StorefrontError.graphQL(response.errors)
                }
                if let cacheKey, let cache, response.errors.isEmpty {
                    cache.store(http.body, for: cacheKey, at: clock.now)
                }
                return response
            } catch let error as StorefrontError {
                guard retry < configuration.retry.maxRetries, configuration.retry.allowsRetry(of: error, kind: Operation.kind) else {
                    // A change whose answer was lost may have been made: said so, never "try again".
                    if Operation.kind == .mutation, error.mayHaveReachedTheStore { throw StorefrontError.outcomeUnknown(error.retryReason) }
                    throw error
                }
                lastFailure = error.retryReason
                let delay = configuration.retry.delay(beforeRetry: retry, after: error, random: random())
                // No retry that could not start before the command's deadline.
                if let deadline, let end = deadline.end, clock.now.addingTimeInterval(delay + 0.05) >= end {
                    throw deadline.exceeded(after: lastFailure)
                }
                logger.debug("\(Operation.operationName): \(error); retry \(retry + 1) in \(String(format: "%.2f", delay)) s")
                retries.announce(
                    RetryNotice(
                        operationName: Operation.operationName, reason: error.retryReason, delay: delay,
                        retry: retry + 1, maxRetries: configuration.retry.maxRetries))
                try await clock.sleep(seconds: delay)
                retry += 1
            }
        }
    }
}
