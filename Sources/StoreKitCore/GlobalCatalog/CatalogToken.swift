import Foundation

/// A catalog access token, when it expires and for which client id: what the token cache file
/// holds (JSON `{"token", "expires_at" (seconds since 1970), "client_id"}`, mode 0600). Its
/// description never shows the token.
struct CatalogToken: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The bearer token (Shopify: a JWT).
    var token: String
    /// When it stops working.
    var expiry: Date
    /// The client id it was issued to.
    var clientID: String

    /// A token is given up this long before it expires, so that a call never starts with one
    /// about to lapse.
    static let margin: TimeInterval = 60

    private enum CodingKeys: String, CodingKey {
        case token
        case expiry = "expires_at"
        case clientID = "client_id"
    }

    /// True when it may be sent now for `clientID`.
    func isUsable(for clientID: String, at now: Date) -> Bool {
        !token.isEmpty && self.clientID == clientID && now < expiry.addingTimeInterval(-Self.margin)
    }

    /// Its client id and expiry, never the token.
    var description: String { "catalog token for \(clientID) until \(expiry) (hidden)" }
}
