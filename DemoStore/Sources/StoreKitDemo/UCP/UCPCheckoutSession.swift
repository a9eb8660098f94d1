import Foundation

/// A UCP checkout session of a demo shop (UCP 2026-04-08, checkout.md): a Storefront cart of
/// the shop's ``CommerceState`` (the same lines and prices the Cart API and the checkout page
/// see) and where it is in the checkout lifecycle.
struct UCPCheckoutSession: Sendable, Equatable {
    /// The checkout's lifecycle (checkout.json `status`). The demo never completes a checkout
    /// (Shopify: only callers granted purchase rights may, every other checkout hands off to the
    /// buyer), so an open one is always `requiresEscalation`.
    enum Status: String, Sendable {
        case requiresEscalation = "requires_escalation"
        case canceled
    }

    /// `chk_` and a random token: the session's UCP ID (safe in a REST path as it is).
    var id: String
    /// The Storefront cart behind it (``CommerceState/Cart/id``).
    var cartID: String
    /// The UCP cart it was converted from, if any (cart.md, "Cart-to-Checkout Conversion").
    var fromCart: String?
    var status: Status
    /// RFC 3339; a session lives 6 hours (checkout.json `expires_at`: "Default TTL is 6 hours").
    var expiresAt: String
    /// Its shipping as last asked for (fulfillment.json), nil before any.
    var fulfillment: UCPCheckoutFulfillment?
}
