import Foundation
import Testing

/// A variant's stock on the command line, across the cart's lines of it on different plans: a
/// tea shop's matcha tin (3 in stock) bought once and every month.
@Suite struct StockAcrossPlansCLITests {
    let shopterm = Shopterm()

    static let teaShop = """
        {"shop": {"name": "Chaya", "currencyCode": "EUR", "countryCode": "DE", "moneyFormat": "€{{amount}}"},
         "products": [{"handle": "matcha", "title": "Matcha", "variants": [{"price": "20.00", "quantityAvailable": 3}],
                       "sellingPlans": [{"name": "Every month", "percentageOff": "10"}]}],
         "collections": [{"handle": "all", "title": "All", "products": ["matcha"]}]}
        """
    static let address = "firstName=Ada,address1=Unter den Linden 1,city=Berlin,zip=10117,countryCode=DE"

    func catalog() throws -> String {
        let file = shopterm.home.appendingPathComponent("tea.json")
        try Data(Self.teaShop.utf8).write(to: file)
        return file.path
    }

    @Test func cartAddCountsTheVariantsLinesOnOtherPlans() async throws {
        let tea = try catalog()
        #expect(try await shopterm.run(["cart", "add", "matcha", "--qty", "3", "--catalog", tea]).status == 0)
        let more = try await shopterm.run(["cart", "add", "matcha", "--plan", "Every month", "--catalog", tea])
        #expect(more.status == 1)
        #expect(more.stderr.contains("the store has 3; the cart holds 3, so no more can be added"), "\(more.stderr)")
        let cart = try await shopterm.run(["cart", "--catalog", tea])
        #expect(!cart.stdout.contains("Every month"), "\(cart.stdout)")
    }

    /// A cart holding more than the store has over two lines (the stock fell after they were
    /// added): revalidation says what is true of each line, and checkout hands off no URL for
    /// what the store cut unless told to go on.
    @Test func checkoutStopsWhenTheStoreTakesFewerOverTheVariantsLines() async throws {
        let tea = try catalog()
        #expect(try await shopterm.run(["cart", "add", "matcha", "--qty", "2", "--catalog", tea]).status == 0)
        #expect(try await shopterm.run(["cart", "add", "matcha", "--plan", "Every month", "--catalog", tea]).status == 0)
        try setQuantityOfLastLine(2)
        let revalidated = try await shopterm.run(["cart", "revalidate", "--catalog", tea])
        #expect(revalidated.stderr.contains("the store has 3 of this variant; lines 1 and 2 hold 4 together"), "\(revalidated.stderr)")
        #expect(!revalidated.stderr.contains("not 4"), "\(revalidated.stderr)")
        let checkout = ["checkout", "--email", "ada@example.com", "--address", Self.address, "--catalog", tea]
        let stopped = try await shopterm.run(checkout)
        #expect(stopped.status == 1)
        #expect(stopped.stderr.contains("the store took less than asked"), "\(stopped.stderr)")
        #expect(stopped.stderr.contains("only 1 left beside the 2 on the cart's other lines of it, not 2"), "\(stopped.stderr)")
        #expect(!stopped.stdout.contains("http"), "\(stopped.stdout)")
        let accepted = try await shopterm.run(checkout + ["--accept-changes"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.contains("http"), "\(accepted.stdout)")
        let json = try await shopterm.run(["cart", "--json", "--catalog", tea])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let lines = try #require((document["cart"] as? [String: Any])?["lines"] as? [[String: Any]])
        #expect(lines.map { $0["quantity"] as? Int } == [2, 1], "\(json.stdout)")
    }

    /// The cart file's last line asks for `quantity` (as if added when the store had more).
    func setQuantityOfLastLine(_ quantity: Int) throws {
        let state = shopterm.home.appendingPathComponent("state/shopterm")
        let shops = try FileManager.default.contentsOfDirectory(atPath: state.path)
        let file = try #require(
            shops.map { state.appendingPathComponent("\($0)/cart.json") }.first { FileManager.default.fileExists(atPath: $0.path) })
        var saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var lines = try #require(saved["lines"] as? [[String: Any]])
        lines[lines.count - 1]["quantity"] = quantity
        saved["lines"] = lines
        try JSONSerialization.data(withJSONObject: saved).write(to: file)
    }
}
