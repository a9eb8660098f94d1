import ArgumentParser
import ShopTermApp
import Foundation
import StoreKitCore
import ShopTermUI

/// `shopterm shop`
struct ShopCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shop", abstract: "Show the shop: name, description, currency, policies.")

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let session = try StoreSession.make(store)
        let response = try await session.client.send(ShopQuery())
        reportErrors(response.errors)
        let shop = try response.requireData().shop
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
        let session = try StoreSession.make(store)
        let result = try await session.pages(page) { CollectionsQuery(first: $0, after: $1) } items: { $0.collections }
        if output.json { return try Console.printJSON(result) }
        Console.print(CatalogText.collections(result))
    }
}

/// `shopterm products`
struct ProductsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "products",
        abstract: "List products, of one collection or filtered by a search query.",
        discussion: "--query takes the Storefront search syntax, e.g. 'product_type:Boots AND variants.price:<200' or '-tag:sale'.")

    @Option(help: "Only the products of the collection with this handle.")
    var collection: String?

    @Option(help: "A Storefront search query (passed to the store untouched).")
    var query: String?

    @Option(help: "Sort by: \(ProductsQuery.SortKey.allCases.map { $0.rawValue.lowercased() }.joined(separator: ", ")).")
    var sort: String?

    @Flag(help: "Reverse the order.")
    var reverse = false

    @OptionGroup var store: StoreOptions
    @OptionGroup var page: PageOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if collection != nil && (query != nil || sort != nil || reverse) {
            throw ValidationError("--collection cannot be combined with --query, --sort or --reverse")
        }
        if let sort, ProductsQuery.SortKey(rawValue: sort.uppercased().replacingOccurrences(of: "-", with: "_")) == nil {
            throw ValidationError("--sort: unknown key '\(sort)'")
        }
        if let query, let problem = SearchSyntax.problem(in: query) { throw ValidationError("--query: \(problem)") }
    }

    func run() async throws {
        let session = try StoreSession.make(store)
        let sortKey = sort.flatMap { ProductsQuery.SortKey(rawValue: $0.uppercased().replacingOccurrences(of: "-", with: "_")) }
        let result: Page<ProductSummary>
        if let collection {
            result = try await session.pages(page) { CollectionProductsQuery(handle: collection, first: $0, after: $1) } items: { data in
                guard let found = data.collection else {
                    throw CLIError("no collection with the handle \"\(collection)\"; see: shopterm collections")
                }
                return found.products
            }
        } else {
            result = try await session.pages(page) { ProductsQuery(first: $0, after: $1, query: query, sortKey: sortKey, reverse: reverse) } items: { $0.products }
        }
        if output.json { return try Console.printJSON(result) }
        Console.print(CatalogText.products(result, locale: session.configuration.buyer.locale))
    }
}

/// `shopterm search QUERY`
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search products with the Storefront search syntax, best matches first.",
        discussion: "Examples: shopterm search boot; shopterm search 'tag:sale AND product_type:Running'; shopterm search 'title:swift*'")

    @Argument(help: "The search query.")
    var query: String

    func validate() throws {
        if let problem = SearchSyntax.problem(in: query) { throw ValidationError(problem) }
    }

    @OptionGroup var store: StoreOptions
    @OptionGroup var page: PageOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let session = try StoreSession.make(store)
        let result = try await session.pages(page) { ProductsQuery(first: $0, after: $1, query: query, sortKey: .relevance) } items: { $0.products }
        if output.json { return try Console.printJSON(result) }
        if result.items.isEmpty {
            Console.error("shopterm: no products match \"\(query)\"")
        }
        Console.print(CatalogText.products(result, locale: session.configuration.buyer.locale))
    }
}

/// `shopterm product HANDLE|ID`
struct ProductCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "product",
        abstract: "Show one product: description, options, variants with prices and availability, images.",
        discussion: "A gid://shopify/… ID other than a product's (a variant, a collection) is looked up with node(id:).")

    @Argument(help: "The product's handle or its global ID (gid://shopify/Product/…).")
    var reference: String

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let session = try StoreSession.make(store)
        let (product, warnings) = try await ProductLookup(client: session.client).product(reference)
        reportErrors(warnings)
        if output.json { return try Console.printJSON(product) }
        Console.print(CatalogText.product(product, locale: session.configuration.buyer.locale))
    }
}

/// GraphQL errors that came with usable data: shown on stderr, not fatal.
func reportErrors(_ errors: [GraphQLError]) {
    for error in errors {
        Console.error("shopterm: warning: the store reported: \(error)")
    }
}
