import Foundation
import Testing

/// `XCG`, the Caribbean guilder that replaced the Netherlands Antillean guilder (`ANG`) in 2025
/// (ISO 4217 amendment 176: numeric 532, two decimals), is a currency of Storefront API 2026-10
/// (`ANG` deprecated there, still answered): a shop in guilders and a market in guilders sell,
/// add to the cart and check out with every amount in XCG, and an `ANG` shop still works.
@Suite struct CaribbeanGuilderCLITests {
    let shopterm = Shopterm()

    static let shop = """
        {"shop": {"name": "Kas di Sombré", "currencyCode": "XCG", "countryCode": "CW", "moneyFormat": "Cg{{amount_with_comma_separator}}"},
         "products": [{"handle": "hoed", "title": "Hoed", "variants": [{"price": "34.50", "compareAtPrice": "40.00", "quantityAvailable": 5}]}]}
        """

    static let dollarShopWithAGuilderMarket = """
        {"shop": {"name": "Hats", "currencyCode": "USD", "countryCode": "US", "moneyFormat": "${{amount}}"},
         "products": [{"handle": "hat", "title": "Hat", "variants": [{"price": "19.00", "quantityAvailable": 5}]}],
         "markets": [{"country": "CW", "currency": "XCG", "rate": "1.79", "languages": ["NL", "EN"]}]}
        """

    func write(_ catalog: String, _ name: String) throws -> String {
        let file = shopterm.home.appendingPathComponent(name)
        try Data(catalog.utf8).write(to: file)
        return file.path
    }

    static let address = "firstName=Jan,lastName=Doe,address1=Handelskade 1,city=Willemstad,countryCode=CW"

    @Test func aShopInGuildersSellsAndChecksOut() async throws {
        let catalog = try write(Self.shop, "xcg.json")
        let products = try await shopterm.run(["products", "--catalog", catalog])
        #expect(products.status == 0, "\(products.stderr)")
        #expect(products.stdout.contains("Cg34,50") && products.stdout.contains("Cg40,00"), "\(products.stdout)")
        let added = try await shopterm.run(["cart", "add", "hoed", "--qty", "2", "--catalog", catalog])
        #expect(added.status == 0, "\(added.stderr)")
        let cart = try await shopterm.run(["cart", "--json", "--catalog", catalog])
        let subtotal = try #require(try JSONSerialization.jsonObject(with: Data(cart.stdout.utf8)) as? [String: Any])
            .flatMap { ($0["cart"] as? [String: Any])?["subtotal"] as? [String: Any] }
        #expect(subtotal?["amount"] as? String == "69.00" && subtotal?["currencyCode"] as? String == "XCG", "\(cart.stdout)")
        let checkout = try await shopterm.run(["checkout", "--catalog", catalog, "--email", "jan@example.com", "--address", Self.address])
        #expect(checkout.status == 0, "\(checkout.stderr)")
        #expect(checkout.stdout.contains("Subtotal") && checkout.stdout.contains("Cg69,00"), "\(checkout.stdout)")
        #expect(!checkout.stdout.contains("$") && !checkout.stdout.contains("ANG"), "\(checkout.stdout)")
    }

    @Test func aMarketInGuildersIsPricedAndChecksOutInGuilders() async throws {
        let catalog = try write(Self.dollarShopWithAGuilderMarket, "market.json")
        let countries = try await shopterm.run(["countries", "--catalog", catalog])
        #expect(countries.stdout.contains("XCG"), "\(countries.stdout)")
        let added = try await shopterm.run(["cart", "add", "hat", "--catalog", catalog, "--country", "CW"])
        #expect(added.status == 0, "\(added.stderr)")
        let checkout = try await shopterm.run([
            "checkout", "--catalog", catalog, "--country", "CW", "--email", "jan@example.com", "--address", Self.address, "--json",
        ])
        #expect(checkout.status == 0, "\(checkout.stderr)")
        // $19.00 at 1.79 is 34.01 guilders; every amount of the checkout is in XCG.
        #expect(checkout.stdout.contains(#""amount" : "34.01""#), "\(checkout.stdout)")
        let currencies = Set(checkout.stdout.matches(of: /"currencyCode" : "([A-Z]{3})"/).map { String($0.1) })
        #expect(currencies == ["XCG"], "\(checkout.stdout)")
    }

    @Test func anANGShopStillWorks() async throws {
        let catalog = try write(Self.shop.replacingOccurrences(of: "XCG", with: "ANG").replacingOccurrences(of: "\"CW\"", with: "\"SX\""), "ang.json")
        let products = try await shopterm.run(["products", "--catalog", catalog, "--json"])
        #expect(products.status == 0, "\(products.stderr)")
        #expect(products.stdout.contains(#""currencyCode" : "ANG""#), "\(products.stdout)")
    }
}
