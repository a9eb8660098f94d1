/// A Storefront global ID (`gid://shopify/Product/123`), typed by what it identifies so a
/// variant's ID cannot be passed where a product's is expected.
public struct StorefrontID<Entity>: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

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
