/// A Storefront global ID (`gid://shopify/Product/123`), typed by what it identifies so a
/// variant's ID cannot be passed where a product's is expected.
public struct StorefrontID<Entity>: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The ID as the store writes it (`gid://shopify/Product/1`).
    public let rawValue: String

    /// The ID `rawValue`, unchecked.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The ID written as a literal (tests, fixtures).
    public init(stringLiteral value: String) { rawValue = value }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// It, in one line of text.
    public var description: String { rawValue }

    /// The resource type named in a `gid://shopify/TYPE/…` ID, if it has that form.
    public var resourceType: String? {
        guard rawValue.hasPrefix("gid://shopify/") else { return nil }
        return rawValue.dropFirst("gid://shopify/".count).split(separator: "/").first.map(String.init)
    }
}

/// True when `text` has the form of a Storefront global ID.
public func isGlobalID(_ text: String) -> Bool {
    text.hasPrefix("gid://shopify/") && text.split(separator: "/").count >= 4
}
