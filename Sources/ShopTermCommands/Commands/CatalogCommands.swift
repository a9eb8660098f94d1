import ArgumentParser
import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore

/// `shopterm shop`
struct ShopCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shop", abstract: "Show the shop: name, description, currency, policies.")

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let shop = try await Console.catalog(store).data(ShopQuery()).shop
        if output.json { return try Console.printJSON(shop) }
        Console.print(CatalogText.shop(shop))
    }
}

/// `shopterm collections`
struct CollectionsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "collections", abstract: "List the shop's collections.")

    @OptionGroup var store: StoreOptions
    @OptionGroup var page: PageOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let result = try await Console.catalog(store).pages(page.pager) {
            CollectionsQuery(first: $0, after: $1)
        } items: {
            $0.collections
        }
        if output.json { return try Console.printJSON(result) }
        Console.print(CatalogText.collections(result))
    }
}

/// `shopterm products`
struct ProductsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "products",
        abstract: "List products, of one collection (sorted, filtered) or matching a search query.",
        discussion: """
            --query takes the Storefront search syntax, e.g. 'product_type:Boots AND variants.price:<200' or '-tag:sale'.
            With --collection, the filters apply (see: shopterm filters --collection H) and --sort takes a collection's keys.
            """)

    @Option(help: "Only the products of the collection with this handle.")
    var collection: String?

    @Option(help: "A Storefront search query (passed to the store untouched).")
    var query: String?

    @Option(
        help:
            "Sort by: \(SortKeys.names(ProductsQuery.SortKey.self)); with --collection, by: \(SortKeys.names(CollectionProductsQuery.SortKey.self))."
    )
    var sort: String?

    @Flag(help: "Reverse the order.")
    var reverse = false

    @OptionGroup var filter: FilterOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var page: PageOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if collection != nil && query != nil { throw ValidationError("--collection cannot be combined with --query") }
        if collection == nil, try !filter.filters().isEmpty {
            throw ValidationError("filters apply to a collection's products (--collection H) or a search (shopterm search Q)")
        }
        if let sort {
            if collection == nil, SortKeys.key(sort, ProductsQuery.SortKey.self) == nil {
                throw ValidationError("--sort: unknown key '\(sort)'; products sort by: \(SortKeys.names(ProductsQuery.SortKey.self))")
            }
            if collection != nil, SortKeys.key(sort, CollectionProductsQuery.SortKey.self) == nil {
                throw ValidationError(
                    "--sort: '\(sort)' is not a key for a collection; its products sort by: \(SortKeys.names(CollectionProductsQuery.SortKey.self))")
            }
        }
        if let query, let problem = SearchSyntax.problem(in: query) { throw ValidationError("--query: \(problem)") }
    }

    func run() async throws {
        let catalog = try Console.catalog(store)
        let result = try await catalog.products(
            collection: collection, query: query, sort: sort, reverse: reverse, filters: try filter.filters(), pager: page.pager)
        if output.json { return try Console.printJSON(result) }
        Console.print(CatalogText.products(result, money: await catalog.session.moneyStyle()))
    }
}

/// `shopterm search QUERY`
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search products with the Storefront search syntax, best matches first (sold-out ones last); --everywhere: every Shopify store.",
        discussion: """
            Examples: shopterm search boot; shopterm search 'tag:sale AND product_type:Running'; \
            shopterm search trail --available --price-max 150 --option Size=10 (see: shopterm filters --query trail)

            --everywhere searches Shopify's global catalog (products of every Shopify store, over UCP: docs/ucp.md) in plain \
            words: each result names its seller and how many sell it; open a seller's shop with --shop DOMAIN. \
            Example: shopterm search --everywhere 'merino socks' --ships-to DE --currency EUR --price-max 30
            """)

    @Argument(help: "The search query.")
    var query: String

    @Flag(help: "Search every Shopify store (the global catalog), not the shop's own products.")
    var everywhere = false

    @OptionGroup(title: "Every store (--everywhere)")
    var global: EverywhereOptions

    @Option(help: "Sort by: \(SortKeys.names(SearchProductsQuery.SortKey.self)).")
    var sort: String?

    @Flag(help: "Reverse the order.")
    var reverse = false

    @OptionGroup var filter: FilterOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var page: PageOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if everywhere {
            if query.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("the search is empty: type what to look for") }
            if sort != nil || reverse { throw ValidationError("--sort and --reverse are the shop's: the global catalog gives its own order") }
            if filter.available != nil || !filter.vendor.isEmpty || !filter.type.isEmpty || !filter.option.isEmpty {
                throw ValidationError(
                    "--available, --vendor, --type and --option are the shop's filters; --everywhere takes --price-min/--price-max with --currency, --ships-to, --condition, --include-unavailable"
                )
            }
            _ = try global.search(query, filter: filter, page: page)
            return
        }
        if global.given { throw ValidationError("--ships-to, --currency, --condition and --include-unavailable need --everywhere") }
        if let problem = SearchSyntax.problem(in: query) { throw ValidationError(problem) }
        if let sort, SortKeys.key(sort, SearchProductsQuery.SortKey.self) == nil {
            throw ValidationError("--sort: unknown key '\(sort)'; a search sorts by: \(SortKeys.names(SearchProductsQuery.SortKey.self))")
        }
    }

    func run() async throws {
        if everywhere {
            let reader = try EverywhereRun.reader(store, global.catalog)
            return try await EverywhereRun.search(global.search(query, filter: filter, page: page), all: page.all, reader: reader, json: output.json)
        }
        let catalog = try Console.catalog(store)
        let filters = try filter.filters()
        let result = try await catalog.search(query, sort: sort, reverse: reverse, filters: filters, pager: page.pager)
        if output.json { return try Console.printJSON(result) }
        if result.items.isEmpty {
            Console.error("shopterm: no products match \"\(query)\"\(filters.isEmpty ? "" : " with these filters")")
        }
        Console.print(CatalogText.products(result, money: await catalog.session.moneyStyle()))
    }
}

/// `shopterm product HANDLE|ID`
struct ProductCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "product",
        abstract: "Show one product: description, options, variants with prices and availability, images.",
        discussion: """
            A gid://shopify/… ID other than a product's (a variant, a collection) is looked up with node(id:). \
            --everywhere: a product of the global catalog (its ID from search --everywhere, or its page's URL) with every seller's offers.
            """)

    @Argument(help: "The product's handle or its global ID (gid://shopify/Product/…); with --everywhere, its global catalog ID or URL.")
    var reference: String

    @Flag(help: "A product of the global catalog (every Shopify store): its offers, seller by seller.")
    var everywhere = false

    @Option(name: .customLong("ships-to"), help: ArgumentHelp("With --everywhere: offers that ship to this country.", valueName: "country"))
    var shipsTo: String?

    @OptionGroup(title: "The global catalog (--everywhere)")
    var global: GlobalCatalogOptions

    @Flag(help: "Draw the product's picture before the details (see --images; not with --json).")
    var image = false

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if !everywhere, shipsTo != nil { throw ValidationError("--ships-to needs --everywhere") }
        if let shipsTo, shipsTo.count != 2 || !shipsTo.allSatisfy({ $0.isASCII && $0.isLetter }) {
            throw ValidationError("--ships-to takes a two-letter country code (ISO 3166-1), e.g. US or DE")
        }
        if everywhere, image { throw ValidationError("--image draws a shop's product; not with --everywhere") }
    }

    func run() async throws {
        if everywhere {
            let reader = try EverywhereRun.reader(store, global)
            return try await EverywhereRun.product(reference, shipsTo: shipsTo?.uppercased(), reader: reader, json: output.json)
        }
        let catalog = try Console.catalog(store)
        let product = try await catalog.product(reference)
        if output.json { return try Console.printJSON(product) }
        if image { await ProductPictureOutput.print(product, session: catalog.session) }
        Console.print(CatalogText.product(product, money: await catalog.session.moneyStyle()))
    }
}
