import Foundation
import Testing

/// A product the country an order ships to cannot buy: `checkout` hands nothing off and says
/// which line and how to remove it, in one line; `shopterm cart` and its `--json` mark the line
/// with the store's words; once it is removed the checkout goes on and the mark is gone.
@Suite struct UnavailableHereCLITests {
    let shopterm = Shopterm()

    static let catalog = """
        {"shop": {"name": "Hats", "currencyCode": "USD", "countryCode": "US", "moneyFormat": "${{amount}}"},
         "products": [{"handle": "hat", "title": "Hat", "variants": [{"price": "50.00"}]},
                      {"handle": "cap", "title": "Cap", "variants": [{"price": "20.00"}]}],
         "markets": [{"country": "CA", "currency": "CAD", "rate": "1.37", "unavailable": ["cap"]}]}
        """

    @Test func theLineIsMarkedAndNothingIsHandedOffUntilItIsRemoved() async throws {
        let file = shopterm.home.appendingPathComponent("hats.json")
        try Data(Self.catalog.utf8).write(to: file)
        let catalog = ["--catalog", file.path]
        for handle in ["hat", "cap"] { #expect(try await shopterm.run(["cart", "add", handle] + catalog).status == 0) }
        let checkout =
            [
                "checkout", "--email", "ada@example.com", "--address",
                "firstName=Ada,lastName=L,address1=1 King St,city=Toronto,provinceCode=ON,zip=M5V 2T6,countryCode=CA",
            ]
            + catalog
        let refused = try await shopterm.run(checkout)
        #expect(refused.status == 1)
        let last = refused.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(
            last
                == #"shopterm: cannot check out while line 2 (Cap) is not sold where this order ships: the store says "Cap is not available in Canada.". Nothing was handed off; remove it with: shopterm cart remove 2, then check out again"#,
            "\(refused.stderr)")
        #expect(!refused.stdout.contains("http"), "\(refused.stdout)")
        let table = try await shopterm.run(["cart"] + catalog)
        #expect(
            table.stdout.contains(
                "Line 2 is not sold where the order ships (the store says: Cap is not available in Canada.); remove it: shopterm cart remove 2"),
            "\(table.stdout)")
        let json = try await shopterm.run(["cart", "--json"] + catalog)
        let lines = try #require(
            ((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["cart"] as? [String: Any])?["lines"]
                as? [[String: Any]])
        #expect(lines.map { $0["unavailable"] as? String } == [nil, "Cap is not available in Canada."])
        #expect(try await shopterm.run(["cart", "remove", "2"] + catalog).status == 0)
        let handedOff = try await shopterm.run(checkout)
        #expect(handedOff.status == 0, "\(handedOff.stderr)")
        #expect(!(try await shopterm.run(["cart"] + catalog)).stdout.contains("not sold where"))
    }
}
