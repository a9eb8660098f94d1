import Foundation

/// One call of the client, with its deadline: sends HTTP requests, retrying reads as the
/// Storefront client does (``RetryPolicy``: 429 with its `Retry-After`, 5xx, timeouts and lost
/// connections, backoff with jitter; no retry that could not start before the deadline), and
/// refusing answers over the size cap.
struct UCPCall: Sendable {
    /// How to reach the network.
    let transport: any HTTPTransport
    /// What time it is, and waiting.
    let clock: any StorefrontClock
    /// Jitter, in 0..<1.
    let random: @Sendable () -> Double
    /// The client's settings.
    let settings: GlobalCatalogSettings
    /// When the whole call must be over.
    let end: Date
    /// Told of each retry before its wait (the command line says it, the storefront too).
    let retries: RetryAnnouncer
    /// What the notices name (`search_catalog`).
    let operation: String

    /// A call of `operation` starting now, over `settings.timeout` seconds from now.
    init(
        transport: any HTTPTransport, clock: any StorefrontClock, random: @escaping @Sendable () -> Double, settings: GlobalCatalogSettings,
        retries: RetryAnnouncer, operation: String
    ) {
        self.transport = transport
        self.clock = clock
        self.random = random
        self.settings = settings
        self.retries = retries
        self.operation = operation
        end = clock.now.addingTimeInterval(settings.timeout)
    }

    /// The error of a call whose time ran out, after `last`.
    private func outOfTime(after last: String) -> UCPError {
        .outOfTime(seconds: Int(saturating: settings.timeout.rounded()), last: last)
    }

    /// `request`'s answer, whatever its status but 429 and 5xx, which are retried and, when the
    /// retries are spent, thrown (``UCPError/rateLimited(retryAfter:)``, ``UCPError/http(status:detail:)``).
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var request = request
        var retry = 0
        var last = "no answer yet"
        while true {
            try Task.checkCancellation()
            let left = end.timeIntervalSince(clock.now)
            guard left > 0.05 else { throw outOfTime(after: last) }
            request.timeout = min(request.timeout, left)
            request.connectTimeout = min(request.connectTimeout, left)
            let failure: UCPError
            do {
                let response = try await transport.send(request)
                guard response.body.count <= settings.maxResponseBytes else { throw UCPError.responseTooLarge(limit: settings.maxResponseBytes) }
                switch response.status {
                case 429:
                    failure = .rateLimited(retryAfter: ResponseDecoder.retryAfter(response.header("Retry-After"), now: clock.now))
                case 500...599:
                    failure = .http(status: response.status, detail: StoreWords.message(in: response.body).flatMap { $0.oneLine(limit: 120) })
                default:
                    return response
                }
            } catch let error as TransportError {
                if case .responseTooLarge = error { throw UCPError.responseTooLarge(limit: settings.maxResponseBytes) }
                if case .timedOut = error, end.timeIntervalSince(clock.now) <= 0.05 { throw outOfTime(after: error.description) }
                failure = .transport(error)
            }
            guard retry < settings.retry.maxRetries, failure.isRetryable else { throw failure }
            last = failure.description
            let delay = settings.retry.delay(beforeRetry: retry, after: Self.storefrontEquivalent(of: failure), random: random())
            // No retry that could not start before the deadline: a rate limit is said as such.
            guard clock.now.addingTimeInterval(delay + 0.05) < end else {
                if case .rateLimited = failure { throw failure }
                throw outOfTime(after: last)
            }
            retries.announce(
                RetryNotice(
                    operationName: operation, reason: "the catalog: \(failure.description)", delay: delay, retry: retry + 1,
                    maxRetries: settings.retry.maxRetries))
            try await clock.sleep(seconds: delay)
            retry += 1
        }
    }

    /// The Storefront error whose retry delay `failure` shares (a 429's `Retry-After` honoured).
    private static func storefrontEquivalent(of failure: UCPError) -> StorefrontError {
        switch failure {
        case .rateLimited(let retryAfter): return .http(status: 429, retryAfter: retryAfter)
        case .http(let status, _): return .http(status: status, retryAfter: nil)
        default: return .http(status: 503, retryAfter: nil)
        }
    }
}
