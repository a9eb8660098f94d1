import Foundation
import Testing

/// The figures the command line shows, on a candle shop of its own (euros, German tax and a
/// rate with its delivery time): a "was" price only beside its own price, a gift card's
/// remainder never stated, no "Default Title".
@Suite struct FiguresShownCLITests {
    let shopterm = Shopterm()

    /// A taper candle at €9 (white) or €14 (beeswax, once €16); a pillar at €6 in every colour,
    /// each once €8; a gift box without options.
    static let candleShop = """
        {"shop": {"name": "Kerzenhaus", "currencyCode": "EUR", "countryCode": "DE", "moneyFormat": "€{{amount}}"},
         "products": [
           {"handle": "taper", "title": "Taper", "options": [{"name": "Wax", "values": ["Paraffin", "Beeswax"]}],
            "variants": [{"price": "9.00", "selectedOptions": {"Wax": "Paraffin"}},
                         {"price": "14.00", "compareAtPrice": "16.00", "selectedOptions": {"Wax": "Beeswax"}}]},
           {"handle": "pillar", "title": "Pillar", "options": [{"name": "Colour", "values": ["Ivory", "Red"]}],
            "variants": [{"price": "6.00", "compareAtPrice": "8.00", "selectedOptions": {"Colour": "Ivory"}},
                         {"price": "6.00", "compareAtPrice": "8.00", "selectedOptions": {"Colour": "Red"}}]},
           {"handle": "gift-box", "title": "Gift box", "variants": [{"price": "30.00", "sku": "GB-1"}]}],
         "collections": [{"handle": "all", "title": "All", "products": ["taper", "pillar", "gift-box"]}],
         "giftCards": [{"code": "KERZE-0500-GIFT", "balance": "500.00"}],
         "shippingZones": [{"name": "Deutschland", "countries": ["DE"],
                            "rates": [{"title": "DHL Paket", "price": "4.90", "description": "1–2 Werktage"}]}],
         "taxes": [{"country": "DE", "rate": "0.19"}]}
        """

    static let address = "firstName=Ada,address1=Unter den Linden 1,city=Berlin,zip=10117,countryCode=DE"

    func catalog() throws -> String {
        let file = shopterm.home.appendingPathComponent("candles.json")
        try Data(Self.candleShop.utf8).write(to: file)
        return file.path
    }

    static func line(_ text: String, _ start: String) -> String {
        text.split(separator: "\n").first { $0.hasPrefix(start) }.map(String.init) ?? ""
    }

    @Test func aWasPriceStandsOnlyBesideItsOwnPrice() async throws {
        let candles = try catalog()
        let products = try await shopterm.run(["products", "--collection", "all", "--catalog", candles])
        #expect(products.status == 0, "\(products.stderr)")
        #expect(!Self.line(products.stdout, "taper").contains("€16.00"), "\(products.stdout)")
        #expect(Self.line(products.stdout, "pillar").contains("€8.00"), "\(products.stdout)")
        let taper = try await shopterm.run(["product", "taper", "--catalog", candles])
        #expect(taper.status == 0, "\(taper.stderr)")
        #expect(!Self.line(taper.stdout, "from €9.00").contains("was"), "\(taper.stdout)")
        #expect(Self.line(taper.stdout, "Beeswax").contains("€16.00"), "\(taper.stdout)")
        #expect(!Self.line(taper.stdout, "Paraffin").contains("€16.00"), "\(taper.stdout)")
        let pillar = try await shopterm.run(["product", "pillar", "--catalog", candles])
        #expect(pillar.stdout.contains("€6.00  (was €8.00)"), "\(pillar.stdout)")
    }

    @Test func defaultTitleNeverShowsInAProduct() async throws {
        let box = try await shopterm.run(["product", "gift-box", "--catalog", try catalog()])
        #expect(box.status == 0, "\(box.stderr)")
        #expect(!box.stdout.contains("Default Title"), "\(box.stdout)")
        #expect(box.stdout.contains("GB-1"), "\(box.stdout)")
    }

    /// A card that covers the whole order: the checkout page takes the tax off it too, so what
    /// stays on it is not the balance less what it pays now, and is never said.
    @Test func aGiftCardsRemainderIsNeverStated() async throws {
        let candles = try catalog()
        #expect(try await shopterm.run(["cart", "add", "gift-box", "--catalog", candles]).status == 0)
        let added = try await shopterm.run(["cart", "gift-card", "add", "-", "--catalog", candles], input: "KERZE-0500-GIFT\n")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(
            added.stderr.contains(
                "Gift card …GIFT pays €30.00 now, of its €500.00; shipping and taxes added on the checkout page come off it too."),
            "\(added.stderr)")
        let checkout = try await shopterm.run([
            "checkout", "--email", "ada@example.com", "--address", Self.address, "--shipping", "cheapest", "--catalog", candles,
        ])
        #expect(checkout.status == 0, "\(checkout.stderr)")
        #expect(checkout.stdout.contains("Gift card …GIFT also pays  taxes"), "\(checkout.stdout)")
        let json = try await shopterm.run([
            "checkout", "--email", "ada@example.com", "--address", Self.address, "--shipping", "cheapest", "--catalog", candles, "--json",
        ])
        #expect(json.status == 0, "\(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let card = try #require((document["giftCards"] as? [[String: Any]])?.first)
        #expect(card["balanceAfter"] == nil)
        #expect(card["alsoPays"] as? [String] == ["taxes"])
        for output in [added.stdout, added.stderr, checkout.stdout, json.stdout] {
            #expect(!output.contains(" left)") && !output.contains("stays on it") && !output.contains("465.10"), "\(output)")
        }
    }

    @Test func theChosenRatesDeliveryTimeShows() async throws {
        let candles = try catalog()
        #expect(try await shopterm.run(["cart", "add", "pillar", "--variant", "Red", "--catalog", candles]).status == 0)
        let arguments = ["checkout", "--email", "ada@example.com", "--address", Self.address, "--catalog", candles]
        let checkout = try await shopterm.run(arguments)
        #expect(checkout.status == 0, "\(checkout.stderr)")
        #expect(Self.line(checkout.stdout, "Delivery").hasSuffix("1–2 Werktage"), "\(checkout.stdout)")
        let json = try await shopterm.run(arguments + ["--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let shipping = try #require(document["shipping"] as? [String: Any])
        #expect(shipping["title"] as? String == "DHL Paket" && shipping["description"] as? String == "1–2 Werktage")
    }
}

/// `shopterm product` reads every variant, each price paired with its own compare-at price: a
/// variant on sale is said even when a dearer variant has none (a listing's ranges cannot tell).
@Suite struct VariantOnSaleCLITests {
    let shopterm = Shopterm()

    @Test func aProductSaysSomeVariantsAreOnSaleWhenADearerOneHasNoCompareAtPrice() async throws {
        let lanterns = """
            {"shop": {"name": "Lykta", "currencyCode": "SEK", "countryCode": "SE", "moneyFormat": "{{amount_with_comma_separator}} kr"},
             "products": [{"handle": "lantern", "title": "Lantern", "options": [{"name": "Size", "values": ["S", "M", "L"]}],
                "variants": [{"price": "100.00", "selectedOptions": {"Size": "S"}},
                             {"price": "200.00", "compareAtPrice": "250.00", "selectedOptions": {"Size": "M"}},
                             {"price": "300.00", "selectedOptions": {"Size": "L"}}]}],
             "collections": [{"handle": "all", "title": "All", "products": ["lantern"]}]}
            """
        let file = shopterm.home.appendingPathComponent("lanterns.json")
        try Data(lanterns.utf8).write(to: file)
        let product = try await shopterm.run(["product", "lantern", "--catalog", file.path])
        #expect(product.status == 0, "\(product.stderr)")
        #expect(product.stdout.contains("(some variants on sale)"), "\(product.stdout)")
        #expect(!product.stdout.contains("(was"), "no was-price beside the lowest price:\n\(product.stdout)")
    }
}
