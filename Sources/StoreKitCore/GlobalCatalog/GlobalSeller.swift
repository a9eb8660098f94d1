import Foundation

/// The shop selling an offer, as the global catalog names it (its texts sanitised).
public struct GlobalSeller: Sendable, Equatable, Codable {
    /// The shop's name.
    public var name: String
    /// The shop's permanent domain (`example.myshopify.com`), when the catalog gives it.
    public var domain: String?
    /// The shop's storefront, for the shopper's browser.
    public var url: URL?

    /// A seller of the given parts.
    public init(name: String, domain: String? = nil, url: URL? = nil) {
        self.name = name
        self.domain = domain
        self.url = url
    }
}
