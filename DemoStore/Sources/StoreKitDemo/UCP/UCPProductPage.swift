import Foundation

/// A product page's address as a lookup identifier (catalog/lookup.md: implementations MAY
/// take URLs): `https://{shop domain}/products/{handle}[?variant={id}]`, a locale prefix allowed.
struct UCPProductPage {
    /// The shop's domain, with its port when it has one, lower-cased.
    var domain: String
    var handle: String
    /// The variant the address names (`?variant=N`), as its number.
    var variant: String?

    /// The page `text` addresses; nil when it is no product page's URL.
    init?(_ text: String) {
        guard text.count <= 2_000, let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "https" || scheme == "http", let host = url.host?.lowercased(), !host.isEmpty
        else { return nil }
        let parts = url.path.split(separator: "/").map(String.init)
        guard let index = parts.lastIndex(of: "products"), index + 1 < parts.count, !parts[index + 1].isEmpty else { return nil }
        domain = url.port.map { "\(host):\($0)" } ?? host
        handle = parts[index + 1]
        variant = url.queryItems?.first { $0.name == "variant" }?.value.flatMap { $0.allSatisfy(\.isNumber) ? $0 : nil }
    }

    /// The variant of `product` this page names (its `?variant=`), and whether it named one.
    func variant(of product: DemoCatalog.Product) -> DemoCatalog.Variant? {
        guard let variant else { return nil }
        return product.variants.first { $0.id.hasSuffix("/\(variant)") }
    }
}
