import Foundation
import Testing

/// `shopterm search --everywhere` and `product --everywhere`, as a person runs them: offline
/// against the embedded demo's global catalog (the shoe shop and its neighbours in JPY and KWD),
/// against catalogs of one's own (`--catalog` twice), and against a demo server's catalog.
@Suite struct EverywhereCLITests {
    let shopterm = Shopterm()

    /// Every JSON Lines record of `text`.
    static func records(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
        }
    }

    @Test func aSearchOfEveryStoreListsProductsOfEveryShopWithTheirSellers() async throws {
        let result = try await shopterm.run(["search", "--everywhere", "boot"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("TITLE") == true && lines.first?.contains("SELLER") == true, "\(result.stdout)")
        #expect(result.stdout.contains("Trailhead Shoe Co."))
        #expect(result.stdout.contains("Kutsuya Tokyo"))
        // Each seller's prices in its own currency, to its minor unit: yen without decimals, dinars with three.
        #expect(lines.contains { $0.contains("¥") && !$0.contains("¥0.") }, "\(result.stdout)")
        #expect(lines.contains { $0.range(of: #"KWD.\d+\.\d{3}"#, options: .regularExpression) != nil }, "\(result.stdout)")
        // Anonymous callers get one page: the catalog says so.
        #expect(result.stdout.contains("catalog note:"), "\(result.stdout)")
    }

    @Test func itsJSONLinesNameEachSellersShopDomainAndEndWithThePage() async throws {
        let result = try await shopterm.run(["search", "--everywhere", "boot", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let records = try Self.records(result.stdout)
        let products = records.filter { $0["kind"] as? String == "product" }
        #expect(!products.isEmpty)
        let end = try #require(records.last)
        #expect(end["kind"] as? String == "page")
        #expect(end["count"] as? Int == products.count)
        for product in products {
            let domain = try #require(product["shopDomain"] as? String, "\(product)")
            #expect(domain.hasSuffix(".shopterm.invalid"))
            let offers = try #require(product["offers"] as? [[String: Any]])
            #expect(offers.allSatisfy { $0["shopDomain"] is String && $0["price"] is [String: Any] })
        }
        // Each domain opens its shop, offline too: the embedded demo's shops by their names.
        for domain in Set(products.compactMap { $0["shopDomain"] as? String }) {
            let shop = try await shopterm.run(["shop", "--shop", domain])
            #expect(shop.status == 0, "\(domain): \(shop.stderr)")
        }
        let yen = try #require(products.first { (($0["minPrice"] as? [String: Any])?["currencyCode"] as? String) == "JPY" })
        let amount = try #require((yen["minPrice"] as? [String: Any])?["amount"] as? String)
        #expect(!amount.contains("."), "yen have no minor unit: \(amount)")
    }

    @Test func productEverywhereListsEveryOffer() async throws {
        let search = try Self.records(try await shopterm.run(["search", "--everywhere", "boot", "--json"]).stdout)
        let id = try #require(search.first?["id"] as? String)
        let result = try await shopterm.run(["product", "--everywhere", id])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Offered by"), "\(result.stdout)")
        #expect(result.stdout.contains("SELLER") && result.stdout.contains("VARIANT"))
        let json = try await shopterm.run(["product", "--everywhere", id, "--json"])
        let product = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(product["id"] as? String == id)
        #expect((product["offers"] as? [Any])?.isEmpty == false)
        // A product page's URL is an identifier too: the offer's own page names its variant.
        let offers = try #require(product["offers"] as? [[String: Any]])
        let page = try #require(offers.first?["url"] as? String)
        let byURL = try await shopterm.run(["product", "--everywhere", page, "--json"])
        #expect(byURL.status == 0, "\(byURL.stderr)")
        #expect((try JSONSerialization.jsonObject(with: Data(byURL.stdout.utf8)) as? [String: Any])?["id"] as? String == id)
        let missing = try await shopterm.run(["product", "--everywhere", "gid://shopify/p/0000000000000000"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no product"), "\(missing.stderr)")
    }

    @Test func badFlagsAreOneLineUsageErrors() async throws {
        let cases: [([String], String)] = [
            (["search", "--everywhere", "boot", "--ships-to", "USA"], "two-letter"),
            (["search", "--everywhere", "boot", "--price-max", "30"], "--currency"),
            (["search", "--everywhere", "boot", "--sort", "price"], "--sort"),
            (["search", "--everywhere", "boot", "--vendor", "Kestrel"], "shop's filters"),
            (["search", "boot", "--ships-to", "DE"], "need --everywhere"),
            (["search", "--everywhere", "boot", "--condition", "used"], "new or secondhand"),
            (["search", "--everywhere", "boot", "--global-catalog", "http://catalog.example.com"], "not an https URL"),
            (["search", "--everywhere", "boot", "--agent-profile", "ftp://x"], "not an https URL"),
            (["search", "--everywhere", "   "], "empty"),
            (["search", "--everywhere", "boot", "--currency", "USD", "--price-max", "219.999"], "more decimals than USD has (2)"),
            (["search", "--everywhere", "boot", "--currency", "JPY", "--price-max", "26400.5"], "more decimals than JPY has (0)"),
        ]
        for (arguments, words) in cases {
            let result = try await shopterm.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(words), "\(arguments): \(result.stderr)")
        }
    }

    @Test func theCatalogClientSecretComesFromAPrivateFileAndNeverShows() async throws {
        let file = shopterm.home.appendingPathComponent("catalog-secret")
        try Data("not-the-demo-secret\n".utf8).write(to: file)
        chmod(file.path, 0o644)
        let open = try await shopterm.run(["search", "--everywhere", "boot", "--catalog-client-id", "x", "--catalog-secret-file", file.path])
        #expect(open.status != 0)
        #expect(open.stderr.contains("chmod 600"), "\(open.stderr)")
        chmod(file.path, 0o600)
        let wrong = try await shopterm.run(["search", "--everywhere", "boot", "--catalog-client-id", "x", "--catalog-secret-file", file.path])
        #expect(wrong.status == 1, "\(wrong.stderr)")
        #expect(!wrong.stderr.contains("not-the-demo-secret") && !wrong.stdout.contains("not-the-demo-secret"))
        // The ID from the environment, the secret from the file: as docs/ucp.md shows it.
        try Data("shopterm-demo-catalog-secret\n".utf8).write(to: file)
        let paged = try await shopterm.run(
            ["search", "--everywhere", "boot", "--first", "5", "--catalog-secret-file", file.path, "--json"],
            environment: ["SHOPTERM_CATALOG_CLIENT_ID": "shopterm-demo-catalog"])
        #expect(paged.status == 0, "\(paged.stderr)")
        #expect(try Self.records(paged.stdout).last?["nextCursor"] is String)
        let folder = try await shopterm.run(
            ["search", "--everywhere", "boot", "--catalog-client-id", "x", "--catalog-secret-file", shopterm.home.path])
        #expect(folder.stderr.contains("is not a file"), "\(folder.stderr)")
        let secretOnly = try await shopterm.run(["search", "--everywhere", "boot"], environment: ["SHOPTERM_CATALOG_CLIENT_SECRET": "s"])
        #expect(secretOnly.status == 1 && secretOnly.stderr.contains("no client ID"), "\(secretOnly.stderr)")
    }

    @Test func theDemoCatalogsTokenPagesTheResults() async throws {
        let environment = [
            "SHOPTERM_CATALOG_CLIENT_ID": "shopterm-demo-catalog", "SHOPTERM_CATALOG_CLIENT_SECRET": "shopterm-demo-catalog-secret",
        ]
        let first = try await shopterm.run(["search", "--everywhere", "boot", "--first", "5", "--json"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let end = try #require(try Self.records(first.stdout).last)
        let cursor = try #require(end["nextCursor"] as? String, "a token's caller pages: \(end)")
        let next = try await shopterm.run(["search", "--everywhere", "boot", "--first", "5", "--after", cursor, "--json"], environment: environment)
        let firstIDs = Set(try Self.records(first.stdout).compactMap { $0["id"] as? String })
        let nextIDs = Set(try Self.records(next.stdout).compactMap { $0["id"] as? String })
        #expect(!nextIDs.isEmpty && firstIDs.isDisjoint(with: nextIDs))
        let all = try await shopterm.run(["search", "--everywhere", "boot", "--first", "5", "--all", "--json"], environment: environment)
        #expect(try Self.records(all.stdout).filter { $0["kind"] as? String == "product" }.count > firstIDs.count)
        // The token is kept for the next run, readable by the user alone, and never printed.
        let cache = shopterm.home.appendingPathComponent("cache/shopterm/global-catalog-token.json")
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: cache.path)[.posixPermissions] as? Int)
        #expect(mode & 0o077 == 0)
        let token = try String(contentsOf: cache, encoding: .utf8)
        #expect(!token.isEmpty)
        for output in [first, next, all] { #expect(!output.stdout.contains("eyJ") && !output.stderr.contains("eyJ")) }
    }

    @Test func severalCatalogsAreSeveralShopsOfOneSearch() async throws {
        let hats = Shopterm.packageRoot.appendingPathComponent("docs/examples/hats.json")
        // The same caps sold by a Swiss shop, in francs.
        let swiss = shopterm.home.appendingPathComponent("swiss-hats.json")
        let text = try String(contentsOf: hats, encoding: .utf8).replacingOccurrences(of: "\"EUR\"", with: "\"CHF\"")
            .replacingOccurrences(of: "\"FR\"", with: "\"CH\"").replacingOccurrences(of: "{{amount}} €", with: "CHF {{amount}}")
            .replacingOccurrences(of: "\"name\": \"Hats & Co.\"", with: "\"name\": \"Hutladen Zürich\"")
        try Data(text.utf8).write(to: swiss)
        let result = try await shopterm.run(["search", "--everywhere", "cap", "--catalog", hats.path, "--catalog", swiss.path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let products = try Self.records(result.stdout).filter { $0["kind"] as? String == "product" }
        let cap = try #require(products.first { ($0["title"] as? String) == "Cap" }, "\(result.stdout)")
        let sellers = (cap["sellers"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(Set(sellers) == ["Hats & Co.", "Hutladen Zürich"], "\(cap)")
        #expect(cap["sellerCount"] as? Int == 2)
        let currencies = Set((cap["offers"] as? [[String: Any]] ?? []).compactMap { ($0["price"] as? [String: Any])?["currencyCode"] as? String })
        #expect(currencies == ["EUR", "CHF"])
        let twice = try await shopterm.run(["search", "--everywhere", "cap", "--catalog", hats.path, "--catalog", hats.path])
        #expect(twice.status != 0)
        #expect(twice.stderr.contains("same shop"), "\(twice.stderr)")
    }

    @Test func aDemoServerServesTheGlobalCatalogAndEachShop() async throws {
        let (server, output) = try shopterm.start(["demo-server", "--port", "0"])
        defer { server.terminate() }
        let url = try #require(await output.readLine(where: { $0.hasPrefix("http") }))
        let global = try #require(await output.readLine(where: { $0.hasPrefix("global catalog: ") }))
        let catalog = String(global.dropFirst("global catalog: ".count))
        #expect(catalog.hasPrefix("http://127.0.0.1:") && catalog != url)
        let result = try await shopterm.run(["search", "--everywhere", "boot", "--global-catalog", catalog, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let products = try Self.records(result.stdout).filter { $0["kind"] as? String == "product" }
        let domains = Set(products.compactMap { $0["shopDomain"] as? String })
        #expect(domains.count == 3, "\(domains)")
        #expect(domains.allSatisfy { $0.hasPrefix("127.0.0.1:") })
        // A seller's domain is a shop shopterm opens.
        let domain = try #require(domains.first)
        let shop = try await shopterm.run(["shop", "--shop", domain])
        #expect(shop.status == 0, "\(shop.stderr)")
    }

    /// docs/ucp.md's examples, run as written against the embedded demo (its paths are the
    /// repository's; `NAME=value` words before `shopterm` are its environment).
    @Test func theUCPPageExamplesRunAsWritten() async throws {
        let page = try String(contentsOf: Shopterm.packageRoot.appendingPathComponent("docs/ucp.md"), encoding: .utf8)
        var commands: [[String]] = []
        var inBlock = false
        for line in page.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                inBlock = line.hasPrefix("```sh")
                continue
            }
            let code = CommandLineChains.ReadmeExamplesTests.withoutComment(line)
            if inBlock, !code.isEmpty { commands.append(CommandLineChains.ReadmeExamplesTests.shellWords(code)) }
        }
        #expect(commands.count >= 5, "\(commands)")
        for words in commands {
            let environment = Dictionary(
                words.prefix { $0.contains("=") && !$0.hasPrefix("-") }.map { word -> (String, String) in
                    let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                    return (parts[0], parts.count > 1 ? parts[1] : "")
                }, uniquingKeysWith: { $1 })
            let command = Array(words.drop { $0.contains("=") && !$0.hasPrefix("-") })
            #expect(command.first == "shopterm", "\(words)")
            let arguments = command.dropFirst().map { $0.hasPrefix("docs/") ? Shopterm.packageRoot.appendingPathComponent($0).path : $0 }
            let result = try await shopterm.run(arguments, environment: environment)
            #expect(result.status == 0, "\(words): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(words) printed nothing")
        }
    }
}
