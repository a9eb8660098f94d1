import Foundation
import GraphQL
import StoreKitCore

/// Resolvers for finding products: filtered collections, `search`, `predictiveSearch` and
/// `productRecommendations`.
enum FindingResolvers {
    typealias Product = DemoCatalog.Product

    static var table: [String: GraphQLFieldResolve] {
        var table = root
        table.merge(lists) { $1 }
        table.merge(trackable) { $1 }
        return table
    }

    static let root: [String: GraphQLFieldResolve] = [
        "QueryRoot.search": resolver(Root.self) { _, args, context in
            let types = Set((args["types"].array ?? []).compactMap(\.string))
            guard types.isEmpty || types.contains("PRODUCT") else { return try Paginator.page([], args: args, kind: "search") }
            var text = args["query"].string ?? ""
            // `prefix: LAST` makes the last search term a partial match ("Perform a partial word
            // match on the last search term", shopify.dev, `SearchPrefixQueryType`): a bare term,
            // not a `field:value`.
            let lastWord = text.split(whereSeparator: \.isWhitespace).last ?? ""
            if args["prefix"].string == "LAST", !lastWord.contains(":"), let last = text.last, last.isLetter || last.isNumber { text += "*" }
            let query = SearchQuery.parse(text)
            var found = context.catalog.products.filter { query.matches($0.searchDocument) }
            if args["sortKey"].string == "PRICE" {
                CatalogResolvers.sort(&found, by: "PRICE", currency: context.catalog.shop.currencyCode)
            } else {
                found = SearchRelevance.ranked(found, by: query)
            }
            // `reverse` turns the order round, not the placement of products not for sale:
            // LAST keeps them last (and in the reversed order among themselves).
            if args["reverse"].bool == true { found.reverse() }
            switch args["unavailableProducts"].string {
            case "HIDE": found = found.filter(\.availableForSale)
            case "SHOW": break
            // LAST, the default: products not for sale after the others.
            default: found = found.filter(\.availableForSale) + found.filter { !$0.availableForSale }
            }
            return try filteredPage(found, filters: ProductFiltering(args["productFilters"]), args: args, kind: "search", ordered: true)
        },
        "QueryRoot.predictiveSearch": resolver(Root.self) { _, args, context in
            let query = (args["query"].string ?? "").trimmingCharacters(in: .whitespaces)
            let limit = args["limit"].int ?? 10
            guard (1...10).contains(limit) else {
                throw GraphQLError(message: "limit must be between 1 and 10", extensions: ["code": "BAD_USER_INPUT"])
            }
            let fields = Set((args["searchableFields"].array ?? []).compactMap(\.string))
            let search = PredictiveSearch(
                query: query, limit: limit, limitPerType: args["limitScope"].string == "EACH",
                fields: fields.isEmpty ? PredictiveSearch.defaultFields : fields,
                types: Set((args["types"].array ?? []).compactMap(\.string)),
                unavailable: args["unavailableProducts"].string ?? "LAST")
            return search.result(context.catalog)
        },
        "QueryRoot.productRecommendations": resolver(Root.self) { _, args, context in
            let catalog = context.catalog
            let product: Product?
            if let id = args["productId"].string, case .product(let index)? = catalog.node(id: id) {
                product = catalog.products[index]
            } else {
                product = args["productHandle"].string.flatMap(catalog.product(handle:))
            }
            guard let product else { return nil }
            return Recommendations.products(for: product, in: catalog, complementary: args["intent"].string == "COMPLEMENTARY")
        },
        "PredictiveSearchResult.articles": resolver(PredictiveResultSource.self) { _, _, _ in [any Sendable]() },
        "PredictiveSearchResult.pages": resolver(PredictiveResultSource.self) { _, _, _ in [any Sendable]() },
        "Product.selectedOrFirstAvailableVariant": resolver(Product.self) { product, args, _ in
            let wanted = ClientFieldResolvers.selection(args)
            let same = ClientFieldResolvers.matcher(args)
            let selected =
                wanted.isEmpty
                ? nil
                : product.variants.first { variant in
                    wanted.allSatisfy { option in variant.selectedOptions.contains { same($0.name, option.name) && same($0.value, option.value) } }
                }
            let variant = selected ?? product.variants.first(where: \.availableForSale) ?? product.variants.first
            return variant.map { VariantSource(product: product, variant: $0) }
        },
    ]

    static let lists: [String: GraphQLFieldResolve] = [
        "Collection.products": resolver(DemoCatalog.Collection.self) { collection, args, context in
            var products = collection.productIndices.map { context.catalog.products[$0] }
            let currency = context.catalog.shop.currencyCode
            switch args["sortKey"].string {
            case "TITLE", "PRICE", "BEST_SELLING", "ID": CatalogResolvers.sort(&products, by: args["sortKey"].string, currency: currency)
            case "CREATED": CatalogResolvers.sort(&products, by: "CREATED_AT", currency: currency)
            default: break
            }
            return try filteredPage(products, filters: ProductFiltering(args["filters"]), args: args, kind: "collection-products")
        },
        "ProductConnection.filters": sourceResolver(ConnectionSource.self) { connection, _ in connection.filters?() ?? [] },
        "SearchResultItemConnection.productFilters": sourceResolver(ConnectionSource.self) { connection, _ in connection.filters?() ?? [] },
        "SearchResultItemConnection.totalCount": sourceResolver(ConnectionSource.self) { connection, _ in connection.unpagedCount },
    ].merging(connectionResolvers(["SearchResultItem"])) { $1 }

    /// `trackingParameters` is answered by Shopify only for results of a search; the demo keeps
    /// no search analytics, and the field is nullable.
    static let trackable: [String: GraphQLFieldResolve] = Dictionary(
        uniqueKeysWithValues: ["Product", "Collection", "SearchQuerySuggestion", "Article", "Page"].map { type in
            ("\(type).trackingParameters", { _, _, _, _ in nil } as GraphQLFieldResolve)
        })

    /// One page of `products` as filtered, with the filters offered for the whole list.
    static func filteredPage(_ products: [Product], filters: ProductFiltering, args: Map, kind: String, ordered: Bool = false) throws
        -> ConnectionSource
    {
        var connection = try Paginator.page(filters.apply(products), args: args, kind: kind, ordered: ordered)
        connection.filters = { filters.offered(for: products) }
        return connection
    }
}
