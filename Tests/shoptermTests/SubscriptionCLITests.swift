import Foundation
import Testing

/// Subscriptions from the command line: a product's purchase options, `cart add --plan`, lines
/// on a plan in the cart and at checkout, and the products sold by subscription only.
@Suite struct SubscriptionCLITests {
    let shopterm = Shopterm()

    /// The built-in store's kids' lines have a "Grow-with-me subscription": every 3 months 10% off,
    /// every 6 months $5 off; Puddle Jumper Boot 2 ($63) is sold by subscription only.
    @Test func aProductShowsItsPurchaseOptions() async throws {
        let sneaker = try await shopterm.run(["product", "pebble-kids-sneaker"])
        #expect(sneaker.status == 0)
        #expect(sneaker.stdout.contains("Subscriptions: Grow-with-me subscription"), "\(sneaker.stdout)")
        let rows = sneaker.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(rows.contains("One-time purchase $55.00"))
        #expect(rows.contains("Every 3 months $49.50 10% off"))
        #expect(rows.contains("Every 6 months $50.00 $5.00 off"))
        let boot = try await shopterm.run(["product", "puddle-jumper-boot-2"])
        #expect(!boot.stdout.contains("One-time purchase"))
        #expect(boot.stdout.contains("Sold by subscription only: shopterm cart add puddle-jumper-boot-2 --plan \"NAME\""))
        let plain = try await shopterm.run(["product", "swift-runner"])
        #expect(!plain.stdout.contains("Subscriptions"))
    }

    @Test func cartAddTakesAPlanByNameAndKeepsPlansOnLinesOfTheirOwn() async throws {
        let first = try await shopterm.run(["cart", "add", "pebble-kids-sneaker", "--variant", "1 / Blue", "--plan", "every 3 MONTHS", "--qty", "2"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("Added 2 × Pebble Kids Sneaker (1 / Blue, Every 3 months) at $49.50 each: line 1."), "\(first.stderr)")
        #expect(try await shopterm.run(["cart", "add", "pebble-kids-sneaker", "--variant", "1 / Blue"]).status == 0)
        let shown = try await shopterm.run(["cart", "--json"])
        let cart = try #require((try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])?["cart"] as? [String: Any])
        let lines = try #require(cart["lines"] as? [[String: Any]])
        #expect(lines.count == 2)
        #expect((lines[0]["sellingPlan"] as? [String: Any])?["name"] as? String == "Every 3 months")
        #expect(lines[1]["sellingPlan"] == nil)
        #expect((cart["subtotal"] as? [String: String])?["amount"] == "154.00")
        let table = try await shopterm.run(["cart"])
        #expect(table.stdout.contains("PLAN") && table.stdout.contains("one-time"), "\(table.stdout)")
        // The store's cart prices the plan's line as the cart did, and the summary names the plan.
        let checkout = try await shopterm.run(["checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address])
        #expect(checkout.status == 0, "\(checkout.stderr)")
        #expect(checkout.stdout.contains("1 / Blue · Every 3 months"), "\(checkout.stdout)")
        #expect(checkout.stdout.contains("$99.00") && checkout.stdout.contains("$154.00"), "\(checkout.stdout)")
    }

    @Test(arguments: [
        (
            ["puddle-jumper-boot-2"],
            "Puddle Jumper Boot 2 is sold by subscription only: choose a plan with --plan (\"Every 3 months\", \"Every 6 months\")"
        ),
        (
            ["pebble-kids-sneaker", "--plan", "weekly"],
            "Pebble Kids Sneaker has no plan \"weekly\"; its plans: \"Every 3 months\", \"Every 6 months\""
        ),
        (["swift-runner", "--plan", "Every 3 months"], "Swift Runner has no subscription plans: leave out --plan"),
    ])
    func aPlanThatCannotBeIsAOneLineError(arguments: [String], message: String) async throws {
        let result = try await shopterm.run(["cart", "add"] + arguments)
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count <= 2)
        let cart = try await shopterm.run(["cart", "--json"])
        #expect(cart.stdout.contains("\"lines\" : [\n\n    ]") || cart.stdout.contains("\"lines\" : []") || cart.stdout.contains("\"itemCount\" : 0"))
    }
}
