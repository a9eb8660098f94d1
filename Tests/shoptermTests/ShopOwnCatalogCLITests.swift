import Foundation
import Testing

/// The command line on a shop of one's own: a French tea shop in euros whose money format is
/// "{{amount_with_comma_separator}} €" and whose gift box has no options ("Default Title").
@Suite struct ShopOwnCatalogCLITests {
    let shopterm = Shopterm()

    static let teaShop = """
        {"shop": {"name": "Thé Bleu", "currencyCode": "EUR", "countryCode": "FR",
                  "moneyFormat": "{{amount_with_comma_separator}} €"},
         "products": [{"handle": "gyokuro", "title": "Gyokuro", "options": [{"name": "Poids", "values": ["50 g", "100 g"]}],
                       "variants": [{"price": "12.50", "selectedOptions": {"Poids": "50 g"}},
                                    {"price": "23.00", "selectedOptions": {"Poids": "100 g"}}]},
                      {"handle": "coffret", "title": "Coffret cadeau", "variants": [{"price": "30.00"}]}],
         "collections": [{"handle": "all", "title": "Tout", "products": ["gyokuro", "coffret"]}],
         "discountCodes": [{"code": "cinq", "amount": "5.00"}]}
        """

    func catalog(_ json: String = teaShop, name: String = "tea.json") throws -> String {
        let file = shopterm.home.appendingPathComponent(name)
        try Data(json.utf8).write(to: file)
        return file.path
    }

    @Test func everyAmountIsInTheShopsMoneyFormat() async throws {
        let tea = try catalog()
        let products = try await shopterm.run(["products", "--collection", "all", "--catalog", tea])
        #expect(products.status == 0, "\(products.stderr)")
        #expect(products.stdout.contains("12,50 €") && !products.stdout.contains("€12.50"), "\(products.stdout)")
        let added = try await shopterm.run(["cart", "add", "gyokuro", "--variant", "100 g", "--catalog", tea])
        #expect(added.stderr.contains("at 23,00 € each"), "\(added.stderr)")
        let discount = try await shopterm.run(["cart", "discount", "add", "cinq", "--catalog", tea])
        #expect(discount.status == 0, "\(discount.stderr)")
        #expect(discount.stderr.contains("cinq takes 5,00 € off."), "\(discount.stderr)")
        #expect(discount.stdout.contains("-5,00 €") && discount.stdout.contains("18,00 €"), "\(discount.stdout)")
        let cart = try await shopterm.run(["cart", "--catalog", tea])
        #expect(cart.stdout.contains("23,00 €"), "\(cart.stdout)")
    }

    @Test func defaultTitleNeverShows() async throws {
        let tea = try catalog()
        let added = try await shopterm.run(["cart", "add", "coffret", "--catalog", tea])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.contains("Added 1 × Coffret cadeau at 30,00 €"), "\(added.stderr)")
        let cart = try await shopterm.run(["cart", "--catalog", tea])
        let checkout = try await shopterm.run([
            "checkout", "--email", "ada@example.com", "--catalog", tea,
            "--address", "firstName=Ada,address1=1 rue de Rivoli,city=Paris,zip=75001,countryCode=FR",
        ])
        #expect(checkout.status == 0, "\(checkout.stderr)")
        for output in [added.stdout, added.stderr, cart.stdout, checkout.stdout, checkout.stderr] {
            #expect(!output.contains("Default Title"), "\(output)")
        }
    }

    /// Every catalog is a shop of its own: a cart made with one never turns into another's
    /// products, and an edit of the file that inserts and reorders products keeps the cart's.
    @Test func eachCatalogKeepsItsOwnCartThroughAnEdit() async throws {
        let tea = try catalog()
        #expect(try await shopterm.run(["cart", "add", "coffret", "--catalog", tea]).status == 0)
        // The built-in store's cart is another one.
        let shoes = try await shopterm.run(["cart", "--json"])
        #expect(shoes.stdout.contains("\"lines\" : [\n\n  ]") || !shoes.stdout.contains("Coffret"), "\(shoes.stdout)")
        #expect(try await shopterm.run(["cart", "add", "swift-runner", "--variant", "9 / Black"]).status == 0)
        let teaCart = try await shopterm.run(["cart", "--catalog", tea])
        #expect(teaCart.stdout.contains("Coffret cadeau") && !teaCart.stdout.contains("Swift Runner"), "\(teaCart.stdout)")
        // The same shop, a product inserted before the others and the rest reordered: the cart's
        // line is still the Coffret's (IDs come from handles, not from places in the file).
        let moved = """
            {"shop": {"name": "Thé Bleu", "currencyCode": "EUR", "countryCode": "FR",
                      "moneyFormat": "{{amount_with_comma_separator}} €"},
             "products": [{"handle": "sencha", "title": "Sencha", "variants": [{"price": "8.00"}]},
                          {"handle": "coffret", "title": "Coffret cadeau", "variants": [{"price": "30.00"}]},
                          {"handle": "gyokuro", "title": "Gyokuro", "options": [{"name": "Poids", "values": ["100 g", "50 g"]}],
                           "variants": [{"price": "23.00", "selectedOptions": {"Poids": "100 g"}},
                                        {"price": "12.50", "selectedOptions": {"Poids": "50 g"}}]}],
             "collections": [{"handle": "all", "title": "Tout", "products": ["gyokuro", "coffret", "sencha"]}],
             "discountCodes": [{"code": "cinq", "amount": "5.00"}]}
            """
        let reordered = try catalog(moved, name: "tea2.json")
        let kept = try await shopterm.run(["cart", "revalidate", "--catalog", reordered])
        #expect(kept.status == 0 && !kept.stderr.contains("is now"), "\(kept.stderr)\n\(kept.stdout)")
        #expect(try await shopterm.run(["cart", "--catalog", reordered]).stdout.contains("Coffret cadeau"))
        // …and checks out as it was.
        let checkout = try await shopterm.run([
            "checkout", "--email", "ada@example.com", "--catalog", reordered,
            "--address", "firstName=Ada,address1=1 rue de Rivoli,city=Paris,zip=75001,countryCode=FR",
        ])
        #expect(checkout.status == 0, "\(checkout.stderr)")
        #expect(checkout.stdout.contains("Coffret cadeau") || checkout.stderr.contains("Coffret cadeau"), "\(checkout.stdout)")
    }
}
