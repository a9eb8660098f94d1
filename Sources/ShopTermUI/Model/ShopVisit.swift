import Foundation
import StoreKitCore

/// A shop opened from an offer of the search of every store: its domain (the Storefront API is
/// asked there, tokenless), its name as the catalog gave it, and the product to open there.
public struct ShopVisit: Equatable, Sendable {
    /// The seller's shop domain (`example.myshopify.com`, or a demo shop's).
    public var domain: String
    /// The seller's name, for the header until the shop's own answer comes.
    public var sellerName: String
    /// The product's handle in that shop (from the offer's page, `/products/HANDLE`); nil: its home.
    public var productHandle: String?
    /// The offer's option values (Size: 9), chosen on that product's page when it has them.
    public var selection: [String: String]

    public init(domain: String, sellerName: String, productHandle: String?, selection: [String: String] = [:]) {
        self.domain = domain
        self.sellerName = sellerName
        self.productHandle = productHandle
        self.selection = selection
    }

    /// The visit of `offer`'s seller; nil when the catalog names no domain for it.
    public init?(offer: GlobalOffer) {
        guard let seller = offer.seller, let domain = seller.domain, !domain.isEmpty else { return nil }
        self.init(
            domain: domain, sellerName: seller.name, productHandle: offer.url.flatMap(Self.handle(in:)),
            selection: Dictionary(offer.options.map { ($0.name, $0.label) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The handle in a product page's address (`…/products/HANDLE`, a locale prefix allowed).
    static func handle(in url: URL) -> String? {
        let parts = url.path.split(separator: "/")
        guard let index = parts.lastIndex(of: "products"), index + 1 < parts.count else { return nil }
        let handle = String(parts[index + 1])
        return handle.isEmpty ? nil : handle.removingPercentEncoding ?? handle
    }
}
