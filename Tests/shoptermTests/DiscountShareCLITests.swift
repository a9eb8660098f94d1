import Foundation
import Testing

/// `checkout --json` on the built-in shoe store with an order code and a shipping code: each
/// discount says what it applies to and its configured value, each line's shares of the order
/// code add up to it, the shipping code is on the shipping line, and the total adds up.
@Suite struct DiscountShareCLITests {
    let shopterm = Shopterm()

    @Test func eachDiscountAndEachLinesShareAddUp() async throws {
        for (reference, quantity) in [("swift-runner", "2"), ("tempo-glide", "1")] {
            let added = try await shopterm.run(["cart", "add", reference, "--qty", quantity])
            #expect(added.status == 0, "\(added.stderr)")
        }
        #expect(try await shopterm.run(["cart", "discount", "add", "WELCOME10"]).status == 0)
        // Before a rate is chosen a shipping code takes nothing yet, and says when it will.
        let freeShipping = try await shopterm.run(["cart", "discount", "add", "FREESHIP"])
        #expect(freeShipping.status == 0)
        #expect(freeShipping.stderr.contains("FREESHIP takes money off shipping once a rate is chosen (at checkout)."), "\(freeShipping.stderr)")
        let result = try await shopterm.run([
            "checkout", "--json", "--email", "ada@example.com", "--shipping", "express",
            "--address", "firstName=Ada,lastName=Lovelace,address1=1 Main St,city=Portland,provinceCode=OR,zip=97201,countryCode=US",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // The embedded store's checkout page dies with the command: said with --json too.
        #expect(result.stderr.contains("the embedded demo store's checkout page lives only while shopterm runs"), "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        func amount(_ value: Any?) -> Decimal { Decimal(string: (value as? [String: Any])?["amount"] as? String ?? "") ?? -1 }
        let discounts = try #require(document["discounts"] as? [[String: Any]])
        #expect(discounts.map { $0["title"] as? String } == ["WELCOME10", "FREESHIP"])
        #expect(discounts.map { $0["appliesTo"] as? String } == ["order", "shipping"])
        #expect(discounts.map { ($0["value"] as? [String: Any])?["percentage"] as? String } == ["10", "100"])
        let lines = try #require(document["lines"] as? [[String: Any]])
        let shares = lines.flatMap { ($0["discounts"] as? [[String: Any]]) ?? [] }
        #expect(shares.count == lines.count && shares.allSatisfy { $0["title"] as? String == "WELCOME10" })
        #expect(shares.reduce(Decimal(0)) { $0 + amount($1["amount"]) } == amount(discounts[0]["amount"]))
        let shipping = amount((document["shipping"] as? [String: Any])?["price"])
        #expect(amount(discounts[1]["amount"]) == shipping && shipping > 0)
        #expect(amount(document["total"]) == amount(document["subtotal"]) - amount(discounts[0]["amount"]))
    }
}
