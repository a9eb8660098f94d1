import Foundation

/// The checkout flow of the Buy SDK's case study on the Cart API: create (or update the
/// previous cart) with lines, email and address → delivery options (polled) → select one →
/// final totals (the Cart API recomputes them with every change) → a checked handoff URL;
/// then, if wanted, wait for payment.
public struct CheckoutFlow: Sendable {
    /// The Cart API steps.
    public let backend: CartCheckout
    /// The clock the waits for payment use.
    public let clock: any StorefrontClock

    /// A flow over `backend`, waiting with `clock`.
    public init(backend: CartCheckout, clock: any StorefrontClock = SystemClock()) {
        self.backend = backend
        self.clock = clock
    }

    /// Runs the flow up to the handoff and returns the checkout with its checked URL.
    /// `previous` is the checkout made from this cart before: when it still exists it is
    /// updated (lines, email, address) instead of starting over. When it is gone (paid or
    /// expired) a new one is made, unless `startOverIfGone` is false: then ``CheckoutError/gone``.
    public func run(
        lines: [LineInput], email: String, address: ShippingAddress, shipping: ShippingChoice, extras: CartExtras = CartExtras(),
        previous: String? = nil, startOverIfGone: Bool = true,
        progress: @Sendable (CheckoutStep) -> Void = { _ in }
    ) async throws -> (state: CheckoutState, url: URL) {
        var state = try await prepare(
            lines: lines, email: email, address: address, extras: extras, previous: previous,
            startOverIfGone: startOverIfGone, progress: progress)
        let warnings = state.warnings
        progress(.waitingForShippingRates)
        state = try await backend.shippingRates(for: state)
        let rate = try shipping.pick(from: state.shippingRates)
        progress(.selectingShipping(rate))
        state = try await backend.selectShippingRate(rate, for: state)
        state = try await backend.renewingCustomer(state)
        state.warnings = CheckoutWarning.merged(warnings, state.warnings)
        return (state, try CheckoutURL.validated(state.webURL))
    }

    /// The first step: creates the checkout, or updates `previous` (lines, email, address,
    /// codes and note) when it still exists (see ``run(lines:email:address:shipping:extras:previous:startOverIfGone:progress:)``
    /// for one that is gone).
    public func prepare(
        lines: [LineInput], email: String, address: ShippingAddress, extras: CartExtras = CartExtras(), previous: String? = nil,
        startOverIfGone: Bool = true, progress: @Sendable (CheckoutStep) -> Void = { _ in }
    ) async throws -> CheckoutState {
        guard !lines.isEmpty else { throw CheckoutError.emptyCart }
        if let previous {
            if let existing = try await backend.fetch(id: previous) {
                progress(.resuming(previous))
                return try await update(existing, lines: lines, buyer: (email, address), extras: extras)
            }
            guard startOverIfGone else { throw CheckoutError.gone }
        }
        progress(.creating)
        return try await backend.create(lines: lines, email: email, address: address, extras: extras)
    }

    /// The store's cart with the local cart's lines, codes and note, before any buyer details:
    /// `previous` brought in line when it still exists, else a new one. What a discount code,
    /// gift card or note is tried on, so that the store says at once what it makes of them.
    public func syncCart(lines: [LineInput], extras: CartExtras, previous: String?) async throws -> CheckoutState {
        guard !lines.isEmpty else { throw CheckoutError.emptyCart }
        if let previous, let existing = try await backend.fetch(id: previous) {
            return try await update(existing, lines: lines, buyer: nil, extras: extras)
        }
        return try await backend.create(lines: lines, email: nil, address: nil, extras: extras)
    }

    /// Polls until the checkout is paid (every `interval` seconds, for at most `timeout`).
    /// Returns nil when the time is up first.
    public func waitForCompletion(of state: CheckoutState, interval: TimeInterval = 2, timeout: TimeInterval = 1800) async throws -> CompletedOrder? {
        let attempts = max(1, Int(saturating: (timeout / max(interval, 0.01)).rounded(.up)))
        let handler = RetryHandler<CompletedOrder?>(endurance: .finite(attempts - 1), interval: interval) { outcome in
            switch outcome {
            case .success(let order): return order == nil
            case .failure(let error): return (error as? StorefrontError)?.isRetryable ?? false
            }
        }
        return try await handler.run(clock: clock) { try await backend.completion(of: state) }
    }

    private func update(
        _ existing: CheckoutState, lines: [LineInput], buyer: (email: String, address: ShippingAddress)?,
        extras: CartExtras
    ) async throws -> CheckoutState {
        var state = existing
        state.warnings = []
        // Every mutation's warnings are kept, not only the last one's.
        var warnings: [CheckoutWarning] = []
        let current = state.lines.map {
            LineInput(variantID: $0.variantID, quantity: $0.quantity, sellingPlanID: $0.plan?.id, parentVariantID: $0.parentVariantID)
        }
        if Set(current) != Set(lines) {
            state = try await backend.replaceLines(of: state, with: lines)
            warnings = CheckoutWarning.merged(warnings, state.warnings)
        }
        // The buyer's country follows the delivery address, as when the cart is created with it:
        // a cart made before the address (for a discount code) moves to the address's market.
        let country = buyer?.address.countryCode
        if let email = buyer?.email,
            state.email != email || (backend.isAuthenticated && state.customerID == nil) || (country != nil && state.buyerCountry != country)
        {
            state = try await backend.updateEmail(of: state, to: email, country: country)
            warnings = CheckoutWarning.merged(warnings, state.warnings)
        } else if buyer == nil, let market = backend.client.buyer.country, state.buyerCountry != market {
            // Outside a checkout, the cart is in the market the shopper picked (as when it is
            // created): a market picked since moves it, so its totals are in that currency, also
            // when an earlier checkout's address put it elsewhere (the next checkout moves it
            // to its address again).
            state = try await backend.updateCountry(of: state, to: market)
            warnings = CheckoutWarning.merged(warnings, state.warnings)
        }
        if let address = buyer?.address, state.address != address {
            state = try await backend.updateAddress(of: state, to: address)
            warnings = CheckoutWarning.merged(warnings, state.warnings)
        }
        state.warnings = []
        state = try await backend.reconcile(state, with: extras)
        warnings = CheckoutWarning.merged(warnings, state.warnings)
        state.warnings = warnings
        return state
    }
}
