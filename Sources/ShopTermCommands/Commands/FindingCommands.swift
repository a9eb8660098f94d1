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
        let catalog = try Console.catalog(store)
        let filters = try filter.filters()
        let listing = try await catalog.listing(collection: collection, query: query, filters: filters)
        if output.json { return try Console.printJSON(listing.filters) }
        let currency = listing.page.items.first?.minPrice.currencyCode ?? ""
        Console.print(FilterText.filters(listing.filters, active: filters, currency: currency, money: await catalog.session.moneyStyle()))
    }
}

/// `shopterm suggest TERM`
struct SuggestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "What the store suggests as you type: searches that complete the word, products and collections.")

    @Argument(help: "What has been typed so far.")
    var term: String

    @Option(help: "At most this many of each kind, 1–\(PredictiveSearchQuery.largestLimit).")
    var limit = PredictiveSearchQuery.largestLimit

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if term.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("type at least one character to suggest from") }
        if !(1...PredictiveSearchQuery.largestLimit).contains(limit) {
            throw ValidationError("--limit must be between 1 and \(PredictiveSearchQuery.largestLimit)")
        }
    }

    func run() async throws {
        let catalog = try Console.catalog(store)
        let suggestions = try await catalog.data(PredictiveSearchQuery(query: term, limit: limit)).suggestions
        if output.json { return try Console.printJSON(suggestions) }
        Console.print(SuggestionText.text(suggestions, money: await catalog.session.moneyStyle()))
    }
}

/// `shopterm recommendations HANDLE|ID`
struct RecommendationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recommendations",
        abstract: "\"You may also like\": products the store recommends with one.")

    @Argument(help: "The product's handle or its global ID.")
    var reference: String

    @Flag(help: "Products that go with it (a \"pair it with\" list) instead of ones like it.")
    var complementary = false

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let catalog = try Console.catalog(store)
        let page = try await catalog.recommendations(reference, complementary: complementary)
        if output.json { return try Console.printJSON(page) }
        if page.items.isEmpty { Console.error("shopterm: the store recommends nothing with \"\(reference)\"") }
        Console.print(CatalogText.products(page, money: await catalog.session.moneyStyle()))
    }
}
