import Foundation
import Testing

/// The command line on a Swiss knife shop of its own making: its own currency, CHF, is written
/// in the shop's money format; it sells to Germany in euros and to Sweden in kronor.
@Suite struct MarketFormatsCLITests {
    let shopterm = Shopterm()

    static let knifeShop = """
        {"shop": {"name": "Alpenklinge", "currencyCode": "CHF", "countryCode": "CH",
                  "moneyFormat": "CHF {{amount_with_apostrophe_separator}}"},
         "products": [{"handle": "taschenmesser", "title": "Taschenmesser",
                       "variants": [{"price": "1234.50"}]}],
         "collections": [{"handle": "alle", "title": "Alle", "products": ["taschenmesser"]}],
         "markets": [{"country": "DE", "currency": "EUR", "rate": "1.05", "languages": ["DE", "EN"]},
                     {"country": "SE", "currency": "SEK", "rate": "11.7", "languages": ["SV", "EN"]}]}
        """

    func catalog() throws -> String {
        let file = shopterm.home.appendingPathComponent("knives.json")
        try Data(Self.knifeShop.utf8).write(to: file)
        return file.path
    }

    /// A currency whose symbol is its code is written once (issue 41, point 24).
    @Test func aCurrencyWhoseSymbolIsItsCodeIsWrittenOnce() async throws {
        let knives = try catalog()
        let result = try await shopterm.run(["countries", "--catalog", knives])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("CHF CHF"), "\(result.stdout)")
        let swiss = try #require(result.stdout.split(separator: "\n").first { $0.contains("Switzerland") })
        #expect(swiss.contains(" CHF ") && swiss.hasPrefix("*"), "\(swiss)")
        #expect(result.stdout.contains("EUR €"), "\(result.stdout)")
    }

    /// A country the shop does not sell to: the store answers in its own market, and every
    /// command that shows prices says so in one line on stderr, as `countries` does (point 13).
    @Test func aCountryTheShopDoesNotSellToIsSaid() async throws {
        let knives = try catalog()
        let note = "shopterm: the shop does not sell to US; prices are in its own market's currency (Switzerland, CHF)"
        for arguments in [
            ["products", "--collection", "alle"], ["products", "--json"], ["search", "taschenmesser"], ["product", "taschenmesser"],
            ["countries"],
        ] {
            let result = try await shopterm.run(arguments + ["--country", "US", "--catalog", knives])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n").filter { $0.contains("does not sell") }
            #expect(lines == [Substring(note)], "\(arguments): \(result.stderr)")
            #expect(result.stdout.contains("CHF") && !result.stdout.contains("USD"), "\(arguments): \(result.stdout)")
        }
        let sold = try await shopterm.run(["products", "--country", "DE", "--catalog", knives])
        #expect(sold.status == 0 && !sold.stderr.contains("does not sell"), "\(sold.stderr)")
        #expect(!sold.stdout.contains("CHF"), "\(sold.stdout)")
    }

    /// Amounts in a market's currency follow the market's locale (Germany: `1.296,23 €`; Sweden,
    /// read in English too: `14 443,65 kr`), the shop's own currency its money format, and
    /// `--json` plain decimal strings (issue 41, point 8).
    @Test func aMarketsAmountsAreWrittenAsItsCountryWritesThem() async throws {
        let knives = try catalog()
        let germany = try await shopterm.run(["products", "--country", "DE", "--catalog", knives])
        #expect(germany.stdout.contains("1.296,23\u{a0}€"), "\(germany.stdout)")
        let added = try await shopterm.run(["cart", "add", "taschenmesser", "--country", "DE", "--catalog", knives])
        #expect(added.stderr.contains("at 1.296,23\u{a0}€ each"), "\(added.stderr)")
        #expect(added.stdout.contains("Subtotal: 1.296,23\u{a0}€"), "\(added.stdout)")
        for language in ["SV", "EN"] {
            let sweden = try await shopterm.run(["products", "--country", "SE", "--language", language, "--catalog", knives])
            #expect(sweden.stdout.contains("14\u{a0}443,65\u{a0}kr"), "\(language): \(sweden.stdout)")
        }
        let home = try await shopterm.run(["products", "--catalog", knives])
        #expect(home.stdout.contains("CHF 1'234.50"), "\(home.stdout)")
        let json = try await shopterm.run(["products", "--country", "DE", "--json", "--catalog", knives])
        #expect(json.stdout.contains("\"amount\" : \"1296.23\""), "\(json.stdout)")
    }
}
