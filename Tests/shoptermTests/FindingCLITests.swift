import Foundation
import Testing

/// `shopterm filters`, the filter flags and `--sort` of `products --collection` and `search`, as
/// a person runs them against the built-in demo store.
@Suite struct FindingCLITests {
    let shopterm = Shopterm()

    static func handles(_ json: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (object?["items"] as? [[String: Any]] ?? []).compactMap { $0["handle"] as? String }
    }

    @Test func filtersListEachValueWithItsCountAndTheFlagThatSelectsIt() async throws {
        let result = try await shopterm.run(["filters", "--collection", "running"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  Kestrel                     10  --vendor Kestrel"), "\(result.stdout)")
        #expect(lines.contains("  靴屋 Kutsuya                 4  --vendor '靴屋 Kutsuya'"))
        #expect(lines.contains { $0.hasPrefix("  In stock") && $0.hasSuffix("--available") })
        let narrowed = try await shopterm.run(["filters", "--collection", "running", "--vendor", "Kestrel", "--json"])
        let filters = try JSONSerialization.jsonObject(with: Data(narrowed.stdout.utf8)) as? [[String: Any]]
        let types = filters?.first { $0["label"] as? String == "Product type" }?["values"] as? [[String: Any]]
        #expect(types?.first?["count"] as? Int == 10)
        #expect(types?.first?["filter"] as? [String: String] == ["productType": "Running"])
    }

    @Test func theFlagsFilterACollectionAndASearch() async throws {
        let kestrel = try await shopterm.run(["products", "--collection", "running", "--vendor", "Kestrel", "--all", "--json"])
        #expect(try Self.handles(kestrel.stdout).count == 10)
        let cheap = try await shopterm.run([
            "products", "--collection", "running", "--price-max", "120", "--sort", "price", "--reverse", "--all", "--json",
        ])
        let json = try JSONSerialization.jsonObject(with: Data(cheap.stdout.utf8)) as? [String: Any]
        let prices = (json?["items"] as? [[String: Any]] ?? []).compactMap {
            (($0["minPrice"] as? [String: Any])?["amount"] as? String).flatMap { Decimal(string: $0) }
        }
        #expect(!prices.isEmpty && prices.allSatisfy { $0 <= 120 } && prices == prices.sorted(by: >))
        let search = try await shopterm.run(["search", "trail", "--option", "Color=Black", "--available", "--sort", "price", "--all", "--json"])
        #expect(search.status == 0, "\(search.stderr)")
        let found = try Self.handles(search.stdout)
        #expect(!found.isEmpty)
        let all = try Self.handles(try await shopterm.run(["search", "trail", "--all", "--json"]).stdout)
        #expect(found.count < all.count && Set(found).isSubset(of: Set(all)))
    }

    @Test func countriesListTheMarketsAndPricesFollowTheChosenOne() async throws {
        let result = try await shopterm.run(["countries"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("*  US       United States   USD $"))
        #expect(result.stdout.contains("   CA       Canada          CAD $     English (EN), French (FR)"))
        let json = try await shopterm.run(["countries", "--country", "CA", "--json"])
        #expect(json.stdout.contains("\"country\" : \"CA\""))
        let elsewhere = try await shopterm.run(["countries", "--country", "BR"])
        #expect(elsewhere.stderr.contains("the shop does not sell to BR"))
        let canadian = try await shopterm.run(["product", "swift-runner", "--country", "CA", "--json"])
        #expect(canadian.stdout.contains("\"currencyCode\" : \"CAD\""))
        #expect(!canadian.stdout.contains("\"currencyCode\" : \"USD\""))
    }

    @Test func suggestCompletesTheWordAndListsProductsAndCollections() async throws {
        let result = try await shopterm.run(["suggest", "tra", "--limit", "2", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["queries"] as? [String] == ["trail"])
        #expect((json?["products"] as? [Any])?.count == 2)
        #expect(((json?["collections"] as? [[String: Any]])?.first)?["handle"] as? String == "trail")
        let text = try await shopterm.run(["suggest", "tra"])
        #expect(text.stdout.hasPrefix("Searches: trail\n"))
    }

    @Test func recommendationsAreLikeTheProductAndNeverIt() async throws {
        let result = try await shopterm.run(["recommendations", "swift-runner", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let handles = try Self.handles(result.stdout)
        #expect(!handles.isEmpty && handles.count <= 10 && !handles.contains("swift-runner"))
        let unknown = try await shopterm.run(["recommendations", "no-such-shoe"])
        #expect(unknown.status == 1 && unknown.stderr.contains("no-such-shoe"))
    }

    /// `products --help` says which sort keys work with --collection and which without, and each
    /// one it names works where it says (issue 41, point 21).
    @Test func everySortKeyTheHelpNamesWorks() async throws {
        let help = try await shopterm.run(["products", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let start = try #require(help.range(of: "--sort <sort> Sort by: "))
        let end = try #require(help.range(of: ". --reverse", range: start.upperBound..<help.endIndex))
        let said = help[start.upperBound..<end.lowerBound].components(separatedBy: "; with --collection, by: ")
        try #require(said.count == 2, "\(help[start.upperBound..<end.lowerBound])")
        let keys = said.map { $0.components(separatedBy: ", ") }
        #expect(keys[0].contains("vendor") && !keys[1].contains("vendor"), "\(keys)")
        for key in keys[0] {
            let result = try await shopterm.run(["products", "--sort", key, "--first", "2", "--json"])
            #expect(result.status == 0, "\(key): \(result.stderr)")
        }
        for key in keys[1] {
            let result = try await shopterm.run(["products", "--collection", "running", "--sort", key, "--first", "2", "--json"])
            #expect(result.status == 0, "\(key): \(result.stderr)")
        }
    }

    @Test(arguments: [
        (["suggest", " "], "type at least one character to suggest from"),
        (["suggest", "boot", "--limit", "11"], "--limit must be between 1 and 10"),
        (["products", "--vendor", "Kestrel"], "filters apply to a collection's products (--collection H) or a search (shopterm search Q)"),
        (["search", "boot", "--price-min", "50", "--price-max", "20"], "--price-min 50 is more than --price-max 20"),
        (["search", "boot", "--price-min", "cheap"], "--price-min takes an amount such as 20 or 19.99 (got \"cheap\")"),
        (["search", "boot", "--option", "Red"], "--option takes NAME=VALUE, e.g. --option Color=Red (got \"Red\")"),
        (["search", "boot", "--sort", "title"], "--sort: unknown key 'title'; a search sorts by: relevance, price"),
        (
            ["products", "--collection", "running", "--sort", "vendor"],
            "--sort: 'vendor' is not a key for a collection; its products sort by: collection-default, best-selling, title, price, created, id, manual, relevance"
        ),
        (["filters"], "give one of --collection H or --query Q"),
    ])
    func aBadFlagIsOneClearLine(arguments: [String], message: String) async throws {
        let result = try await shopterm.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
