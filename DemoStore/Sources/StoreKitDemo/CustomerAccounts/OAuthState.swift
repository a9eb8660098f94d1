import Foundation
import StoreKitCore

/// The OAuth state of the demo's Customer Account API.
struct OAuthState: Sendable, Codable {
    /// An issued authorization code and what it was issued for.
    struct Grant: Sendable, Codable {
        var customerID: String
        var clientID: String
        var redirectURI: String
        var challenge: String
        var expiresAt: Date
        var used = false
    }

    struct Session: Sendable, Codable {
        var customerID: String
        var expiresAt: Date
    }

    var codes: [String: Grant] = [:]
    /// Refresh token → customer.
    var refreshTokens: [String: String] = [:]
    /// Access token → customer and expiry.
    var accessTokens: [String: Session] = [:]
    /// ID token → customer (for logout).
    var idTokens: [String: String] = [:]
}
