import ArgumentParser
import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo

/// `shopterm demo-server`: the demo store over HTTP.
struct DemoServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-server",
        abstract: "Serve the demo store over HTTP, Storefront-compatible, at /api/{version}/graphql.json.",
        discussion: """
            Prints its URL on the first line of stdout (with --json: {\"url\":…,\"endpoint\":…,\"globalCatalog\":…,\"shops\":[…]}), then \
            the global catalog's URL and each shop's (a line each), then one log line per request on stderr \
            (number, operation, status, time). Like a Shopify store, it answers requests without a \
            token (tokenless: catalog, search, cart; tags, stock counts and customer accounts are \
            refused with ACCESS_DENIED) and with its token (everything); another token gets 403. \
            Every API version gets \
            the same schema (catalog, Cart API, customer accounts): like Shopify, a retired version \
            is answered as a supported one. Checkout URLs point at \
            this server: GET shows the order, POST …/pay pays it (curl -X POST URL/pay).

            Every shop (each --catalog, or the built-in shoe shop and its two neighbours) is served on a port of its own, the \
            first on --port; each also answers UCP (/.well-known/ucp, /api/ucp/mcp, the REST binding under /api/ucp), and the \
            global catalog over them all (Shopify's catalog of every store, played: docs/ucp.md) on another port: \
            shopterm search --everywhere boots --global-catalog URL.

            --faults injects failures by request number (1-based), first matching rule wins:
              WHEN:KIND[:ARG],…   WHEN = N | N-M | N- | %K (every K-th request)
              KIND = 429[:SECONDS] (Retry-After, default 1) | 430 | 500 | 503 | reset (TCP reset)
                   | hang[:SECONDS] (no answer, default 120) | nonjson | empty
                   | throttled (GraphQL THROTTLED error) | partial (data plus an error)
              e.g. --faults '1:503,3-4:429:2,%5:throttled'
            """)

    @Option(help: "Address to listen on (IPv4).")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on (0 picks a free one).")
    var port = 0

    @Option(
        name: .customLong("checkout-base"),
        help:
            "Where shoppers open checkout pages when not at the address listened on (behind a forwarder): an http(s) origin, any host and port, e.g. http://203.0.113.5:8080."
    )
    var checkoutBase: String?

    @Option(help: "The store's Storefront token (default: any token is the store's).")
    var token: String?

    @Option(help: "Milliseconds to wait before each answer.")
    var latency = 0

    @Option(help: "Failures to inject; see above.")
    var faults: String?

    @Flag(name: .customLong("print-schema"), help: "Print the demo store's GraphQL schema (SDL) and exit.")
    var printSchema = false

    @OptionGroup(title: "Catalog")
    var demo: DemoCatalogOptions

    @OptionGroup var output: OutputOptions

    struct Ready: Encodable {
        var url: String
        var endpoint: String
        var globalCatalog: String
        var shops: [ServedShop]
    }

    struct ServedShop: Encodable {
        var name: String
        var url: String
    }

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if let checkoutBase, HTTPOrigin.parse(checkoutBase) == nil {
            throw ValidationError(
                "--checkout-base takes an http(s) origin: the scheme, a host and an optional port, with no path, query or user (e.g. http://203.0.113.5:8080 or https://shop.example)"
            )
        }
        guard (0...600_000).contains(latency) else { throw ValidationError("--latency must be between 0 and 600000 ms") }
        if let faults {
            do {
                _ = try FaultPlan(parsing: faults)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    func run() async throws {
        if printSchema {
            return Console.print(DemoGraphQLEngine.schemaSDL)
        }
        let plan = try faults.map { try FaultPlan(parsing: $0) } ?? .none
        let catalogs = try demo.loadCatalogs()
        let mall = try DemoMall(
            catalogs: catalogs, options: DemoStore.Options(latencyMilliseconds: latency, faults: plan, accessToken: token),
            log: { Console.error($0.line) })
        let served = try mall.serve(host: host, port: port)
        if let origin = checkoutBase.flatMap(HTTPOrigin.parse) { mall.shops[0].store.checkoutBaseURL = origin }
        let url = served.shops[0].url.absoluteString
        let shops = served.shops.map { ServedShop(name: $0.name, url: $0.url.absoluteString) }
        if output.json {
            try Console.printJSONLine(
                Ready(
                    url: url, endpoint: "\(url)/api/\(APIVersion.default)/graphql.json", globalCatalog: served.globalCatalogURL.absoluteString,
                    shops: shops))
        } else {
            Console.print(url)
            Console.print("global catalog: \(served.globalCatalogURL.absoluteString)")
            for shop in shops { Console.print("shop \(TerminalText.sanitized(shop.name)): \(shop.url)") }
        }
        Console.error(
            "demo store \"\(catalogs[0].shop.name)\" (\(catalogs[0].products.count) products) at \(url)/api/\(APIVersion.default)/graphql.json, \(catalogs.count) shop\(catalogs.count == 1 ? "" : "s") in all, the global catalog at \(served.globalCatalogURL.absoluteString); Ctrl-C stops it"
        )
        while true {
            try await Task.sleep(nanoseconds: 3_600_000_000_000)
        }
    }
}
