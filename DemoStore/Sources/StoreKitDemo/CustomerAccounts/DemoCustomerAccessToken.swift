import Foundation

/// A Storefront customer access token the demo store has issued: Shopify's
/// `DemoCustomerAccessToken` (`accessToken`, `expiresAt`), answered with `expiresAt` as a
/// `DemoDateTime`. The store's own type, shared with no client.
struct DemoCustomerAccessToken: Sendable, Equatable {
    /// The token.
    var accessToken: String
    /// When it stops working.
    var expiresAt: Date
}
