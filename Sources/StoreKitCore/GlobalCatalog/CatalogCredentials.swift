import Foundation

/// A global catalog key from Shopify's Dev Dashboard (Catalogs → API key): a client id and
/// its secret. Its description, debug description and mirror never show the secret.
public struct CatalogCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key's client id (not secret).
    public var clientID: String
    /// The key's secret: sent only to the token endpoint, never shown.
    public var clientSecret: String

    /// The key `clientID` with `clientSecret`.
    public init(clientID: String, clientSecret: String) {
        self.clientID = clientID
        self.clientSecret = clientSecret
    }

    /// The client id, the secret hidden.
    public var description: String { "client id \(clientID.oneLine(limit: 80) ?? "(none)") (secret hidden)" }
    /// As ``description``.
    public var debugDescription: String { description }
    /// The client id only, so that `dump` and `print` of a holder never show the secret.
    public var customMirror: Mirror { Mirror(self, children: ["clientID": clientID, "clientSecret": "(hidden)"]) }
}
