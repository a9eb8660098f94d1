import Foundation
import ShopTermUI
import StoreKitCore

/// What checking out the local cart means, for `shopterm checkout` and the storefront alike:
/// the cart moves to the market of the delivery address, is checked against the store (a line
/// that cannot be bought stops it), becomes the store's cart (a store cart gone is replaced only
/// when the shopper says so), the local cart follows what the store took (or, not accepted,
/// nothing is handed off), and the payment is waited for. The callers say it in their own words
/// (the command prints, the storefront shows) and keep the cart where they keep it.
public struct LocalCartCheckout: Sendable {
    /// The Cart API steps, for the signed-in customer when there is one (their token goes on
    /// the cart).
    public let flow: CheckoutFlow

    /// The checkout of carts in `client`'s store; `customer` is the signed-in customer's login
    /// (nil for a guest), whose token goes on the cart, got afresh from `accounts` before every
    /// hand-off.
    public init(
        client: StorefrontClient, customer: CustomerSession?, accounts: AccountService? = nil,
        accountClient: CustomerAccountClient? = nil, clock: any StorefrontClock = SystemClock()
    ) {
        var fresh: (@Sendable () async throws -> String)?
        if let customer, let accounts {
            // A Customer Account API login is refreshed every time; a password login when it nears expiry.
            let refresh = customer.method == .customerAccount
            fresh = { try await accounts.activeSession(renew: refresh, accounts: accountClient).storefrontToken.accessToken }
        }
        flow = CheckoutFlow(
            backend: CartCheckout(client: client, customerAccessToken: customer?.storefrontToken.accessToken, freshCustomerToken: fresh),
            clock: clock)
    }

    /// The client the checkout asks.
    public var client: StorefrontClient { flow.backend.client }

    // MARK: The market

    /// A change of market made by a checkout.
    public struct MarketMove: Sendable, Equatable {
        /// The country shopped in before, upper-cased (nil: none was chosen).
        public var from: String?
        /// The delivery address's country, upper-cased.
        public var to: String

        /// A move from `from` to `to`.
        public init(from: String?, to: String) {
            self.from = from
            self.to = to
        }
    }

    /// Moves the client to the market of `address`'s country when it shops in another: the
    /// buyer's country follows the delivery address, as Shopify's checkout does, so prices and
    /// stock are that market's. Returns the move; nil when the address names no country or the
    /// client already shops there.
    public func moveMarket(to address: ShippingAddress) -> MarketMove? {
        guard let country = address.countryCode?.uppercased(), !country.isEmpty else { return nil }
        let buyer = client.buyer
        guard buyer.country?.uppercased() != country else { return nil }
        client.changeMarket(to: MarketChoice(country: country, language: buyer.language))
        return MarketMove(from: buyer.country?.uppercased(), to: country)
    }

    // MARK: The check

    /// The cart as the store has it now, and what changed on its lines.
    public struct Check: Sendable {
        /// The cart with its lines' snapshots read again (every line kept).
        public var cart: LocalCart
        /// What changed, by line number (from 1).
        public var changes: [(line: Int, change: LineChange)]

        /// The first line that cannot be bought as it is: no checkout while it is in the cart.
        public var blocking: (line: Int, change: LineChange)? { changes.first { $0.change.blocksCheckout } }

        /// The changes as the storefront shows them, amounts written in `style`: a new currency
        /// is said once for the cart, not on every line.
        public func reports(_ style: MoneyStyle) -> [LineChangeReport] {
            changes.filter { if case .currencyChanged = $0.change { false } else { true } }
                .map { LineChangeReport(line: $0.line, message: $0.change.text { $0.formatted(style) }, blocksCheckout: $0.change.blocksCheckout) }
        }
    }

    /// Re-reads `cart`'s variants from the store (prices, availability) in the market shopped in.
    public func check(_ cart: LocalCart) async throws -> Check {
        let (fresh, changes) = try await CartRevalidator(client: client).revalidate(cart)
        return Check(cart: fresh, changes: changes)
    }

    // MARK: The store's cart

    /// Whether a store cart that is gone (paid, perhaps in a browser, or expired) is replaced by
    /// a new checkout: when the shopper said so (`again`), or when the store keeps its carts
    /// only while shopterm runs (`cartsLiveWithTheProgram`: the embedded demo store, where one
    /// gone was not paid).
    public static func startsOver(again: Bool, cartsLiveWithTheProgram: Bool) -> Bool {
        again || cartsLiveWithTheProgram
    }

    /// The store's cart of `lines` and `extras` (codes, gift cards, note) with the buyer's
    /// e-mail and address: `previous` (the store cart made from the cart before) brought in
    /// line while it exists, else a new one; one gone throws ``CheckoutError/gone`` unless
    /// `startOverIfGone`.
    public func start(
        lines: [LineInput], extras: CartExtras, email: String, address: ShippingAddress, previous: String?, startOverIfGone: Bool,
        progress: @Sendable (CheckoutStep) -> Void = { _ in }
    ) async throws -> CheckoutState {
        try await flow.prepare(
            lines: lines, email: email, address: address, extras: extras, previous: previous, startOverIfGone: startOverIfGone, progress: progress)
    }

    /// The checkout up to the handoff in one go of `cart` (``start(lines:extras:email:address:previous:startOverIfGone:progress:)``,
    /// then the shipping rate `shipping`): the store's cart and its checked URL.
    public func handOff(
        _ cart: LocalCart, email: String, address: ShippingAddress, shipping: ShippingChoice, previous: String?, startOverIfGone: Bool,
        progress: @Sendable (CheckoutStep) -> Void = { _ in }
    ) async throws -> (state: CheckoutState, url: URL) {
        try await flow.run(
            lines: cart.inputs, email: email, address: address, shipping: shipping, extras: cart.extras, previous: previous,
            startOverIfGone: startOverIfGone, progress: progress)
    }

    // MARK: What the store took

    /// What becomes of a store's cart that holds what it took of the cart asked.
    public enum Taken: Sendable, Equatable {
        /// The checkout goes on; the local cart follows these lines the store took fewer of
        /// (none: it took every line as asked).
        case handOff([CartAdjustment])
        /// The store took fewer than asked and the shopper did not accept it: nothing is handed
        /// off (no URL for a cart other than the one asked for).
        case refused([CartAdjustment])
    }

    /// What becomes of `state`, made from `asked`: fewer than asked of a line (the store's
    /// stock) is handed off only when `accepting` (the storefront always accepts: its cart shows
    /// what the store took before the payment; the command asks for `--accept-changes`).
    public static func taken(_ state: CheckoutState, asked: LocalCart, accepting: Bool) -> Taken {
        let adjustments = CartAdjustment.between(asked, and: state)
        return adjustments.isEmpty || accepting ? .handOff(adjustments) : .refused(adjustments)
    }

    /// `cart` after the store made `state` from it: it keeps the store's cart (the next
    /// checkout brings that one in line), and follows what the store took when it is handed off.
    public static func record(_ state: CheckoutState, _ taken: Taken, apiVersion: String, in cart: inout LocalCart) {
        cart.storeCart = LocalCart.StoreCart(id: state.id, apiVersion: apiVersion)
        if case .handOff(let adjustments) = taken { cart.follow(adjustments) }
        cart.noteStoreLines(state)
    }

    // MARK: The payment

    /// Waits until `state` is paid (asking every `interval` seconds, for at most `timeout`):
    /// the order, named as the signed-in customer's account names it when `orders` is given (a
    /// customer's order joins the account, with what was charged). Nil when the time is up
    /// first. The cart paid is then emptied by the caller.
    public func awaitPayment(of state: CheckoutState, interval: TimeInterval = 2, timeout: TimeInterval, orders: AccountService?) async throws
        -> CompletedOrder?
    {
        let started = Date()
        guard let paid = try await flow.waitForCompletion(of: state, interval: interval, timeout: timeout) else { return nil }
        guard let orders else { return paid }
        return await orders.order(paidSince: started) ?? paid
    }
}
