import Foundation

/// Where a shop's Customer Account API lives and which public client shopterm is: the shop ID
/// and client ID from the shop's Headless channel (or Dev Dashboard) settings, and the callback
/// registered there. When none is given, a real shop is sent Shopify's default callback for a
/// public client (``shopifyDefaultCallback``); the demo store's login takes a loopback
/// listener's `http://127.0.0.1:PORT/callback`.
public struct CustomerAccountConfiguration: Sendable, Equatable {
    /// The shop's ID in the Customer Account API (from its Headless channel).
    public var shopID: String
    /// shopterm's public client ID there.
    public var clientID: String
    /// The redirect URI registered for it; nil: a loopback listener's.
    public var redirectURI: String?
    /// `https://shopify.com` for real shops; the demo store's own address for the demo.
    public var baseURL: URL
    /// The Customer Account API version for the GraphQL endpoint.
    public var apiVersion: APIVersion
    /// The scopes asked for.
    public var scopes = "openid email customer-account-api:full"

    /// The API of shop `shopID` for the public client `clientID`.
    public init(
        shopID: String, clientID: String, redirectURI: String? = nil, baseURL: URL = URL(string: "https://shopify.com")!,
        apiVersion: APIVersion = .default
    ) {
        self.shopID = shopID
        self.clientID = clientID
        self.redirectURI = redirectURI
        self.baseURL = baseURL
        self.apiVersion = apiVersion
    }

    /// Shopify's default callback for a public client: "By default, the format is
    /// `shop.{your_shop_id}.app://callback`" (shopify.dev, Checkout Kit, "Authenticate
    /// checkouts"). A browser cannot open it: the shopper pastes the address it ended on.
    public var shopifyDefaultCallback: String { "shop.\(shopID).app://callback" }

    /// True for a login served on loopback (the demo store's), which takes a loopback
    /// listener's callback. A real shop's login redirects only to a callback registered for the
    /// client, and Shopify documents none on loopback for a public client.
    public var isLoopback: Bool { Loopback.isLoopback(baseURL.host ?? "") }

    private var authentication: URL { baseURL.appendingPathComponent("authentication").appendingPathComponent(shopID) }
    /// `…/authentication/{shop_id}/oauth/authorize`.
    public var authorizeURL: URL { authentication.appendingPathComponent("oauth/authorize") }
    /// `…/authentication/{shop_id}/oauth/token`.
    public var tokenURL: URL { authentication.appendingPathComponent("oauth/token") }
    /// `…/authentication/{shop_id}/logout`.
    public var logoutURL: URL { authentication.appendingPathComponent("logout") }
    /// `…/{shop_id}/account/customer/api/{version}/graphql`.
    public var graphQLURL: URL {
        baseURL.appendingPathComponent(shopID).appendingPathComponent("account/customer/api/\(apiVersion)/graphql")
    }
}
