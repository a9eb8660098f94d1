import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// Sorting, filters with counts, search, predictive search and recommendations: the client's
/// operations against the demo store, and the queries Hydrogen's routes send.
@Suite struct FindingTests {
    /// Four shoes in one collection: two vendors, two types, colours per variant, one sold out.
    static let catalog = try! DemoCatalog(
        file: CatalogFile.decode(
            Data(
                """
                {"shop": {"name": "Shoes", "currencyCode": "USD"},
                 "collections": [{"handle": "all", "title": "All", "products": ["road", "trail", "boot", "slide"]}],
                 "products": [
                   {"handle": "road", "title": "Road Runner", "vendor": "Kestrel", "productType": "Running",
                    "options": [{"name": "Color", "values": ["Black", "White"]}],
                    "variants": [{"price": "120.00", "selectedOptions": {"Color": "Black"}},
                                 {"price": "120.00", "selectedOptions": {"Color": "White"}, "availableForSale": false}]},
                   {"handle": "trail", "title": "Trail Runner", "vendor": "Kestrel", "productType": "Trail",
                    "options": [{"name": "Color", "values": ["White"]}],
                    "variants": [{"price": "140.00", "selectedOptions": {"Color": "White"}}]},
                   {"handle": "boot", "title": "Trail Boot", "vendor": "Summit", "productType": "Trail",
                    "options": [{"name": "Color", "values": ["Black"]}],
                    "variants": [{"price": "180.00", "selectedOptions": {"Color": "Black"}}]},
                   {"handle": "slide", "title": "Tide Slide", "vendor": "Summit", "productType": "Sandals",
                    "variants": [{"price": "35.00", "availableForSale": false}]}]}
                """.utf8)))

    static func listing(_ filters: [ProductFilter], sort: ProductSort = .featured) async throws -> ProductListing {
        let demo = try DemoHarness(catalog: catalog)
        let data = try await demo.client.fetch(CollectionProductsQuery(handle: "all", first: 10, sort: sort, filters: filters))
        return try #require(data.collection).listing
    }

    static func counts(_ listing: ProductListing, _ label: String) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: (listing.filters.first { $0.label == label }?.values ?? []).map { ($0.label, $0.count) })
    }

    @Test func filtersNarrowTheListAndEachValueCountsWithTheOtherFilters() async throws {
        let all = try await Self.listing([])
        #expect(all.page.items.map(\.handle) == ["road", "trail", "boot", "slide"])
        #expect(Self.counts(all, "Vendor") == ["Kestrel": 2, "Summit": 2])
        #expect(Self.counts(all, "Availability") == ["In stock": 3, "Out of stock": 2])

        let kestrel = try await Self.listing([.vendor("Kestrel")])
        #expect(kestrel.page.items.map(\.handle) == ["road", "trail"])
        // The vendor's own counts do not narrow with it (values of one filter are alternatives)…
        #expect(Self.counts(kestrel, "Vendor") == ["Kestrel": 2, "Summit": 2])
        // …the others do.
        #expect(Self.counts(kestrel, "Product type") == ["Running": 1, "Trail": 1, "Sandals": 0])

        let either = try await Self.listing([.vendor("Kestrel"), .vendor("Summit"), .productType("Trail")])
        #expect(either.page.items.map(\.handle) == ["trail", "boot"])
    }

    @Test func variantFiltersMustAllHoldForOneVariant() async throws {
        // Road Runner has a white variant and an in-stock variant, but its white one is sold out.
        let whiteInStock = try await Self.listing([.option(name: "Color", value: "White"), .available(true)])
        #expect(whiteInStock.page.items.map(\.handle) == ["trail"])
        #expect(Self.counts(whiteInStock, "Color") == ["Black": 2, "White": 1])
        let cheap = try await Self.listing([.price(min: 100, max: 150)])
        #expect(cheap.page.items.map(\.handle) == ["road", "trail"])
        let price = try #require(cheap.filters.first { $0.isPriceRange }?.values.first?.filter.priceRange)
        #expect(price.max == 180)
    }

    @Test func aStoresFilterValueSentBackSelectsWhatItCounted() async throws {
        let all = try await Self.listing([])
        for filter in all.filters where !filter.isPriceRange {
            for value in filter.values {
                let narrowed = try await Self.listing([value.filter])
                #expect(narrowed.page.items.count == value.count, "\(filter.label) \(value.label)")
            }
        }
    }

    @Test func collectionsSortAsAskedAndSearchPutsSoldOutLast() async throws {
        let byPrice = try await Self.listing([], sort: .priceDescending)
        #expect(byPrice.page.items.map(\.handle) == ["boot", "trail", "road", "slide"])
        let demo = try DemoHarness(catalog: Self.catalog)
        let search = try await demo.client.fetch(SearchProductsQuery(query: "runner OR slide OR boot", first: 10)).listing
        #expect(search.page.items.map(\.handle) == ["road", "trail", "boot", "slide"])
        #expect(search.totalCount == 4)
        let filtered = try await demo.client.fetch(
            SearchProductsQuery(
                query: "runner OR slide OR boot", first: 1, sort: .priceAscending,
                filters: [.available(true)])
        ).listing
        #expect(filtered.page.items.map(\.handle) == ["road"])
        #expect(filtered.totalCount == 3)
        #expect(Self.counts(filtered, "Availability") == ["In stock": 3, "Out of stock": 2])
    }

    @Test func predictiveSearchCompletesTheWordAndCapsTheResults() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let (status, json) = try await demo.raw(
            """
            { predictiveSearch(query: "tra", limit: 2, limitScope: EACH) { queries { text styledText } products { handle } collections { handle } } }
            """)
        #expect(status == 200 && json.errorMessages == [])
        let result = try #require((json["data"] as? [String: Any])?["predictiveSearch"] as? [String: Any])
        #expect((result["products"] as? [[String: Any]])?.compactMap { $0["handle"] as? String } == ["trail", "boot"])
        #expect((result["queries"] as? [[String: Any]])?.first?["text"] as? String == "trail")
        #expect((result["queries"] as? [[String: Any]])?.first?["styledText"] as? String == "<mark>tra</mark>il")
        let (_, capped) = try await demo.raw(#"{ predictiveSearch(query: "tra", limit: 2) { queries { text } products { handle } } }"#)
        let all = try #require((capped["data"] as? [String: Any])?["predictiveSearch"] as? [String: Any])
        #expect((all["queries"] as? [Any])?.count == 1 && (all["products"] as? [Any])?.count == 1)
        let (_, refused) = try await demo.raw(#"{ predictiveSearch(query: "tra", limit: 11) { queries { text } } }"#)
        #expect(refused.errorMessages == ["limit must be between 1 and 10"])
    }

    @Test func recommendationsAreLikeTheProductAndNeverIt() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let (_, json) = try await demo.raw(
            #"{ productRecommendations(productHandle: "trail") { handle } none: productRecommendations(productHandle: "nope") { handle } }"#)
        let data = try #require(json["data"] as? [String: Any])
        // The same type first (Trail Boot), then the collection's others for sale; never itself, never sold out.
        #expect((data["productRecommendations"] as? [[String: Any]])?.compactMap { $0["handle"] as? String } == ["boot", "road"])
        #expect(data["none"] is NSNull)
    }

    /// Hydrogen's search route (regular and predictive) and its collection filters, as it sends them.
    @Test func hydrogenStyleQueriesAreAnsweredWithoutErrors() async throws {
        let demo = try DemoHarness(catalog: Self.catalog, token: "")
        let regular = """
            fragment SearchProduct on Product { __typename handle id publishedAt title trackingParameters vendor
              selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
                id image { url altText width height } price { amount currencyCode } compareAtPrice { amount currencyCode }
                selectedOptions { name value } product { handle title } } }
            fragment SearchPage on Page { __typename handle id title trackingParameters }
            fragment SearchArticle on Article { __typename handle id title trackingParameters }
            fragment PageInfoFragment on PageInfo { hasNextPage hasPreviousPage startCursor endCursor }
            query RegularSearch($country: CountryCode, $endCursor: String, $first: Int, $language: LanguageCode, $last: Int, $term: String!, $startCursor: String)
            @inContext(country: $country, language: $language) {
              articles: search(query: $term, types: [ARTICLE], first: $first) { nodes { ...on Article { ...SearchArticle } } }
              pages: search(query: $term, types: [PAGE], first: $first) { nodes { ...on Page { ...SearchPage } } }
              products: search(after: $endCursor, before: $startCursor, first: $first, last: $last, query: $term, sortKey: RELEVANCE,
                               types: [PRODUCT], unavailableProducts: HIDE) {
                nodes { ...on Product { ...SearchProduct } } pageInfo { ...PageInfoFragment } productFilters { id label } totalCount }
            }
            """
        let (status, json) = try await demo.raw(regular, variables: ["term": "runner", "first": 8], headers: [:])
        #expect(status == 200 && json.errorMessages == [])
        let products = ((json["data"] as? [String: Any])?["products"] as? [String: Any])?["nodes"] as? [[String: Any]]
        #expect(products?.compactMap { $0["handle"] as? String } == ["road", "trail"])

        let predictive = """
            fragment PredictiveArticle on Article { __typename id title handle blog { handle } image { url altText width height } trackingParameters }
            fragment PredictiveCollection on Collection { __typename id title handle image { url altText width height } trackingParameters }
            fragment PredictivePage on Page { __typename id title handle trackingParameters }
            fragment PredictiveProduct on Product { __typename id title handle trackingParameters
              selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
                id image { url altText width height } price { amount currencyCode } } }
            fragment PredictiveQuery on SearchQuerySuggestion { __typename text styledText trackingParameters }
            query PredictiveSearch($country: CountryCode, $language: LanguageCode, $limit: Int!, $limitScope: PredictiveSearchLimitScope!,
                                   $term: String!, $types: [PredictiveSearchType!]) @inContext(country: $country, language: $language) {
              predictiveSearch(limit: $limit, limitScope: $limitScope, query: $term, types: $types) {
                articles { ...PredictiveArticle } collections { ...PredictiveCollection } pages { ...PredictivePage }
                products { ...PredictiveProduct } queries { ...PredictiveQuery } }
            }
            """
        let (predictiveStatus, predictiveJSON) = try await demo.raw(
            predictive,
            variables: [
                "term": "run", "limit": 10, "limitScope": "EACH", "types": ["ARTICLE", "COLLECTION", "PAGE", "PRODUCT", "QUERY"],
            ], headers: [:])
        #expect(predictiveStatus == 200 && predictiveJSON.errorMessages == [])

        let filters = """
            query Collection($handle: String!, $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $first: Int)
            { collection(handle: $handle) { id handle title products(first: $first, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
                filters { id label type presentation values { id label count input } } nodes { handle } pageInfo { hasNextPage endCursor } } } }
            """
        let (filtersStatus, filtersJSON) = try await demo.raw(
            filters,
            variables: [
                "handle": "all", "first": 4, "sortKey": "PRICE", "reverse": true,
                "filters": [["available": true], ["price": ["min": 100, "max": 150.5]], ["variantOption": ["name": "color", "value": "white"]]],
            ], headers: [:])
        #expect(filtersStatus == 200 && filtersJSON.errorMessages == [])
        let nodes =
            (((filtersJSON["data"] as? [String: Any])?["collection"] as? [String: Any])?["products"] as? [String: Any])?["nodes"] as? [[String: Any]]
        #expect(nodes?.compactMap { $0["handle"] as? String } == ["trail"])
    }
}
