import Foundation

/// One shop of the global catalog: its name, the domain a client opens it at (`127.0.0.1:PORT`
/// when served over loopback, `{slug}.shopterm.invalid` in process), and its live catalog.
public struct UCPSeller: Sendable {
    public var domain: String
    /// Its catalog as it stands now (stock changes as its carts are paid).
    public var catalog: @Sendable () -> DemoCatalog

    /// A seller at `domain`.
    public init(domain: String, catalog: @escaping @Sendable () -> DemoCatalog) {
        self.domain = domain
        self.catalog = catalog
    }

    /// `http://127.0.0.1:PORT` on loopback, `https://{domain}` otherwise.
    public var origin: String {
        let host = domain.split(separator: ":").first.map(String.init) ?? domain
        return "\(UCPAgentResolver.isLoopback(host) ? "http" : "https")://\(domain)"
    }

    /// True when the shop's shipping zones (or markets) reach `country`.
    static func ships(_ catalog: DemoCatalog, to country: String) -> Bool {
        if let zones = catalog.shipping.zones {
            if zones.contains(where: { $0.countries.contains(country) && !$0.rates.isEmpty }) { return true }
        } else if ShippingZones.countries.contains(country) {
            return true
        }
        return catalog.markets.contains { $0.country == country }
    }

    /// Variant fields of the global catalog extension (shopify.dev, docs/agents/catalog/
    /// global-catalog-extension; ucp-cli 0.6.3's notes: `seller.domain` addresses the shop's API,
    /// `seller.url` is its storefront, `eligible.native_checkout` says whether checkout can be
    /// finished in-protocol).
    func sellerJSON(_ catalog: DemoCatalog) -> UCPJSON {
        ["name": .string(catalog.shop.name), "domain": .string(domain), "url": .string(origin)]
    }
}
