import Foundation

/// How long to poll for something the store computes in the background.
public struct PollingPolicy: Sendable, Equatable {
    /// Requests at most (the first one included).
    public var attempts: Int
    /// The first wait, in seconds; each next wait is `backoff` times longer, up to `maxInterval`.
    public var interval: TimeInterval
    public var backoff: Double
    public var maxInterval: TimeInterval

    public init(attempts: Int = 8, interval: TimeInterval = 0.25, backoff: Double = 1.6, maxInterval: TimeInterval = 3) {
        self.attempts = attempts
        self.interval = interval
        self.backoff = backoff
        self.maxInterval = maxInterval
    }

    /// A retry handler that repeats while `condition` says so, within this policy.
    func handler<Value: Sendable>(_ condition: @escaping @Sendable (Result<Value, any Error>) -> Bool) -> RetryHandler<Value> {
        RetryHandler(endurance: .finite(max(0, attempts - 1)), interval: interval, backoff: backoff, maxInterval: maxInterval, condition: condition)
    }
}

/// One way of checking out: the Cart API or the legacy Checkout API. Both follow the same
/// steps; every call returns the checkout as the store now sees it, and throws
/// ``CheckoutError/userErrors(_:)`` when the store refuses the input.
public protocol CheckoutBackend: Sendable {
    var api: CheckoutAPI { get }
    /// True when checkouts are made for a signed-in customer (their token goes with the buyer
    /// identity), so an existing anonymous checkout must be claimed.
    var isAuthenticated: Bool { get }

    /// Creates the checkout from `lines`, with the email and address when known, in as few
    /// round trips as the API allows.
    func create(lines: [LineInput], email: String?, address: ShippingAddress?) async throws -> CheckoutState
    /// The checkout as it is now, or nil when it no longer exists (paid or expired).
    func fetch(id: String) async throws -> CheckoutState?
    /// Makes the checkout's lines match `lines` (adding, updating and removing as needed).
    func replaceLines(of state: CheckoutState, with lines: [LineInput]) async throws -> CheckoutState
    func updateEmail(of state: CheckoutState, to email: String) async throws -> CheckoutState
    func updateAddress(of state: CheckoutState, to address: ShippingAddress) async throws -> CheckoutState
    /// The shipping rates for the checkout's address, polling until the store has them (bounded).
    func shippingRates(for state: CheckoutState) async throws -> CheckoutState
    func selectShippingRate(_ rate: ShippingRate, for state: CheckoutState) async throws -> CheckoutState
    /// Waits until the totals are final (polling where the API has a `ready` flag).
    func awaitTotals(of state: CheckoutState) async throws -> CheckoutState
    /// The order, once the checkout has been paid; nil while it has not.
    func completion(of state: CheckoutState) async throws -> CompletedOrder?
}

extension CheckoutBackend {
    public var isAuthenticated: Bool { false }
}

/// Makes backends.
public enum CheckoutBackends {
    /// The backend for `api` on `client`.
    public static func make(_ api: CheckoutAPI, client: StorefrontClient, polling: PollingPolicy = PollingPolicy(),
                            clock: any StorefrontClock = SystemClock(), customerAccessToken: String? = nil) -> any CheckoutBackend {
        switch api {
        case .cart: return CartAPIBackend(client: client, polling: polling, clock: clock, customerAccessToken: customerAccessToken)
        case .legacy: return LegacyCheckoutBackend(client: client, polling: polling, clock: clock)
        }
    }
}

/// Throws the user errors of a payload, or returns its value.
func requirePayload<Value>(_ value: Value?, userErrors: [UserError]) throws(CheckoutError) -> Value {
    guard userErrors.isEmpty, let value else {
        throw .userErrors(userErrors.isEmpty ? [UserError(field: nil, message: "the store refused the change without saying why")] : userErrors)
    }
    return value
}
