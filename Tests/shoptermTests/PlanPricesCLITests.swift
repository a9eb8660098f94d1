import Foundation
import Testing

/// `shopterm product` on plans, on shops of their own making: a Norwegian bookshop in kroner
/// and a Kuwaiti one in dinars (three decimals). A product sold by subscription only shows no
/// one-time price as if it could be bought; a fixed-price plan states its price once and, when
/// it saves, how much less than the one-time price it is.
@Suite struct PlanPricesCLITests {
    let shopterm = Shopterm()

    /// A shop in `currency`, writing money as `format`: a yearbook sold by subscription only (two
    /// bindings), a cookbook with a cheaper and a dearer fixed-price plan, an atlas in two sizes
    /// with a fixed-price plan under both.
    static func shop(currency: String, format: String, country: String) -> String {
        """
        {"shop": {"name": "Bokhylla", "currencyCode": "\(currency)", "countryCode": "\(country)", "moneyFormat": "\(format)"},
         "products": [
           {"handle": "arsbok", "title": "Årbok", "requiresSellingPlan": true,
            "options": [{"name": "Binding", "values": ["Innbundet", "Heftet"]}],
            "variants": [{"price": "299.00", "selectedOptions": {"Binding": "Innbundet"}},
                         {"price": "249.00", "selectedOptions": {"Binding": "Heftet"}}],
            "sellingPlans": [{"name": "Hver måned", "percentageOff": "10"}]},
           {"handle": "kokebok", "title": "Kokebok", "variants": [{"price": "349.00"}],
            "sellingPlans": [{"name": "Fast pris", "price": "299.00"}, {"name": "Samlerpris", "price": "399.00"}]},
           {"handle": "atlas", "title": "Atlas",
            "options": [{"name": "Format", "values": ["Liten", "Stor"]}],
            "variants": [{"price": "200.00", "selectedOptions": {"Format": "Liten"}},
                         {"price": "300.00", "selectedOptions": {"Format": "Stor"}}],
            "sellingPlans": [{"name": "Abonnement", "price": "150.00"}]}]}
        """
    }

    static let norway = (currency: "NOK", format: "kr {{amount_with_comma_separator}}", country: "NO")
    static let kuwait = (currency: "KWD", format: "{{amount}} KD", country: "KW")

    func catalog(_ shop: (currency: String, format: String, country: String)) throws -> String {
        let file = shopterm.home.appendingPathComponent("\(shop.currency).json")
        try Data(Self.shop(currency: shop.currency, format: shop.format, country: shop.country).utf8).write(to: file)
        return file.path
    }

    /// Rows with runs of spaces made one, for reading a table's columns.
    static func rows(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
    }

    /// The yearbook's price line is its cheapest plan's price, said to be by subscription only;
    /// the variants' prices stand under BEFORE PLAN, never as a price to pay once (point 1).
    @Test(arguments: [
        (norway, "from kr 224,10", "kr 249,00"),
        (kuwait, "from 224.100 KD", "249.000 KD"),
    ])
    func aProductSoldBySubscriptionOnlyShowsNoOneTimePrice(
        shop: (currency: String, format: String, country: String), planPrice: String, variantPrice: String
    ) async throws {
        let result = try await shopterm.run(["product", "arsbok", "--catalog", try catalog(shop)])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let priceLine = try #require(lines.dropFirst(2).first)
        #expect(priceLine == "\(planPrice)  by subscription only", "\(result.stdout)")
        #expect(!result.stdout.contains("One-time purchase"), "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("VARIANT") && $0.contains("BEFORE PLAN") }, "\(result.stdout)")
        #expect(Self.rows(result.stdout).contains { $0.hasPrefix("Heftet \(variantPrice) ") }, "\(result.stdout)")
    }

    /// A fixed-price plan's note is what it saves against the one-time price, not its price
    /// again; a dearer one says nothing; over variants priced apart, the saving is "at least"
    /// and the price has no "from" (point 2).
    @Test(arguments: [
        (
            norway,
            ["Fast pris kr 299,00 kr 50,00 less than one-time", "Samlerpris kr 399,00", "Abonnement kr 150,00 at least kr 50,00 less than one-time"]
        ),
        (
            kuwait,
            [
                "Fast pris 299.000 KD 50.000 KD less than one-time", "Samlerpris 399.000 KD",
                "Abonnement 150.000 KD at least 50.000 KD less than one-time",
            ]
        ),
    ])
    func aFixedPricePlanSaysWhatItSavesNotItsPriceAgain(shop: (currency: String, format: String, country: String), expected: [String])
        async throws
    {
        let file = try catalog(shop)
        var rows: [String] = []
        for handle in ["kokebok", "atlas"] {
            let result = try await shopterm.run(["product", handle, "--catalog", file])
            #expect(result.status == 0, "\(result.stderr)")
            rows += Self.rows(result.stdout)
        }
        for row in expected { #expect(rows.contains(row), "\(row) in \(rows)") }
    }
}
