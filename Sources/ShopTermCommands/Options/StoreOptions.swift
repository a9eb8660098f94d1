import ArgumentParser
import DemoStoreEmbedding
import Foundation
import ShopTermApp
import StoreKitCore
import StoreKitDemo
import TerminalPictures

/// Which store to talk to and how: shared by every command that reads the catalog.
struct StoreOptions: ParsableArguments {
    @Option(
        help:
            "Shop domain (shoes.myshopify.com) or a loopback demo server URL (http://127.0.0.1:PORT). Env: SHOPTERM_SHOP. Without one, the embedded demo store is used."
    )
    var shop: String?

    @Option(
        help:
            "Storefront API access token (optional: without one, the catalog, search and cart work; a token adds stock counts, tags and customer accounts). Prefer SHOPTERM_TOKEN or the config file: other users can read a process's arguments."
    )
    var token: String?

    @Option(
        name: .customLong("api-version"),
        help: "Storefront API version, YYYY-MM, \(APIVersion.oldestSupported) or later (default \(APIVersion.default)). Env: SHOPTERM_API_VERSION.")
    var apiVersion: String?

    @Option(
        help:
            "Buyer country for prices and availability, e.g. CA (sent with @inContext; default: the last one picked in the storefront with the m key). Env: SHOPTERM_COUNTRY."
    )
    var country: String?

    @Option(
        help:
            "Buyer language for translated content, e.g. FR or PT_BR (sent with @inContext; default: the last one picked in the storefront, when in the same country). Env: SHOPTERM_LANGUAGE."
    )
    var language: String?

    @Option(help: "Cache policy: network-only (default), cache-only, cache-first[:SECONDS], network-first[:SECONDS]. Env: SHOPTERM_CACHE.")
    var cache: String?

    @Option(
        help:
            "Seconds one attempt of a request may take in all (default 30); queries are tried up to 4 times, each retry said on stderr. Env: SHOPTERM_TIMEOUT."
    )
    var timeout: Double?

    @Option(
        help:
            "Seconds a whole command may take, every request and retry included (default \(Int(StoreFlags.defaultDeadline))); the storefront and checkout --wait's wait for payment have none."
    )
    var deadline: Double?

    @Option(
        name: .customLong("connect-timeout"),
        help: "Seconds to wait for the connection, and the longest the store may stay silent (default 10). Env: SHOPTERM_CONNECT_TIMEOUT.")
    var connectTimeout: Double?

    @Option(
        help:
            "Product pictures: auto (default: what the terminal draws), kitty, iterm, sixel, blocks (Unicode half blocks in colour) or none. NO_COLOR, or a standard output that is not a terminal (for `product --image`), means none unless a mode is given. Env: SHOPTERM_IMAGES."
    )
    var images: String?

    @Option(help: "Config file (default $XDG_CONFIG_HOME/shopterm/config.json). Env: SHOPTERM_CONFIG.")
    var config: String?

    @Flag(help: "Log each request (operation, status, time) on stderr.")
    var verbose = false

    @OptionGroup(title: "Embedded demo store (used when no shop is configured)")
    var demo: DemoCatalogOptions

    /// A flag's bad value is a usage error (exit 2; ``StoreFlags/problem``).
    func validate() throws {
        if let problem = values.problem { throw ValidationError(problem) }
    }

    /// What was given on the command line, as config values.
    var flags: ConfigFile {
        ConfigFile(
            shop: shop, token: token, apiVersion: apiVersion, country: country, language: language, cache: cache, timeout: timeout,
            connectTimeout: connectTimeout, images: images)
    }

    /// The values, for the library.
    var values: StoreFlags { StoreFlags(config: flags, deadline: deadline, configPath: config, verbose: verbose) }
}

/// Which catalog the demo store serves.
struct DemoCatalogOptions: ParsableArguments {
    @Option(
        help:
            "Serve the catalog in this JSON file (format: docs/catalog-format.md); repeat it for several shops, which the search of every store covers (the first is the storefront's). Default: the built-in shoe shop and its two neighbours (JPY, KWD)."
    )
    var catalog: [String] = []

    @Option(name: .customLong("demo-size"), help: "Generate a demo catalog with this many products (for performance work).")
    var demoSize: Int?

    func validate() throws {
        if let demoSize, !(1...200_000).contains(demoSize) {
            throw ValidationError("--demo-size must be between 1 and 200000")
        }
        if !catalog.isEmpty && demoSize != nil {
            throw ValidationError("--catalog and --demo-size cannot be used together")
        }
        if catalog.count > 20 { throw ValidationError("--catalog is given \(catalog.count) times: at most 20 shops") }
    }
}

/// `--json`.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON (shapes: docs/cli-json.md) instead of a table.")
    var json = false
}

/// Cursor pagination.
struct PageOptions: ParsableArguments {
    @Option(help: "Items per page, 1–\(maxPageSize).")
    var first: Int = 20

    @Option(help: "Start after this cursor (the endCursor of the previous page).")
    var after: String?

    @Flag(help: "Follow the cursors and fetch every page (--first per page).")
    var all = false

    /// The pages these options ask for.
    var pager: Pager { Pager(first: first, after: after, all: all) }

    func validate() throws {
        guard (1...maxPageSize).contains(first) else {
            throw ValidationError("--first must be between 1 and \(maxPageSize)")
        }
    }
}

extension DemoCatalogOptions {
    /// The catalogs chosen by `--catalog` (each a shop, in the order given) or `--demo-size`
    /// (one generated shoe store), else the built-in shops: the shoe store and its neighbours.
    /// The same shop given twice is refused (its cart and login would be one). `firstOnly`: the
    /// first of them, the others not even read.
    func loadCatalogs(firstOnly: Bool = false) throws -> [DemoCatalog] {
        if !catalog.isEmpty {
            let catalogs = try catalog.prefix(firstOnly ? 1 : .max).map { try DemoCatalog.load(contentsOf: URL(fileURLWithPath: $0)) }
            for (index, shop) in catalogs.enumerated() {
                if let earlier = catalogs[..<index].firstIndex(where: { $0.identity == shop.identity }) {
                    throw ValidationError(
                        "--catalog \(catalog[index]) is the same shop as --catalog \(catalog[earlier]) (\"\(shop.shop.name)\", \(shop.shop.countryCode), \(shop.shop.currencyCode)): give each shop once"
                    )
                }
            }
            return catalogs
        }
        if demoSize != nil || firstOnly { return [try DemoCatalog(file: ShoeStoreCatalog.file(size: demoSize))] }
        return try DemoMall.builtInCatalogs()
    }
}

extension StoreSession {
    /// Opens the store `options` name (with the Customer Account API settings of `account`;
    /// ``StoreSession/make(_:greets:environment:catalog:notice:)``). `oneShop`: the embedded
    /// store is the first catalog's shop alone (serve-ssh's storefronts, which offer no search of
    /// every store, build no neighbours).
    static func make(
        _ options: StoreOptions, account: CustomerAccountOptions? = nil, greets: Bool = true,
        environment: [String: String] = ProcessInfo.processInfo.environment, oneShop: Bool = false
    ) throws -> StoreSession {
        var values = options.values
        values.config.customerAccountShopId = account?.shopID
        values.config.customerAccountClientId = account?.clientID
        values.config.customerAccountRedirectUri = account?.redirectURI
        let demo = options.demo
        return try make(
            values, greets: greets, environment: environment,
            catalog: { DemoMall.embedded(try demo.loadCatalogs(firstOnly: oneShop)) }, notice: { Console.error($0) })
    }
}
