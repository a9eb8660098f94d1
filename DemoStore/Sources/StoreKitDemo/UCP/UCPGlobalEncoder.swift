import Foundation

/// A cluster of the global catalog as UCP's `product`: the first offer's title, description and
/// pictures, the options of every offer, and one variant per offered variant, each the seller's
/// own (its real `gid://shopify/ProductVariant/…`, on its own domain) with the global catalog
/// extension's `seller`, `checkout_url` and `eligible` (shopify.dev, docs/agents/catalog/
/// global-catalog-extension). `price_range` is in the first listed variant's currency, over
/// every variant of the offers in it (product.json: "Price range across all variants", not only
/// the ones a search lists): prices are each seller's own market currency (ucp-cli 0.6.3: "a
/// result set can span multiple currencies — read price_range.min.currency per item").
struct UCPGlobalEncoder {
    /// One variant to list, with its lookup `inputs`.
    struct Listed {
        var offer: UCPGlobalIndex.Offer
        var variant: DemoCatalog.Variant
        var inputs: [UCPJSON]?
    }

    func product(_ cluster: UCPGlobalIndex.Cluster, listed: [Listed]) -> UCPJSON {
        let lead = cluster.offers[0]
        let leadEncoder = UCPProductEncoder(catalog: lead.catalog, origin: lead.seller.origin)
        guard case .object(var members) = leadEncoder.product(lead.product, variants: []) else { return .null }
        members["id"] = .string(cluster.id)
        members["url"] = nil
        members["collections"] = nil
        members["options"] = Self.optionsJSON(Self.options(of: cluster))
        members["variants"] = .array(listed.map(variant))
        let currency = listed.first?.variant.price.currencyCode ?? lead.catalog.shop.currencyCode
        let prices = (listed.map(\.variant.price) + cluster.offers.flatMap { $0.product.variants.map(\.price) })
            .filter { $0.currencyCode == currency }
        let low = prices.min { $0.amount < $1.amount } ?? DemoMoney(amount: 0, currencyCode: currency)
        let high = prices.max { $0.amount < $1.amount } ?? low
        members["price_range"] = ["min": UCPProductEncoder.price(low), "max": UCPProductEncoder.price(high)]
        members["list_price_range"] = nil
        members["metadata"] = [
            "vendor": .string(lead.product.vendor), "product_type": .string(lead.product.productType),
            "sellers": .int(Set(listed.map(\.offer.seller.domain)).count),
        ]
        return .object(members)
    }

    func variant(_ listed: Listed) -> UCPJSON {
        let offer = listed.offer
        let encoder = UCPProductEncoder(catalog: offer.catalog, origin: offer.seller.origin)
        let number = listed.variant.id.split(separator: "/").last.map(String.init) ?? ""
        guard
            case .object(var members) = encoder.variant(
                offer.product, listed.variant, inputs: listed.inputs, seller: offer.seller.sellerJSON(offer.catalog))
        else { return .null }
        members["url"] = .string("\(offer.seller.origin)/products/\(offer.product.handle)?variant=\(number)")
        members["product_id"] = .string(offer.product.id)
        // The demo's shops take the whole checkout over UCP.
        members["eligible"] = ["native_checkout": true]
        return .object(members)
    }

    /// Every offer's options, by name in order of appearance, values merged.
    static func options(of cluster: UCPGlobalIndex.Cluster) -> [DemoCatalog.Option] {
        var options: [DemoCatalog.Option] = []
        for offer in cluster.offers {
            for option in offer.product.options {
                if let index = options.firstIndex(where: { $0.name == option.name }) {
                    for value in option.values where !options[index].values.contains(value) { options[index].values.append(value) }
                } else {
                    options.append(DemoCatalog.Option(id: "", name: option.name, values: option.values))
                }
            }
        }
        return options
    }

    static func optionsJSON(_ options: [DemoCatalog.Option]) -> UCPJSON {
        .array(options.map { ["name": .string($0.name), "values": .array($0.values.map { ["label": .string($0)] })] })
    }
}
