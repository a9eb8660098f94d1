import Foundation

/// The mall's products as the global catalog sees them: every shop's catalog priced in the
/// buyer's market, and their products clustered by product, each cluster with the offers of
/// the shops that sell it ("results are clustered by product with offers from several sellers",
/// shared/ucp-spec/README.md). Two shops sell the same product when its title and vendor match,
/// case and accents aside (Shopify matches by its own product understanding; the demo's
/// catalogs carry no barcodes).
struct UCPGlobalIndex {
    /// One shop's product in a cluster.
    struct Offer {
        var seller: UCPSeller
        /// The shop's catalog, priced in the buyer's market.
        var catalog: DemoCatalog
        var product: DemoCatalog.Product
    }

    /// One product of the global catalog.
    struct Cluster {
        var id: String
        var offers: [Offer]
    }

    let sellers: [(seller: UCPSeller, catalog: DemoCatalog)]

    /// The sellers' catalogs priced for a buyer in `country` (each shop's market for it).
    init(sellers: [UCPSeller], country: String?) {
        self.sellers = sellers.map { seller in
            let catalog = seller.catalog()
            return (seller, catalog.priced(in: catalog.market(for: country)))
        }
    }

    /// Clusters with a product matching `query` (all when nil), most relevant first: a
    /// cluster ranks by its best offer's place in its own shop's ranking, shops in mall order.
    func clusters(matching query: String?) -> [Cluster] {
        var ranked: [(rank: Int, shop: Int, offer: Offer)] = []
        for (shop, entry) in sellers.enumerated() {
            for (rank, product) in UCPShop.matching(query, in: entry.catalog.products).enumerated() {
                ranked.append((rank, shop, Offer(seller: entry.seller, catalog: entry.catalog, product: product)))
            }
        }
        ranked.sort { ($0.rank, $0.shop) < ($1.rank, $1.shop) }
        var order: [String] = []
        var offers: [String: [(shop: Int, offer: Offer)]] = [:]
        for entry in ranked {
            let key = Self.key(entry.offer.product)
            if offers[key] == nil { order.append(key) }
            offers[key, default: []].append((entry.shop, entry.offer))
        }
        return order.map { key in
            Cluster(id: Self.globalID(key), offers: (offers[key] ?? []).sorted { $0.shop < $1.shop }.map(\.offer))
        }
    }

    /// The cluster with global ID `id`.
    func cluster(id: String) -> Cluster? {
        guard id.hasPrefix(Self.idPrefix) else { return nil }
        return clusters(matching: nil).first { $0.id == id }
    }

    /// Shopify's global product IDs are UPIDs, `gid://shopify/p/{UPID}`.
    static let idPrefix = "gid://shopify/p/"

    /// What makes two shops' products the same: title and vendor, folded.
    static func key(_ product: DemoCatalog.Product) -> String {
        func fold(_ text: String) -> String {
            text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return fold(product.title) + "\u{1F}" + fold(product.vendor)
    }

    /// A stable global ID: FNV-1a (64-bit) of the cluster's key, in hex.
    static func globalID(_ key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return idPrefix + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
