import Foundation
import Testing

/// `shopterm catalog check FILE`: every problem of a catalog, or "ok", without serving it; and
/// the same lines wherever a bad catalog is read.
@Suite struct CatalogCheckCLITests {
    let shopterm = Shopterm()

    static let bad = """
        {"shop": {"name": "", "currencyCode": "CHX"},
         "products": [{"handle": "cap", "title": "Cap", "createdAt": "gestern",
                       "options": [{"name": "Size", "values": ["S", "M"]}],
                       "variants": [{"price": "10.00", "selectedOptions": {"Size": "S"}}]}]}
        """
    static let badLines = [
        "shopterm: catalog: shop.name: must not be empty",
        #"shopterm: catalog: shop.currencyCode: "CHX" is not a currency code Shopify knows (ISO 4217, e.g. USD, EUR, JPY)"#,
        #"shopterm: catalog: products[0].createdAt: "gestern" is not an ISO 8601 date and time like "2026-03-01T09:00:00Z""#,
        #"shopterm: catalog: products[0].options[0].values[1]: no variant has "M" (Shopify keeps only the values of variants)"#,
    ]

    func write(_ text: String, _ name: String = "catalog.json") throws -> String {
        let file = shopterm.home.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func aBadCatalogGetsEveryProblemAndExitOne() async throws {
        let result = try await shopterm.run(["catalog", "check", try write(Self.bad)])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == Self.badLines.joined(separator: "\n") + "\n")
    }

    @Test func aTrailingCommaIsNotJSON() async throws {
        let result = try await shopterm.run(["catalog", "check", try write("{\"shop\": {\"name\": \"S\"},\n \"products\": [],\n}")])
        #expect(result.status == 1)
        #expect(result.stderr == "shopterm: catalog: not valid JSON at line 2, column 16: a comma before \"}\" (JSON allows no trailing comma)\n")
    }

    @Test func aGoodCatalogIsOK() async throws {
        let result = try await shopterm.run(["catalog", "check", Shopterm.packageRoot.appendingPathComponent("docs/examples/hats.json").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "ok\n")
    }

    @Test func usageAndUnreadableFiles() async throws {
        #expect(try await shopterm.run(["catalog", "check"]).status == 2)
        #expect(try await shopterm.run(["catalog", "check", "a.json", "b.json"]).status == 2)
        let missing = try await shopterm.run(["catalog", "check", shopterm.home.appendingPathComponent("none.json").path])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("shopterm: catalog: cannot read "), "\(missing.stderr)")
        // The system's reason, not Foundation's sentence around it.
        #expect(missing.stderr.hasSuffix("none.json: No such file or directory\n"), "\(missing.stderr)")
    }

    /// The storefront's commands and demo-server refuse a bad catalog with the same lines.
    @Test func everyReaderSaysTheSameLines() async throws {
        let file = try write(Self.bad)
        let products = try await shopterm.run(["products", "--catalog", file])
        #expect(products.status == 1)
        #expect(products.stderr == Self.badLines.joined(separator: "\n") + "\n")
        let server = try await shopterm.run(["demo-server", "--port", "0", "--catalog", file], timeout: 20)
        #expect(server.status == 1)
        #expect(server.stderr.hasSuffix(Self.badLines.joined(separator: "\n") + "\n"), "\(server.stderr)")
    }

    /// README's and docs/catalog-format.md's `catalog check` example runs as written.
    @Test func theDocumentedExampleRunsAsWritten() async throws {
        for document in ["README.md", "docs/catalog-format.md"] {
            let text = try String(contentsOf: Shopterm.packageRoot.appendingPathComponent(document), encoding: .utf8)
            let line = try #require(text.components(separatedBy: "\n").first { $0.hasPrefix("shopterm catalog check ") }, "\(document)")
            let words = CommandLineChains.ReadmeExamplesTests.shellWords(CommandLineChains.ReadmeExamplesTests.withoutComment(line))
            // Paths are the repository's, as a reader in its folder types them.
            let arguments = words.dropFirst().map { word in
                FileManager.default.fileExists(atPath: Shopterm.packageRoot.appendingPathComponent(word).path)
                    ? Shopterm.packageRoot.appendingPathComponent(word).path : word
            }
            let result = try await shopterm.run(Array(arguments))
            #expect(result.status == 0 && result.stdout == "ok\n", "\(document): \(result.stderr)")
        }
    }
}
