import Foundation
import Testing

/// The command line's cart on a Norwegian bookshop of its own making: its own currency, NOK; it
/// sells to Germany in euros, to Sweden in kronor and to the United States in dollars; the
/// atlas is not stocked for Sweden (issue 41, the last outside walk).
@Suite struct BookshopCartCLITests {
    let shopterm = Shopterm()

    static let bookshop = """
        {"shop": {"name": "Fjordbok", "currencyCode": "NOK", "countryCode": "NO",
                  "moneyFormat": "{{amount_with_comma_separator}} kr"},
         "products": [{"handle": "fjordboka", "title": "Fjordboka",
                       "variants": [{"price": "349.00", "quantityAvailable": 3}]},
                      {"handle": "atlas", "title": "Atlas",
                       "options": [{"name": "Binding", "values": ["Hard", "Soft"]}],
                       "variants": [{"price": "499.00", "quantityAvailable": 5, "selectedOptions": {"Binding": "Hard"}},
                                    {"price": "299.00", "quantityAvailable": 5, "selectedOptions": {"Binding": "Soft"}}]}],
         "collections": [{"handle": "alle", "title": "Alle", "products": ["fjordboka", "atlas"]}],
         "discountCodes": [{"code": "LESELYST", "percentage": "10"}],
         "shippingZones": [{"name": "Norden", "countries": ["NO", "SE"], "rates": [{"title": "Posten", "price": "99.00"}]},
                           {"name": "Europa", "countries": ["DE"], "rates": [{"title": "Europa", "price": "199.00"}]},
                           {"name": "USA", "countries": ["US"], "rates": [{"title": "USPS", "price": "299.00"}]}],
         "taxes": [{"country": "NO", "rate": "0.25"}, {"country": "SE", "rate": "0.06"}, {"country": "DE", "rate": "0.07"}],
         "markets": [{"country": "DE", "currency": "EUR", "rate": "0.085", "languages": ["DE", "EN"]},
                     {"country": "SE", "currency": "SEK", "rate": "0.98", "languages": ["SV", "EN"], "soldOut": ["atlas"]},
                     {"country": "US", "currency": "USD", "rate": "0.092", "languages": ["EN"]}]}
        """

    static let osloAddress = "firstName=Ada,lastName=Lovelace,address1=Karl Johans gate 1,city=Oslo,zip=0154,countryCode=NO"
    static let stockholmAddress = "firstName=Ada,lastName=Lovelace,address1=Drottninggatan 1,city=Stockholm,zip=11151,countryCode=SE"

    func catalog() throws -> String {
        let file = shopterm.home.appendingPathComponent("fjordbok.json")
        try Data(Self.bookshop.utf8).write(to: file)
        return file.path
    }

    func json(_ result: Shopterm.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
    }

    /// A product without options has no variant title in `cart --json` nor in `checkout --json`:
    /// Shopify's "Default Title" is not a title (point 5).
    @Test func aProductWithoutOptionsHasNoVariantTitleInJSON() async throws {
        let books = try catalog()
        #expect(try await shopterm.run(["cart", "add", "fjordboka", "--catalog", books]).status == 0)
        #expect(try await shopterm.run(["cart", "add", "atlas", "--variant", "Soft", "--catalog", books]).status == 0)
        let cart = try await shopterm.run(["cart", "--json", "--catalog", books])
        #expect(!cart.stdout.contains("Default Title"), "\(cart.stdout)")
        let lines = try #require((try json(cart))["cart"].flatMap { ($0 as? [String: Any])?["lines"] as? [[String: Any]] })
        #expect(lines.map { $0["variantTitle"] as? String } == [nil, "Soft"], "\(cart.stdout)")
        let checkout = try await shopterm.run(["checkout", "--json", "--email", "ada@example.com", "--address", Self.osloAddress, "--catalog", books])
        #expect(checkout.status == 0, "\(checkout.stderr)")
        #expect(!checkout.stdout.contains("Default Title"), "\(checkout.stdout)")
        let checked = try #require((try json(checkout))["lines"] as? [[String: Any]])
        #expect(checked.map { $0["variantTitle"] as? String } == [nil, "Soft"], "\(checkout.stdout)")
    }

    /// `cart add --qty N` beyond stock counts what the cart holds: the store has 3 of
    /// Fjordboka, the cart 1, so at most 2 more (point 7).
    @Test func addingBeyondStockSaysHowManyMoreFit() async throws {
        let books = try catalog()
        #expect(try await shopterm.run(["cart", "add", "fjordboka", "--catalog", books]).status == 0)
        let refused = try await shopterm.run(["cart", "add", "fjordboka", "--qty", "3", "--catalog", books])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("the store has 3; the cart holds 1, so at most 2 more"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("choose 1 to 3"), "\(refused.stderr)")
        #expect(try await shopterm.run(["cart", "add", "fjordboka", "--qty", "2", "--catalog", books]).status == 0)
    }

    /// A line added in another market (another currency) moves the cart there: every line is
    /// repriced in the new currency, said on stderr, and the cart has one subtotal (point 1).
    @Test func addingInAnotherMarketRepricesTheCartAndSaysSo() async throws {
        let books = try catalog()
        #expect(try await shopterm.run(["cart", "add", "fjordboka", "--catalog", books]).status == 0)
        let added = try await shopterm.run(["cart", "add", "atlas", "--variant", "Soft", "--country", "DE", "--catalog", books])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.contains("The cart follows the market shopped in: its lines are repriced in EUR."), "\(added.stderr)")
        // Written as the table writes money (the market's locale: its spaces are no-break ones).
        #expect(added.stderr.contains("Line 1 Fjordboka: now priced in EUR: 29,67") && added.stderr.contains("was 349,00"), "\(added.stderr)")
        #expect(!added.stdout.contains("several currencies") && !added.stdout.contains("kr"), "\(added.stdout)")
        let cart = try json(try await shopterm.run(["cart", "--json", "--catalog", books]))["cart"] as? [String: Any]
        let lines = try #require(cart?["lines"] as? [[String: Any]])
        #expect(lines.map { ($0["price"] as? [String: Any])?["currencyCode"] as? String } == ["EUR", "EUR"])
        let subtotal = try #require(cart?["subtotal"] as? [String: Any], "one subtotal")
        #expect(subtotal["currencyCode"] as? String == "EUR" && subtotal["amount"] as? String == "55.09", "\(subtotal)")
    }

    /// After `cart revalidate` finds a line sold out (the atlas is not stocked for Sweden), the
    /// table marks it, and the subtotal is what the store's cart would hold: without it (point 6).
    @Test func aSoldOutLineIsMarkedAndLeftOutOfTheSubtotal() async throws {
        let books = try catalog()
        #expect(try await shopterm.run(["cart", "add", "fjordboka", "--catalog", books]).status == 0)
        #expect(try await shopterm.run(["cart", "add", "atlas", "--variant", "Soft", "--qty", "2", "--catalog", books]).status == 0)
        let checked = try await shopterm.run(["cart", "revalidate", "--country", "SE", "--catalog", books])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stderr.contains("Line 2 Atlas (Soft): sold out"), "\(checked.stderr)")
        let shown = try await shopterm.run(["cart", "--country", "SE", "--catalog", books])
        let atlas = try #require(shown.stdout.split(separator: "\n").first { $0.contains("Atlas") }, "\(shown.stdout)")
        #expect(atlas.hasSuffix("sold out"), "\(atlas)")
        // Fjordboka alone: 349.00 NOK × 0.98 = 342.02 SEK.
        #expect(shown.stdout.contains("Subtotal: 342,02\u{a0}kr (1 item; not counted: line 2, sold out)"), "\(shown.stdout)")
        let cart = try json(try await shopterm.run(["cart", "--json", "--catalog", books]))["cart"] as? [String: Any]
        #expect((cart?["subtotal"] as? [String: Any])?["amount"] as? String == "342.02", "\(String(describing: cart))")
        let lines = try #require(cart?["lines"] as? [[String: Any]])
        #expect(lines.map { $0["soldOut"] as? Bool } == [nil, true])
    }

    /// The checkout moves the cart to the address's country: the atlas, in stock in Norway (the
    /// market the cart was made in), is not stocked for Sweden; a Stockholm address is refused
    /// before anything is handed off, naming the line. Fjordboka alone checks out there, in
    /// kronor (point 2).
    @Test func theCheckoutChecksStockInTheAddresssCountry() async throws {
        let books = try catalog()
        #expect(try await shopterm.run(["cart", "add", "atlas", "--variant", "Hard", "--country", "NO", "--catalog", books]).status == 0)
        let refused = try await shopterm.run([
            "checkout", "--email", "ada@example.com", "--address", Self.stockholmAddress, "--country", "NO", "--catalog", books,
        ])
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("the cart is checked and priced in SE's market"), "\(refused.stderr)")
        #expect(refused.stderr.contains("Line 1 Atlas (Hard): sold out"), "\(refused.stderr)")
        #expect(refused.stderr.contains("cannot check out while line 1 is sold out"), "\(refused.stderr)")
        #expect(!refused.stdout.contains("http"), "\(refused.stdout)")
        #expect(try await shopterm.run(["cart", "remove", "1", "--catalog", books]).status == 0)
        #expect(try await shopterm.run(["cart", "add", "fjordboka", "--country", "NO", "--catalog", books]).status == 0)
        let paid = try await shopterm.run([
            "checkout", "--json", "--email", "ada@example.com", "--address", Self.stockholmAddress, "--country", "NO", "--catalog", books,
        ])
        #expect(paid.status == 0, "\(paid.stderr)")
        let subtotal = try #require((try json(paid))["subtotal"] as? [String: Any])
        #expect(subtotal["currencyCode"] as? String == "SEK", "\(paid.stdout)")
    }
}
