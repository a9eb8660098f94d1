import Foundation
import Testing

/// `shopterm countries` writes the shop's own currency with its symbol, as it does a market's:
/// a Norwegian bookshop in kroner selling in euros, kronor and dollars, and a Kuwaiti one in
/// dinars selling in yen and euros.
@Suite struct ShopCurrencySymbolCLITests {
    let shopterm = Shopterm()

    static func shop(_ currency: String, _ country: String, _ format: String, markets: [(String, String)]) -> String {
        let markets = markets.map { #"{"country": "\#($0.0)", "currency": "\#($0.1)", "rate": "0.1"}"# }.joined(separator: ", ")
        return """
            {"shop": {"name": "Butikk", "currencyCode": "\(currency)", "countryCode": "\(country)", "moneyFormat": "\(format)"},
             "products": [{"handle": "bok", "title": "Bok", "variants": [{"price": "100.00"}]}],
             "markets": [\(markets)]}
            """
    }

    @Test(arguments: [
        (shop("NOK", "NO", "kr {{amount_with_comma_separator}}", markets: [("DE", "EUR"), ("SE", "SEK"), ("US", "USD")]), "Norway", "NOK kr"),
        (shop("KWD", "KW", "{{amount}} KD", markets: [("JP", "JPY"), ("DE", "EUR")]), "Kuwait", "KWD KD"),
    ])
    func theShopsOwnCurrencyHasItsSymbol(catalog: String, country: String, label: String) async throws {
        let file = shopterm.home.appendingPathComponent("shop.json")
        try Data(catalog.utf8).write(to: file)
        let result = try await shopterm.run(["countries", "--catalog", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let own = try #require(result.stdout.split(separator: "\n").first { $0.contains(country) })
        #expect(own.contains(" \(label) "), "\(result.stdout)")
        // Every other currency has one too.
        for other in ["EUR €", "SEK kr", "USD $", "JPY ¥"] where result.stdout.contains(String(other.prefix(3))) {
            #expect(result.stdout.contains(other), "\(result.stdout)")
        }
    }
}
