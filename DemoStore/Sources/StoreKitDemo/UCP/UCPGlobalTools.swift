import Foundation

/// The global catalog's tools over every shop of the mall (shopify.dev, docs/agents/catalog/
/// global-catalog): `search_catalog` (one offer per seller: its first variant that passes the
/// filters), `lookup_catalog` (by global product ID, or a seller's product or variant GID) and
/// `get_product` (every offer's variants, narrowed by `selected`). Anonymous callers get the
/// first page only, without `pagination` (Shopify: anonymous access has no pagination).
struct UCPGlobalTools {
    let sellers: [UCPSeller]

    static let searchCapabilities = [UCPCapability.catalogSearch.name, UCPCapability.shopifyCatalogGlobal.name]
    static let lookupCapabilities = [UCPCapability.catalogLookup.name, UCPCapability.shopifyCatalogGlobal.name]

    /// What every tool reads first: the catalog object, its filters and the index for its market.
    private func prepare(_ call: UCPCall) -> Result<(UCPCatalogInput, UCPGlobalFilter, UCPGlobalIndex), UCPError> {
        UCPCatalogInput.from(call.arguments).flatMap { input in
            UCPGlobalFilter.from(input).map { filter in (input, filter, UCPGlobalIndex(sellers: sellers, country: input.country)) }
        }
    }

    /// The featured variant of an offer that passes: the first available, else the first.
    private static func featured(_ offer: UCPGlobalIndex.Offer, _ filter: UCPGlobalFilter) -> DemoCatalog.Variant? {
        guard filter.admits(offer.catalog) else { return nil }
        let passing = filter.variants(of: offer.product)
        return passing.first(where: \.availableForSale) ?? passing.first
    }

    func search(_ call: UCPCall) -> UCPOutcome {
        let (input, filter, index): (UCPCatalogInput, UCPGlobalFilter, UCPGlobalIndex)
        let query: String?
        let page: (offset: Int, limit: Int)
        switch prepare(call).flatMap({ prepared in prepared.0.query().map { (prepared, $0) } }) {
        case .success(let parsed): ((input, filter, index), query) = parsed
        case .failure(let error): return .failure(error)
        }
        switch input.page() {
        case .success(let parsed): page = parsed
        case .failure(let error): return .failure(error)
        }
        if call.tier == .anonymous && input.catalog["pagination"]?["cursor"] != nil {
            return .failure(.unauthorized("Pagination needs an access token (POST /auth/access_token)"))
        }
        guard query != nil || !(input.catalog["filters"]?.object ?? [:]).isEmpty else {
            return .failure(.invalidInput("A search needs a catalog.query or catalog.filters"))
        }
        let encoder = UCPGlobalEncoder()
        let found: [(UCPGlobalIndex.Cluster, [UCPGlobalEncoder.Listed])] = index.clusters(matching: query).compactMap { cluster in
            let listed = cluster.offers.compactMap { offer in
                Self.featured(offer, filter).map { UCPGlobalEncoder.Listed(offer: offer, variant: $0) }
            }
            return listed.isEmpty ? nil : (cluster, listed)
        }
        let slice = found.dropFirst(page.offset).prefix(page.limit)
        var body: [String: UCPJSON] = [
            "ucp": UCPCatalogInput.envelope(Self.searchCapabilities),
            "products": .array(slice.map { encoder.product($0.0, listed: $0.1) }),
        ]
        if call.tier == .anonymous {
            if found.count > page.limit {
                body["messages"] = [
                    [
                        "type": "info", "code": "pagination_requires_token",
                        "content": .string(
                            "\(found.count - page.limit) more result\(found.count - page.limit == 1 ? "" : "s"): pagination needs an access token"),
                    ]
                ]
            }
        } else {
            body["pagination"] = UCPCatalogInput.pagination(offset: page.offset, limit: page.limit, total: found.count)
        }
        var messages = body["messages"]?.array ?? []
        if filter.priceIgnored {
            messages.append([
                "type": "info", "code": "price_filter_ignored",
                "content": "The price filter was ignored: its bounds need context.currency (each seller prices in its own)",
            ])
        }
        if filter.currency != nil, filter.base.minPrice != nil || filter.base.maxPrice != nil {
            messages.append([
                "type": "info", "code": "other_currencies_left_out",
                "content": .string("Offers priced in another currency than \(filter.currency ?? "") are left out of a price filter"),
            ])
        }
        if !messages.isEmpty { body["messages"] = .array(messages) }
        return .result(.object(body))
    }

    func lookup(_ call: UCPCall) -> UCPOutcome {
        let (filter, index): (UCPGlobalFilter, UCPGlobalIndex)
        let ids: [String]
        switch prepare(call).flatMap({ prepared in prepared.0.ids().map { (prepared, $0) } }) {
        case .success(let parsed): ((_, filter, index), ids) = parsed
        case .failure(let error): return .failure(error)
        }
        let clusters = index.clusters(matching: nil)
        var order: [Int] = []
        var listed: [Int: [UCPGlobalEncoder.Listed]] = [:]
        var messages: [UCPJSON] = []
        for id in ids {
            var found = false
            let page = UCPProductPage(id)
            for (position, cluster) in clusters.enumerated() {
                for offer in cluster.offers {
                    let match: (DemoCatalog.Variant, String)?
                    if cluster.id == id || offer.product.id == id {
                        match = Self.featured(offer, filter).map { ($0, "featured") }
                    } else if let page, page.domain == offer.seller.domain.lowercased(), page.handle == offer.product.handle {
                        // A product page's address: the variant it names, else the featured one.
                        match = page.variant(of: offer.product).map { ($0, "exact") } ?? Self.featured(offer, filter).map { ($0, "featured") }
                    } else if let variant = offer.product.variants.first(where: { $0.id == id }),
                        filter.admits(offer.catalog), filter.variants(of: offer.product).contains(where: { $0.id == id })
                    {
                        match = (variant, "exact")
                    } else {
                        match = nil
                    }
                    guard let (variant, how) = match else { continue }
                    found = true
                    if listed[position] == nil { order.append(position) }
                    let correlation: UCPJSON = ["id": .string(id), "match": .string(how)]
                    if let existing = listed[position]?.firstIndex(where: {
                        $0.variant.id == variant.id && $0.offer.seller.domain == offer.seller.domain
                    }) {
                        listed[position]?[existing].inputs?.append(correlation)
                    } else {
                        listed[position, default: []].append(UCPGlobalEncoder.Listed(offer: offer, variant: variant, inputs: [correlation]))
                    }
                }
            }
            if !found { messages.append(["type": "info", "code": "not_found", "content": .string(UCPService.shown(id))]) }
        }
        let encoder = UCPGlobalEncoder()
        var body: [String: UCPJSON] = [
            "ucp": UCPCatalogInput.envelope(Self.lookupCapabilities),
            "products": .array(order.map { encoder.product(clusters[$0], listed: listed[$0] ?? []) }),
        ]
        if !messages.isEmpty { body["messages"] = .array(messages) }
        return .result(.object(body))
    }

    func getProduct(_ call: UCPCall) -> UCPOutcome {
        let (input, filter, index): (UCPCatalogInput, UCPGlobalFilter, UCPGlobalIndex)
        switch prepare(call) {
        case .success(let prepared): (input, filter, index) = prepared
        case .failure(let error): return .failure(error)
        }
        let (id, selection): (String, (selected: [DemoSelectedOption], preferences: [String]))
        switch UCPProductDetail.request(input) {
        case .success(let parsed): (id, selection) = (parsed.id, (parsed.selected, parsed.preferences))
        case .failure(let error): return .failure(error)
        }
        let clusters = index.clusters(matching: nil)
        guard
            let cluster = clusters.first(where: { cluster in
                cluster.id == id || cluster.offers.contains { $0.product.id == id || $0.product.variants.contains { $0.id == id } }
            })
        else { return UCPProductDetail.notFound(id) }
        let pairs = cluster.offers.flatMap { offer in
            filter.admits(offer.catalog) ? filter.variants(of: offer.product).map { UCPGlobalEncoder.Listed(offer: offer, variant: $0) } : []
        }
        let options = UCPGlobalEncoder.options(of: cluster)
        let detail = UCPProductDetail(options: options, variants: pairs.map(\.variant))
        let asked = selection.selected.isEmpty ? (pairs.first { $0.variant.id == id }?.variant.selectedOptions ?? []) : selection.selected
        let selected = detail.effective(asked, preferences: selection.preferences)
        let chosen = pairs.filter { pair in selected.allSatisfy { pair.variant.selectedOptions.contains($0) } }
        guard !chosen.isEmpty else { return UCPProductDetail.notFound(id) }
        var product = UCPGlobalEncoder().product(cluster, listed: chosen)
        if case .object(var members) = product {
            members["options"] = detail.optionsJSON(selected)
            members["selected"] = UCPProductDetail.selectedJSON(selected)
            product = .object(members)
        }
        return .result(["ucp": UCPCatalogInput.envelope(Self.lookupCapabilities), "product": product])
    }
}
