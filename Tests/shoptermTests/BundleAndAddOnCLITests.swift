import Foundation
import Testing

/// Bundles and add-ons from the command line, against a shop of its own: an add-on is listed
/// under its line and checked out under it (by variant in a new cart, by line ID in one the
/// store has), a bundle's parts carry shares of its price that add up to it exactly, the cart
/// keeps what a bundle holds, and removing a line takes its add-ons with it.
@Suite struct BundleAndAddOnCLITests {
    let shopterm = Shopterm()

    static let catalog = """
        {"shop": {"name": "Trail Supply", "currencyCode": "USD", "countryCode": "US", "moneyFormat": "${{amount}}"},
         "products": [{"handle": "boots", "title": "Boots", "variants": [{"price": "120.00"}]},
                      {"handle": "warranty", "title": "Two-year warranty", "variants": [{"price": "15.00"}]},
                      {"handle": "socks", "title": "Socks", "variants": [{"price": "12.50"}]},
                      {"handle": "pack", "title": "Pack", "variants": [{"price": "80.00"}]},
                      {"handle": "hiking-kit", "title": "Hiking kit", "variants": [{"price": "99.99"}],
                       "components": [{"product": "socks", "quantity": 2}, {"product": "pack"}]}]}
        """

    static let address = "firstName=Ada,lastName=L,address1=1 Main St,city=Portland,provinceCode=OR,zip=97201,countryCode=US"

    func json(_ output: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test func addOnsAndBundlesFromCartToCheckout() async throws {
        let file = shopterm.home.appendingPathComponent("trail.json")
        try Data(Self.catalog.utf8).write(to: file)
        let catalog = ["--catalog", file.path]
        let checkout = ["checkout", "--json", "--email", "ada@example.com", "--address", Self.address] + catalog
        #expect(try await shopterm.run(["cart", "add", "boots"] + catalog).status == 0)
        // What a bundle holds is said before it is bought, and the cart keeps it.
        #expect(try await shopterm.run(["product", "hiking-kit"] + catalog).stdout.contains("A bundle of 2 × Socks, Pack."))
        #expect(try await shopterm.run(["cart", "add", "hiking-kit", "--qty", "2"] + catalog).status == 0)
        #expect(try await shopterm.run(["cart"] + catalog).stdout.contains("· 2 × Socks"))
        let underKit = try await shopterm.run(["cart", "add", "warranty", "--under", "2"] + catalog)
        #expect(underKit.status == 1)
        #expect(underKit.stderr.contains("line 2 (Hiking kit) is a bundle, and a store nests add-ons under single items only"), "\(underKit.stderr)")
        let first = try await shopterm.run(checkout)
        #expect(first.status == 0, "\(first.stderr)")
        let kit = try #require((try json(first.stdout)["lines"] as? [[String: Any]])?.last)
        let parts = try #require(kit["parts"] as? [[String: Any]])
        #expect(parts.map { $0["title"] as? String } == ["Socks", "Pack"])
        #expect(parts.map { $0["quantity"] as? Int } == [4, 2])
        // The parts' shares of the two kits' price add up to it exactly.
        let shares = parts.compactMap { (($0["total"] as? [String: Any])?["amount"] as? String).flatMap { Decimal(string: $0) } }
        #expect(shares.count == 2 && shares.reduce(0, +) == Decimal(string: "199.98"))

        // An add-on under a line the store's cart has already.
        let added = try await shopterm.run(["cart", "add", "warranty", "--under", "1"] + catalog)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.contains("as an add-on of line 1: line 2."), "\(added.stderr)")
        let table = try await shopterm.run(["cart"] + catalog)
        #expect(table.stdout.contains("+ Two-year warranty"), "\(table.stdout)")
        #expect(table.stdout.contains("· 2 × Socks") && table.stdout.contains("· Pack"), "\(table.stdout)")
        let cart = try #require(try json(try await shopterm.run(["cart", "--json"] + catalog).stdout)["cart"] as? [String: Any])
        let lines = try #require(cart["lines"] as? [[String: Any]])
        #expect(lines.map { $0["addOnTo"] as? Int } == [nil, 1, nil])
        #expect((lines[2]["bundleItems"] as? [[String: Any]])?.map { $0["quantity"] as? Int } == [2, 1])
        let second = try await shopterm.run(checkout)
        #expect(second.status == 0, "\(second.stderr)")
        let checkedOut = try #require(try json(second.stdout)["lines"] as? [[String: Any]])
        #expect(checkedOut.map { $0["title"] as? String } == ["Boots", "Two-year warranty", "Hiking kit"])
        #expect(checkedOut.map { $0["addOnTo"] as? Int } == [nil, 1, nil])

        // Removing the boots removes their warranty, here and in the store's cart.
        let removed = try await shopterm.run(["cart", "remove", "1"] + catalog)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stderr.contains("Removed line 1: Boots, with its add-on Two-year warranty."), "\(removed.stderr)")
        let third = try await shopterm.run(checkout)
        #expect(third.status == 0, "\(third.stderr)")
        #expect((try json(third.stdout)["lines"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Hiking kit"])
    }

    @Test func anAddOnIsRefusedInOneLineToAnAPIVersionWithoutThem() async throws {
        let file = shopterm.home.appendingPathComponent("trail.json")
        try Data(Self.catalog.utf8).write(to: file)
        let catalog = ["--catalog", file.path]
        #expect(try await shopterm.run(["cart", "add", "boots"] + catalog).status == 0)
        #expect(try await shopterm.run(["cart", "add", "warranty", "--under", "1"] + catalog).status == 0)
        let old = try await shopterm.run(["cart", "add", "socks", "--under", "1", "--api-version", "2025-07"] + catalog)
        #expect(old.status == 1 && old.stderr.contains("add-ons are nested cart lines"), "\(old.stderr)")
        let under = try await shopterm.run(["cart", "add", "socks", "--under", "2"] + catalog)
        #expect(under.status == 1)
        #expect(under.stderr.contains("line 2 (Two-year warranty) is itself an add-on"), "\(under.stderr)")
        let refused = try await shopterm.run(
            ["checkout", "--api-version", "2025-07", "--email", "ada@example.com", "--address", Self.address] + catalog)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.split(separator: "\n").last
                == "shopterm: add-ons are nested cart lines, which the store's API takes from version 2025-10 on, not 2025-07: drop --api-version (or apiVersion in the config file), or remove the add-ons",
            "\(refused.stderr)")
    }
}
