import Foundation
import Testing

/// Gift cards whose codes end in the same 4 characters, on the command line of a pottery shop in
/// yen: each card pays its own amount, said of it, and the cards are told apart in text and
/// JSON without their codes.
@Suite struct GiftCardsSharingEndingCLITests {
    let shopterm = Shopterm()

    static let potteryShop = """
        {"shop": {"name": "Kamado", "currencyCode": "JPY", "countryCode": "JP", "moneyFormat": "¥{{amount_no_decimals}}"},
         "products": [{"handle": "bowl", "title": "Rice bowl", "variants": [{"price": "12000"}]}],
         "collections": [{"handle": "all", "title": "All", "products": ["bowl"]}],
         "giftCards": [{"code": "TINY-0007-CARD", "balance": "7"}, {"code": "MID-3000-CARD", "balance": "3000"},
                       {"code": "HUGE-9999-CARD", "balance": "999999"}]}
        """

    func catalog() throws -> String {
        let file = shopterm.home.appendingPathComponent("pottery.json")
        try Data(Self.potteryShop.utf8).write(to: file)
        return file.path
    }

    @Test func eachCardPaysItsOwnAmountAndIsToldApart() async throws {
        let pottery = try catalog()
        #expect(try await shopterm.run(["cart", "add", "bowl", "--catalog", pottery]).status == 0)
        let tiny = try await shopterm.run(["cart", "gift-card", "add", "TINY-0007-CARD", "--catalog", pottery])
        #expect(tiny.stderr.contains("Gift card …CARD pays ¥7, all it holds."), "\(tiny.stderr)")
        let mid = try await shopterm.run(["cart", "gift-card", "add", "MID-3000-CARD", "--catalog", pottery])
        #expect(mid.status == 0, "\(mid.stderr)")
        #expect(mid.stderr.contains("Gift card …CARD (2) pays ¥3,000, all it holds."), "\(mid.stderr)")
        let huge = try await shopterm.run(["cart", "gift-card", "add", "-", "--catalog", pottery], input: "HUGE-9999-CARD\n")
        #expect(huge.status == 0, "\(huge.stderr)")
        #expect(huge.stderr.contains("Gift card …CARD (3) pays ¥8,993 now, of its ¥999,999"), "\(huge.stderr)")
        let rows = huge.stdout.split(separator: "\n").map(String.init)
        for (name, amount) in [("(1)", "-¥7"), ("(2)", "-¥3,000"), ("(3)", "-¥8,993")] {
            #expect(rows.contains { $0.hasPrefix("Gift card …CARD \(name)") && $0.hasSuffix(amount) }, "\(huge.stdout)")
        }
        let json = try await shopterm.run(["cart", "--json", "--catalog", pottery])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let cart = try #require(document["cart"] as? [String: Any])
        #expect(cart["giftCards"] as? [String] == ["…CARD (1)", "…CARD (2)", "…CARD (3)"], "\(json.stdout)")
        for output in [tiny, mid, huge, json].flatMap({ [$0.stdout, $0.stderr] }) {
            #expect(!output.contains("0007") && !output.contains("3000-") && !output.contains("9999"), "\(output)")
        }
    }
}
