import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The command line's cart against what the store holds: its stock and its currency (the demo
/// store: Swift Runner 8 / Black has 2; with a token, counts are read).
@Suite struct CartFollowsStoreCLITests {
    let shopterm = Shopterm()

    func changes(_ result: Shopterm.Result) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        return document["changes"] as? [[String: Any]] ?? []
    }

    /// A line added while the store had more (no count kept): `cart set` beyond what the store
    /// has now says what it has; `cart revalidate` reports it, and after a change of market the
    /// line's new currency.
    @Test func setAndRevalidateSayWhatTheStoreHolds() async throws {
        #expect(try await shopterm.run(["cart", "add", "swift-runner", "--variant", "8 / Black"]).status == 0)
        try shopterm.askForMoreThanInStock(quantity: 1)
        let set = try await shopterm.run(["cart", "set", "1", "--qty", "5"])
        #expect(set.status == 1)
        #expect(set.stderr.contains("choose 1 to 2 (the store has 2)"), "\(set.stderr)")
        #expect(!set.stderr.contains("now has 5"))

        try shopterm.askForMoreThanInStock(quantity: 5)
        let revalidated = try await shopterm.run(["cart", "revalidate", "--json"])
        #expect(revalidated.status == 0, "\(revalidated.stderr)")
        let stock = try changes(revalidated)
        #expect(stock.map { $0["kind"] as? String } == ["notEnoughStock"], "\(stock)")
        #expect(stock.first?["message"] as? String == "the store has only 2, not 5")
        let text = try await shopterm.run(["cart", "revalidate"])
        #expect(!text.stderr.contains("Every line is as it was"), "\(text.stderr)")
        #expect(text.stderr.contains("Line 1 Swift Runner (8 / Black): the store has only 2, not 5"), "\(text.stderr)")

        let moved = try await shopterm.run(["cart", "revalidate", "--country", "CA", "--json"])
        let priced = try changes(moved)
        #expect(priced.map { $0["kind"] as? String } == ["currencyChanged", "notEnoughStock"], "\(priced)")
        let message = try #require(priced.first?["message"] as? String)
        #expect(message.hasPrefix("now priced in CAD: ") && message.hasSuffix(" USD"), "\(message)")
        let again = try await shopterm.run(["cart", "revalidate", "--country", "CA", "--json"])
        #expect(try changes(again).map { $0["kind"] as? String } == ["notEnoughStock"], "a line priced in CAD already is as it was")
    }
}
