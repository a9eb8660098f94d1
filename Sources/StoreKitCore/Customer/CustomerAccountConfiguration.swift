import Foundation

/// Where a shop's Customer Account API lives and which public client shopterm is: the shop ID
/// and client ID from the shop's Headless channel settings, and the redirect URI registered
/// there (when none is given, a loopback listener's `http://127.0.0.1:PORT/callback` is used).
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

/// One login attempt: the authorization URL to open, and the secrets checked when the browser
/// comes back (state) or the code is exchanged (PKCE verifier).
public struct AuthorizationRequest: Sendable, Equatable {
    /// The authorization URL to open in the browser.
    public let url: URL
    /// The random `state`, checked when the browser comes back (a secret).
    public let state: String
    /// The PKCE pair; its verifier goes with the code exchange.
    public let pkce: PKCE
    /// Where the browser comes back to.
    public let redirectURI: String

    /// An attempt at `url`, with its state, PKCE pair and redirect URI.
    public init(
        configuration: CustomerAccountConfiguration, redirectURI: String, state: String = Base64URL.random(),
        pkce: PKCE = .random()
    ) {
        var components = URLComponents(url: configuration.authorizeURL, resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "scope", value: configuration.scopes),
            URLQueryItem(name: "client_id", value: configuration.clientID),
            URLQueryItem(name: "response_type", value: "code"),
            URLQueryItem(name: "redirect_uri", value: redirectURI),
            URLQueryItem(name: "state", value: state),
            URLQueryItem(name: "code_challenge", value: pkce.challenge),
            URLQueryItem(name: "code_challenge_method", value: PKCE.method),
        ]
        url = components.url!
        self.state = state
        self.pkce = pkce
        self.redirectURI = redirectURI
    }

    /// The authorization code in the URL the browser was sent back to, after checking that it
    /// is this request's redirect and carries this request's `state`.
    public func code(fromRedirect text: String) throws(CustomerAccountError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let components = URLComponents(string: trimmed), components.scheme != nil else {
            throw .badRedirect("\"\(trimmed.prefix(80))\" is not a URL; paste the whole address the browser ended on")
        }
        let expected = URLComponents(string: redirectURI)
        guard components.scheme == expected?.scheme, components.host == expected?.host, components.port == expected?.port,
            components.path == expected?.path
        else {
            throw .badRedirect("that address is not the redirect URI \(redirectURI)")
        }
        func item(_ name: String) -> String? { components.queryItems?.first { $0.name == name }?.value }
        if let error = item("error") {
            throw .denied(item("error_description") ?? error)
        }
        guard let state = item("state"), state == self.state else {
            throw .stateMismatch
        }
        guard let code = item("code"), !code.isEmpty else { throw .badRedirect("the redirect carries no authorization code") }
        return code
    }
}

/// What went wrong signing in through the Customer Account API.
public enum CustomerAccountError: Error, Equatable, CustomStringConvertible {
    case badRedirect(String)
    /// The `state` that came back is not the one sent: the answer is not for this login.
    case stateMismatch
    /// The person (or the shop) refused.
    case denied(String)
    /// The token endpoint refused (`invalid_grant` for a reused or expired code, …).
    case tokenRefused(String)
    /// The token endpoint's answer could not be used.
    case badTokenAnswer(String)
    /// No redirect arrived in time.
    case timedOut
    case transport(TransportError)
    /// The exchange for a Storefront customer token was refused.
    case exchangeRefused(String)
    /// `--oauth` without the shop's Customer Account API settings.
    case notConfigured

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .badRedirect(let reason): return "login: \(reason)"
        case .stateMismatch: return "login refused: the redirect's state does not match this login (it may be from another attempt); try again"
        case .denied(let reason): return "login was not allowed: \(reason)"
        case .tokenRefused(let reason): return "login refused by the shop: \(reason)"
        case .badTokenAnswer(let reason): return "the shop's login answer cannot be used: \(reason)"
        case .timedOut: return "no login arrived in time; run the command again"
        case .transport(let error): return "\(error)"
        case .exchangeRefused(let reason): return "the shop refused a storefront customer token: \(reason)"
        case .notConfigured:
            return
                "Customer Account API login needs the shop ID and client ID: --account-shop-id and --account-client-id (or customerAccountShopId/customerAccountClientId in the config file)"
        }
    }
}
