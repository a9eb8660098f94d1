import StoreKitCore

/// A cart whose checkout the store no longer has: it was completed — ordered, perhaps in a
/// browser — or it expired (Shopify answers a completed cart's ID with null). What a view of
/// the cart says of it: that it was ordered, the order's name where the store gives one (the
/// logged-in customer's latest order), and how to start a new one.
public enum OrderedCart {
    /// True when the store answered that it no longer has `cart`'s store cart; a cart without
    /// one, a failure to ask, and the embedded store (whose carts live only while shopterm
    /// runs: one gone there was not paid) are not.
    public static func isGone(_ cart: LocalCart, session: StoreSession) async -> Bool {
        guard !cart.lines.isEmpty, session.embeddedStore == nil,
            let id = cart.storeCart?.id(forVersion: session.configuration.apiVersion.rawValue)
        else { return false }
        do {
            return try await CartCheckout(client: session.client).fetch(id: id) == nil
        } catch {
            return false
        }
    }

    /// The logged-in customer's latest order ("#1002 of 2026-11-27"), nil without a customer
    /// or when the store does not answer.
    public static func latestOrder(session: StoreSession) async -> String? {
        let accounts = session.accounts
        guard (try? accounts.loadSession()) != nil,
            let customer = try? await accounts.activeSession(accounts: session.customerAccountClient()),
            let latest = try? await accounts.orders(customer, first: 1).items.first
        else { return nil }
        return "\(latest.name) of \(latest.processedAt.prefix(10))"
    }

    /// What `shopterm cart` says of such a cart.
    public static func notice(latestOrder: String?) -> String {
        "This cart was ordered, or its checkout expired: the store no longer has it"
            + (latestOrder.map { " (your latest order is \($0))" } ?? "") + ". "
            + "To start a new cart: shopterm cart clear; to buy these lines again: shopterm checkout --again …"
    }
}
