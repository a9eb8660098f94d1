import Foundation

/// A Storefront customer access token and when it stops working.
public struct CustomerAccessToken: Sendable, Equatable, Codable {
    /// The token (a secret: kept in the 0600 session file, never shown).
    public var accessToken: String
    /// When it stops working.
    public var expiresAt: Date

    /// A token `accessToken` that works until `expiresAt`.
    public init(accessToken: String, expiresAt: Date) {
        self.accessToken = accessToken
        self.expiresAt = expiresAt
    }

    private enum CodingKeys: String, CodingKey { case accessToken, expiresAt }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        accessToken = try container.decode(String.self, forKey: .accessToken)
        expiresAt = try container.decode(ISODate.self, forKey: .expiresAt).date
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(accessToken, forKey: .accessToken)
        try container.encode(ISODate(expiresAt), forKey: .expiresAt)
    }
}
