import Foundation
import StoreKitCore

/// What the catalog commands (`shop`, `collections`, `products`, `search`, `product`,
/// `filters`, `suggest`, `recommendations`) ask the store, beyond reading their flags. What is
/// said on the way (GraphQL errors that came with data, a country the shop does not sell to)
/// goes to `say`, which the executable writes on stderr.
public struct CatalogReader: Sendable {
    public let session: StoreSession
    public let say: @Sendable (String) -> Void

    public init(session: StoreSession, say: @escaping @Sendable (String) -> Void) {
        self.session = session
        self.say = say
    }

    /// What is said of a GraphQL error that came with usable data (not fatal).
    public static func warning(_ error: GraphQLError) -> String {
        "shopterm: warning: the store reported: \(error)"
    }

    /// One page of `operation(first, after)`, or every page `pager` asks for (following
    /// `endCursor`).
    public func pages<Operation: GraphQLOperation, Item: Sendable>(
        _ pager: Pager, _ operation: (_ first: Int, _ after: String?) -> Operation, items: (Operation.Data) throws -> Page<Item>
    ) async throws -> Page<Item> {
        try await pager.collect(largestRequest: Operation.largestPage) { first, after in
            let response = try await session.client.send(operation(first, after))
            for error in response.errors { say(Self.warning(error)) }
            return try items(response.requireData())
        }
    }

    /// The data of `operation`.
    public func data<Operation: GraphQLOperation>(_ operation: Operation) async throws -> Operation.Data {
        let response = try await session.client.send(operation)
        for error in response.errors { say(Self.warning(error)) }
        return try response.requireData()
    }

    /// A buyer's country (`--country`, SHOPTERM_COUNTRY, the file, the storefront's choice) the
    /// shop does not sell to: the store answers in its own market, which one line says. The
    /// shop's countries come from the cache when they are there (an hour); a store that cannot
    /// say them is not asked again.
    public func sayWhenCountryIsNotSold() async {
        guard let wanted = session.configuration.buyer.country,
            let localization = try? await session.client.fetch(LocalizationQuery(), cachePolicy: .cacheFirst(expireIn: 3600)).localization
        else { return }
        if let note = MarketText.notSold(wanted, in: localization) { say(note) }
    }

    /// `products`: a collection's (sorted by its keys, filtered) or those matching `query`.
    public func products(
        collection: String?, query: String?, sort: String?, reverse: Bool, filters: [ProductFilter], pager: Pager
    ) async throws -> Page<ProductSummary> {
        let result: Page<ProductSummary>
        if let collection {
            let key = sort.flatMap { SortKeys.key($0, CollectionProductsQuery.SortKey.self) }
            result = try await pages(pager) {
                CollectionProductsQuery(handle: collection, first: $0, after: $1, sortKey: key, reverse: reverse, filters: filters)
            } items: { data in
                guard let found = data.collection else {
                    throw CLIError("no collection with the handle \"\(collection)\"; see: shopterm collections")
                }
                return found.products
            }
        } else {
            let key = sort.flatMap { SortKeys.key($0, ProductsQuery.SortKey.self) }
            result = try await pages(pager) {
                ProductsQuery(first: $0, after: $1, query: query, sortKey: key, reverse: reverse)
            } items: {
                $0.products
            }
        }
        await sayWhenCountryIsNotSold()
        return result
    }

    /// `search`: the products matching `query`, best first unless `sort` says otherwise.
    public func search(_ query: String, sort: String?, reverse: Bool, filters: [ProductFilter], pager: Pager) async throws -> Page<ProductSummary> {
        let key = sort.flatMap { SortKeys.key($0, SearchProductsQuery.SortKey.self) } ?? .relevance
        let result = try await pages(pager) {
            SearchProductsQuery(query: query, first: $0, after: $1, sortKey: key, reverse: reverse, filters: filters)
        } items: {
            $0.listing.page
        }
        await sayWhenCountryIsNotSold()
        return result
    }

    /// `product`: the product `reference` names (a handle or an ID).
    public func product(_ reference: String) async throws -> Product {
        let (product, warnings) = try await ProductLookup(client: session.client).product(reference)
        for warning in warnings { say(Self.warning(warning)) }
        await sayWhenCountryIsNotSold()
        return product
    }

    /// `filters`: the listing (with its filters) of a collection's products or a search's.
    public func listing(collection: String?, query: String?, filters: [ProductFilter]) async throws -> ProductListing {
        guard let collection else { return try await data(SearchProductsQuery(query: query ?? "", first: 1, filters: filters)).listing }
        guard let found = try await data(CollectionProductsQuery(handle: collection, first: 1, filters: filters)).collection else {
            throw CLIError("no collection with the handle \"\(collection)\"; see: shopterm collections")
        }
        return found.listing
    }

    /// `recommendations`: what the store recommends with the product `reference` names.
    public func recommendations(_ reference: String, complementary: Bool) async throws -> Page<ProductSummary> {
        let (product, warnings) = try await ProductLookup(client: session.client).product(reference)
        for warning in warnings { say(Self.warning(warning)) }
        let intent: ProductRecommendationsQuery.Intent = complementary ? .complementary : .related
        let products = try await data(ProductRecommendationsQuery(productID: product.summary.id, intent: intent)).productRecommendations ?? []
        await sayWhenCountryIsNotSold()
        return Page(items: products, hasNextPage: false, endCursor: nil)
    }
}
