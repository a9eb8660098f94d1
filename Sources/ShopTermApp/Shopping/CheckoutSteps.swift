import Foundation
import StoreKitCore

/// What `shopterm checkout` does beyond reading its flags: the local cart checked against the
/// store and handed off (``handOff(say:)``), then, with `--wait`, the wait for payment
/// (``awaitPayment(_:timeout:)``). What is said on the way goes to `say` (the executable
/// writes it on stderr); what is printed comes back.
public struct CheckoutSteps: Sendable {
    /// The flags' values.
    public struct Request: Sendable {
        public var email: String?
        public var address: ShippingAddress?
        public var savedAddress: Int?
        public var shipping: String
        public var again: Bool
        public var acceptChanges: Bool
        /// With `--json`, the notes a person reads (progress, the market moved) are not said.
        public var json: Bool

        public init(
            email: String?, address: ShippingAddress?, savedAddress: Int?, shipping: String, again: Bool, acceptChanges: Bool, json: Bool
        ) {
            self.email = email
            self.address = address
            self.savedAddress = savedAddress
            self.shipping = shipping
            self.again = again
            self.acceptChanges = acceptChanges
            self.json = json
        }
    }

    /// A checkout handed off to the store: what to print, where to pay.
    public struct HandOff {
        public var summary: CheckoutSummary
        /// Where to pay (signed in for a logged-in buyer).
        public var url: URL
        public var state: CheckoutState
        public var buyer: CheckoutBuyer
        /// The embedded store's checkout pages, served while the program runs (nil for a real
        /// shop); the caller stops them.
        public var pageServer: (any RunningPages)?
    }

    public let session: StoreSession
    public let request: Request

    public init(session: StoreSession, request: Request) {
        self.session = session
        self.request = request
    }

    /// Checks the cart (in the address's market), hands it off to the store and records what
    /// the store took in the local cart.
    public func handOff(say: @Sendable (String) -> Void) async throws -> HandOff {
        let version = session.configuration.apiVersion
        let buyer = try await CheckoutBuyer.resolve(
            session: session, email: request.email, address: request.address, savedAddress: request.savedAddress)
        if buyer.customer != nil, !request.json { say("checking out as \(buyer.email)") }
        let cartFile = session.cartFile
        let loaded = try cartFile.load()
        for note in CartOutput.movedAsideNotes(loaded.movedAside) { say(note) }
        guard !loaded.cart.lines.isEmpty else { throw CheckoutError.emptyCart }

        // Amounts written as before the move (the buyer's own locale when no market was chosen).
        let money = await session.moneyStyle()
        let checkout = LocalCartCheckout(
            client: session.client, customer: buyer.customer, accounts: session.accounts, accountClient: session.customerAccountClient())
        if let move = checkout.moveMarket(to: buyer.address), let from = move.from, !request.json {
            say("the address is in \(move.to), not \(from): the cart is checked and priced in \(move.to)'s market")
        }
        let check = try await checkout.check(loaded.cart)
        let fresh = check.cart
        try cartFile.update { cart in cart = cart.takingSnapshots(of: fresh) }
        for note in CartOutput.describe(check.changes, in: fresh, money: await session.moneyStyle()) { say(note) }
        if let blocking = check.blocking {
            throw CLIError(
                "cannot check out while line \(blocking.line) is \(blocking.change); change it with: shopterm cart remove \(blocking.line)")
        }

        let pageServer = try session.startEmbeddedCheckoutPages()
        do {
            let json = request.json
            let (state, storeURL) = try await handOff(fresh, buyer: buyer, checkout: checkout, progress: { step in if !json { say("\(step)") } })
            // Logged in, the cart carries the buyer's token: the checkout signs them in too.
            let url = buyer.customer != nil ? CheckoutURL.signedIn(storeURL) : storeURL
            let taken = LocalCartCheckout.taken(state, asked: fresh, accepting: request.acceptChanges)
            try cartFile.update { cart in LocalCartCheckout.record(state, taken, apiVersion: version.rawValue, in: &cart) }
            // A line the buyer's country cannot buy: nothing is handed off while it is there.
            if let (line, warning) = state.unavailableLines.first {
                let number = fresh.lines.firstIndex { $0.key == line.key }.map { $0 + 1 }
                let named = number.map { "line \($0) (\(line.title))" } ?? line.title
                throw CLIError(
                    "cannot check out while \(named) is not sold where this order ships: the store says \"\(warning)\". Nothing was handed off; "
                        + (number.map { "remove it with: shopterm cart remove \($0), then check out again" } ?? "remove it, then check out again"))
            }
            let adjustments: [CartAdjustment]
            switch taken {
            case .refused(let refused):
                throw CLIError(
                    "the store took less than asked: " + refused.map(\.description).joined(separator: "; ")
                        + ". Nothing was handed off; to check out what it took: shopterm checkout … --accept-changes")
            case .handOff(let followed):
                adjustments = followed
            }
            for adjustment in adjustments { say("\(adjustment); the local cart follows the store") }
            for warning in state.warnings { say("the store says: \(warning)") }
            if let note = state.currencyNote(browsed: loaded.cart.lines.first?.price.currencyCode), !request.json { say(note) }
            return HandOff(summary: CheckoutSummary(state: state, money: money), url: url, state: state, buyer: buyer, pageServer: pageServer)
        } catch {
            pageServer?.stop()
            throw error
        }
    }

    /// The store's checkout of `cart`; a checkout the store no longer has is said, with the
    /// buyer's latest order when logged in.
    private func handOff(
        _ cart: LocalCart, buyer: CheckoutBuyer, checkout: LocalCartCheckout, progress: @Sendable (CheckoutStep) -> Void
    ) async throws -> (CheckoutState, URL) {
        do {
            return try await checkout.handOff(
                cart, email: buyer.email, address: buyer.address, shipping: ShippingChoice(request.shipping),
                previous: cart.storeCart?.id(forVersion: session.configuration.apiVersion.rawValue),
                startOverIfGone: LocalCartCheckout.startsOver(again: request.again, cartsLiveWithTheProgram: session.embeddedStore != nil),
                progress: progress)
        } catch CheckoutError.gone {
            var order = ""
            if let customer = buyer.customer, let latest = try? await session.accounts.orders(customer, first: 1).items.first {
                order = " Your latest order is \(latest.name) of \(latest.processedAt.prefix(10))."
            }
            throw CLIError(
                "this cart's checkout at the store is gone: it was completed (paid, perhaps in a browser) or it expired.\(order) "
                    + "If it was paid, empty the cart: shopterm cart clear. To buy these lines again in a new checkout: shopterm checkout --again …")
        }
    }

    /// Waits up to `timeout` seconds for the handed-off checkout to be paid (no deadline
    /// beyond it); a paid one empties the local cart. Nil when it was not paid in time.
    public func awaitPayment(_ handOff: HandOff, timeout: TimeInterval) async throws -> CompletedOrder? {
        session.client.limitTime(to: nil)  // the wait has its own bound (--wait-timeout)
        let checkout = LocalCartCheckout(client: session.client, customer: handOff.buyer.customer)
        let paid = try await checkout.awaitPayment(
            of: handOff.state, timeout: timeout, orders: handOff.buyer.customer == nil ? nil : session.accounts)
        if paid != nil { try session.cartFile.update { cart in cart.emptyAfterPayment() } }
        return paid
    }
}
