import Foundation
import Testing

/// `shopterm checkout` to an address in another market's country: the summary is in that
/// country's currency, which Shopify's checkout charges in, and stderr says why.
@Suite struct CheckoutCurrencyCLITests {
    let shopterm = Shopterm()

    /// A Danish tea shop in kroner, selling to Sweden in kronor.
    static let teaShop = """
        {"shop": {"name": "Tehuset", "currencyCode": "DKK", "countryCode": "DK", "moneyFormat": "{{amount_with_comma_separator}} kr."},
         "products": [{"handle": "sencha", "title": "Sencha", "variants": [{"price": "85.00"}]}],
         "collections": [{"handle": "all", "title": "All", "products": ["sencha"]}],
         "markets": [{"country": "SE", "currency": "SEK", "rate": "1.52"}],
         "shippingZones": [{"name": "Norden", "countries": ["DK", "SE"], "rates": [{"title": "PostNord", "price": "49.00"}]}]}
        """

    @Test func aCheckoutShippedToAnotherMarketIsInItsCurrencyAndSaysWhy() async throws {
        let file = shopterm.home.appendingPathComponent("tea.json")
        try Data(Self.teaShop.utf8).write(to: file)
        let added = try await shopterm.run(["cart", "add", "sencha", "--catalog", file.path])
        #expect(added.status == 0, "\(added.stderr)")
        let checkout = try await shopterm.run([
            "checkout", "--catalog", file.path, "--email", "ada@example.com",
            "--address", "firstName=Ada,address1=Drottninggatan 1,city=Stockholm,zip=111 51,countryCode=SE",
        ])
        #expect(checkout.status == 0, "\(checkout.stderr)")
        #expect(checkout.stderr.contains("Prices in SEK") && checkout.stderr.contains("(Sweden)"), "\(checkout.stderr)")
        #expect(checkout.stderr.contains("keep browsing in DKK"), "\(checkout.stderr)")
        // 85.00 DKK at 1.52 is 129.20 SEK: the summary states the store's kronor, never the cart's kroner.
        #expect(checkout.stdout.contains("129.20") || checkout.stdout.contains("129,20"), "\(checkout.stdout)")
        #expect(!checkout.stdout.contains("85,00") && !checkout.stdout.contains("85.00"), "\(checkout.stdout)")
    }

    @Test func aCheckoutInTheCartsMarketSaysNothingAboutCurrency() async throws {
        let file = shopterm.home.appendingPathComponent("tea.json")
        try Data(Self.teaShop.utf8).write(to: file)
        _ = try await shopterm.run(["cart", "add", "sencha", "--catalog", file.path])
        let checkout = try await shopterm.run([
            "checkout", "--catalog", file.path, "--email", "ada@example.com",
            "--address", "firstName=Ada,address1=Strøget 1,city=København,zip=1160,countryCode=DK",
        ])
        #expect(checkout.status == 0, "\(checkout.stderr)")
        #expect(!checkout.stderr.contains("Prices in"), "\(checkout.stderr)")
    }
}
