import ArgumentParser
import ShopTermApp
import StoreKitCore

/// `shopterm filters --collection H | --query Q`
struct FiltersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filters",
        abstract: "List the filters a store offers for a collection's products or a search's, each value with its count.",
        discussion: "Each value shows the flag of products/search that selects it; given filters, the counts are those left with them.")

    @Option(help: "The products of the collection with this handle.")
    var collection: String?

    @Option(help: "The products matching this search.")
    var query: String?

    @OptionGroup var filter: FilterOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (collection == nil) != (query == nil) else { throw ValidationError("give one of --collection H or --query Q") }
        if let query, let problem = SearchSyntax.problem(in: query) { throw ValidationError("--query: \(problem)") }
    }

    func run() async throws {
        let session = try StoreSession.make(store)
        let filters = try filter.filters()
        let listing: ProductListing
        if let collection {
            let response = try await session.client.send(CollectionProductsQuery(handle: collection, first: 1, filters: filters))
            reportErrors(response.errors)
            guard let found = try response.requireData().collection else {
                throw CLIError("no collection with the handle \"\(collection)\"; see: shopterm collections")
            }
            listing = found.listing
        } else {
            let response = try await session.client.send(SearchProductsQuery(query: query ?? "", first: 1, filters: filters))
            reportErrors(response.errors)
            listing = try response.requireData().listing
        }
        if output.json { return try Console.printJSON(listing.filters) }
        let currency = listing.page.items.first?.minPrice.currencyCode ?? ""
        Console.print(FilterText.filters(listing.filters, active: filters, currency: currency, locale: session.configuration.buyer.locale))
    }
}
