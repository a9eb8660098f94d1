import Foundation

/// Checkout through the legacy Checkout API (2024-04 and older), as in the Buy SDK's case
/// study: `checkoutCreate`, the email and address updates, `availableShippingRates` polled
/// until ready, `checkoutShippingLineUpdate`, `ready` polled after each update, `webUrl`, and
/// `order` polled after the handoff.
public struct LegacyCheckoutBackend: CheckoutBackend {
    public let client: StorefrontClient
    public let polling: PollingPolicy
    public let clock: any StorefrontClock
    public var api: CheckoutAPI { .legacy }

    public init(client: StorefrontClient, polling: PollingPolicy = PollingPolicy(), clock: any StorefrontClock = SystemClock()) {
        self.client = client
        self.polling = polling
        self.clock = clock
    }

    public func create(lines: [LineInput], email: String?, address: ShippingAddress?) async throws -> CheckoutState {
        guard !lines.isEmpty else { throw CheckoutError.emptyCart }
        return try await mutate(CheckoutMutation<CheckoutCreate>(lines: lines, email: email, address: address))
    }

    public func fetch(id: String) async throws -> CheckoutState? {
        guard let checkout = try await client.fetch(CheckoutStatusQuery(id: id), cachePolicy: .networkOnly).node else { return nil }
        return checkout.order == nil ? checkout.state : nil
    }

    public func replaceLines(of state: CheckoutState, with lines: [LineInput]) async throws -> CheckoutState {
        try await mutate(CheckoutMutation<CheckoutLineItemsReplace>(checkoutID: state.id, lines: lines))
    }

    public func updateEmail(of state: CheckoutState, to email: String) async throws -> CheckoutState {
        try await mutate(CheckoutMutation<CheckoutEmailUpdate>(checkoutID: state.id, email: email))
    }

    public func updateAddress(of state: CheckoutState, to address: ShippingAddress) async throws -> CheckoutState {
        try await mutate(CheckoutMutation<CheckoutShippingAddressUpdate>(checkoutID: state.id, address: address))
    }

    public func shippingRates(for state: CheckoutState) async throws -> CheckoutState {
        let handler: RetryHandler<CheckoutShippingRatesQuery.AvailableShippingRates?> = polling.handler { outcome in
            guard case .success(let rates) = outcome else { return false }
            return rates?.ready != true
        }
        let rates = try await handler.run(clock: clock) {
            try await client.send(CheckoutShippingRatesQuery(id: state.id), polling: true).requireData().node?.availableShippingRates
        }
        guard let rates, rates.ready, let offered = rates.shippingRates, !offered.isEmpty else {
            throw CheckoutError.noShippingRates(attempts: polling.attempts, country: state.address?.countryCode)
        }
        var state = state
        state.shippingRates = offered
        return state
    }

    public func selectShippingRate(_ rate: ShippingRate, for state: CheckoutState) async throws -> CheckoutState {
        var updated = try await mutate(CheckoutMutation<CheckoutShippingLineUpdate>(checkoutID: state.id, shippingRateHandle: rate.handle))
        updated.shippingRates = state.shippingRates
        return updated
    }

    public func awaitTotals(of state: CheckoutState) async throws -> CheckoutState {
        guard !state.isReady else { return state }
        let handler: RetryHandler<RemoteCheckout?> = polling.handler { outcome in
            guard case .success(let checkout?) = outcome else { return false }
            return !checkout.ready
        }
        let checkout = try await handler.run(clock: clock) {
            try await client.send(CheckoutStatusQuery(id: state.id), polling: true).requireData().node
        }
        guard let checkout else { throw CheckoutError.gone }
        guard checkout.ready else { throw CheckoutError.notReady(attempts: polling.attempts) }
        var ready = checkout.state
        ready.shippingRates = state.shippingRates
        return ready
    }

    public func completion(of state: CheckoutState) async throws -> CompletedOrder? {
        try await client.send(CheckoutStatusQuery(id: state.id), polling: true).requireData().node?.state.order
    }

    private func mutate<Mutation>(_ mutation: CheckoutMutation<Mutation>) async throws -> CheckoutState {
        let payload = try await client.fetch(mutation).payload
        return try requirePayload(payload?.checkout, userErrors: payload?.checkoutUserErrors ?? []).state
    }
}
