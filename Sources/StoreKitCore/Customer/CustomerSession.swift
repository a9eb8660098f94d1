import Foundation

/// A signed-in customer, as kept between runs. Holds secrets: it is written only by
/// ``SessionFile`` (mode 0600), and its `description` never shows a token.
public struct CustomerSession: Sendable, Equatable, Codable, CustomStringConvertible {
    /// How the customer signed in.
    public enum Method: String, Sendable, Codable {
        /// E-mail and password through the Storefront API (`customerAccessTokenCreate`).
        case password
        /// The Customer Account API (OAuth 2.0 + PKCE), exchanged for a Storefront token.
        case customerAccount
    }

    /// The Customer Account API's tokens.
    public struct OAuthTokens: Sendable, Equatable, Codable {
        /// The access token (a secret).
        public var accessToken: String
        /// The token that renews it (a secret).
        public var refreshToken: String
        /// Needed to log out (`id_token_hint`).
        public var idToken: String?
        /// When the access token stops working.
        public var expiresAt: Date

        /// The tokens an authorization gave.
        public init(accessToken: String, refreshToken: String, idToken: String?, expiresAt: Date) {
            self.accessToken = accessToken
            self.refreshToken = refreshToken
            self.idToken = idToken
            self.expiresAt = expiresAt
        }
    }

    /// The file's format, for a later change of it.
    public var format = 1
    /// How the customer logged in.
    public var method: Method
    /// The e-mail the customer signed in with, when known (shown as "logged in as").
    public var email: String?
    /// The Storefront API customer access token: what `customer(customerAccessToken:)`, the
    /// address mutations and the cart's buyer identity take.
    public var storefrontToken: CustomerAccessToken
    /// Set for ``Method/customerAccount``.
    public var oauth: OAuthTokens?

    /// A session logged in by `method`, with its Storefront token (and OAuth tokens for the Customer Account API).
    public init(method: Method, email: String?, storefrontToken: CustomerAccessToken, oauth: OAuthTokens? = nil) {
        self.method = method
        self.email = email
        self.storefrontToken = storefrontToken
        self.oauth = oauth
    }

    /// It, in one line of text.
    public var description: String {
        "CustomerSession(\(method.rawValue), \(email ?? "-"), expires \(ISODate.format(storefrontToken.expiresAt)))"
    }
}

extension CustomerSession {
    /// How a session is written where it is kept (dates as ISO 8601).
    public static var storageEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// How a kept session is read back.
    public static var storageDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
