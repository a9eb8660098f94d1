import Foundation

/// A shop's catalog tools (UCP 2026-04-08, catalog/search.md, lookup.md; the MCP tools
/// `search_catalog`, `lookup_catalog`, `get_product` and their REST routes): its products in the
/// buyer's market (`context.address_country` picks the market, as the Storefront API's
/// `@inContext(country:)` does), IDs its Storefront GIDs, amounts in minor units.
struct UCPShopCatalog {
    let shop: UCPShop

    /// The capabilities a shop's catalog answers name.
    static let searchCapabilities = [UCPCapability.catalogSearch.name, UCPCapability.shopifyCatalog.name]
    static let lookupCapabilities = [UCPCapability.catalogLookup.name, UCPCapability.shopifyCatalog.name]

    private func priced(_ input: UCPCatalogInput) -> DemoCatalog {
        let catalog = shop.catalog
        return catalog.priced(in: catalog.market(for: input.country))
    }

    func search(_ call: UCPCall) -> UCPOutcome {
        let input: UCPCatalogInput
        let query: String?
        let filter: UCPProductFilter
        let page: (offset: Int, limit: Int)
        switch UCPCatalogInput.from(call.arguments).flatMap({ input in input.query().map { (input, $0) } }) {
        case .success(let parsed): (input, query) = parsed
        case .failure(let error): return .failure(error)
        }
        switch (UCPProductFilter.from(input, availableByDefault: false), input.page()) {
        case (.success(let parsedFilter), .success(let parsedPage)): (filter, page) = (parsedFilter, parsedPage)
        case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
        }
        // search.md, "Search Inputs": a request needs a query or filters.
        guard query != nil || !(input.catalog["filters"]?.object ?? [:]).isEmpty else {
            return .failure(.invalidInput("A search needs a catalog.query or catalog.filters"))
        }
        let catalog = priced(input)
        let encoder = UCPProductEncoder(catalog: catalog, origin: call.origin)
        let found = UCPShop.matching(query, in: catalog.products).compactMap { product -> (DemoCatalog.Product, [DemoCatalog.Variant])? in
            let variants = filter.variants(of: product)
            return variants.isEmpty ? nil : (product, variants)
        }
        let slice = found.dropFirst(page.offset).prefix(page.limit)
        return .result([
            "ucp": UCPCatalogInput.envelope(Self.searchCapabilities),
            "products": .array(slice.map { encoder.product($0.0, variants: $0.1) }),
            "pagination": UCPCatalogInput.pagination(offset: page.offset, limit: page.limit, total: found.count),
        ])
    }

    func lookup(_ call: UCPCall) -> UCPOutcome {
        let input: UCPCatalogInput
        let ids: [String]
        let filter: UCPProductFilter
        switch UCPCatalogInput.from(call.arguments).flatMap({ input in input.ids().map { (input, $0) } }) {
        case .success(let parsed): (input, ids) = parsed
        case .failure(let error): return .failure(error)
        }
        switch UCPProductFilter.from(input, availableByDefault: false) {
        case .success(let parsed): filter = parsed
        case .failure(let error): return .failure(error)
        }
        let catalog = priced(input)
        let encoder = UCPProductEncoder(catalog: catalog, origin: call.origin)
        var order: [Int] = []
        var chosen: [Int: [(variant: Int, input: UCPJSON)]] = [:]
        var messages: [UCPJSON] = []
        for id in ids {
            guard let found = Self.resolve(id, in: catalog) else {
                messages.append(["type": "info", "code": "not_found", "content": .string(UCPService.shown(id))])
                continue
            }
            if chosen[found.product] == nil { order.append(found.product) }
            chosen[found.product, default: []].append((found.variant, ["id": .string(id), "match": .string(found.match)]))
        }
        var products: [UCPJSON] = []
        for index in order {
            let product = catalog.products[index]
            let passing = Set(filter.variants(of: product).map(\.id))
            var inputs: [String: [UCPJSON]] = [:]
            var variants: [DemoCatalog.Variant] = []
            for (variantIndex, correlation) in chosen[index] ?? [] {
                let variant = product.variants[variantIndex]
                guard passing.contains(variant.id) else { continue }
                if inputs[variant.id] == nil { variants.append(variant) }
                inputs[variant.id, default: []].append(correlation)
            }
            if !variants.isEmpty { products.append(encoder.product(product, variants: variants, inputs: inputs)) }
        }
        var body: [String: UCPJSON] = ["ucp": UCPCatalogInput.envelope(Self.lookupCapabilities), "products": .array(products)]
        if !messages.isEmpty { body["messages"] = .array(messages) }
        return .result(.object(body))
    }

    func getProduct(_ call: UCPCall) -> UCPOutcome {
        let input: UCPCatalogInput
        switch UCPCatalogInput.from(call.arguments) {
        case .success(let parsed): input = parsed
        case .failure(let error): return .failure(error)
        }
        let (id, selection): (String, (selected: [DemoSelectedOption], preferences: [String]))
        switch UCPProductDetail.request(input) {
        case .success(let parsed): (id, selection) = (parsed.id, (parsed.selected, parsed.preferences))
        case .failure(let error): return .failure(error)
        }
        let catalog = priced(input)
        guard let found = Self.resolve(id, in: catalog) else { return UCPProductDetail.notFound(id) }
        let product = catalog.products[found.product]
        let detail = UCPProductDetail(options: product.options, variants: product.variants)
        let asked = found.match == "exact" && selection.selected.isEmpty ? product.variants[found.variant].selectedOptions : selection.selected
        let selected = detail.effective(asked, preferences: selection.preferences)
        var body = UCPProductEncoder(catalog: catalog, origin: call.origin).product(product, variants: detail.matching(selected))
        if case .object(var members) = body {
            members["options"] = detail.optionsJSON(selected)
            members["selected"] = UCPProductDetail.selectedJSON(selected)
            body = .object(members)
        }
        return .result(["ucp": UCPCatalogInput.envelope(Self.lookupCapabilities), "product": body])
    }

    /// What an identifier names: a product ID or handle (its featured variant: the first
    /// available, `featured`), a variant ID or SKU (`exact`).
    static func resolve(_ id: String, in catalog: DemoCatalog) -> (product: Int, variant: Int, match: String)? {
        switch catalog.node(id: id) {
        case .product(let index)?:
            return (index, featured(catalog.products[index]), "featured")
        case .variant(let product, let variant)?:
            return (product, variant, "exact")
        default:
            break
        }
        if let index = catalog.products.firstIndex(where: { $0.handle == id }) {
            return (index, featured(catalog.products[index]), "featured")
        }
        for (index, product) in catalog.products.enumerated() {
            if let variant = product.variants.firstIndex(where: { $0.sku == id }) { return (index, variant, "exact") }
        }
        return nil
    }

    private static func featured(_ product: DemoCatalog.Product) -> Int {
        product.variants.firstIndex(where: \.availableForSale) ?? 0
    }
}
