import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// The cart screen's TOTAL column adds up: the lines' totals above the subtotal, each code's
/// and card's amount a labelled row of the totals under it (issue 41, the last walk's point 4),
/// and a line found sold out is marked and left out (point 6).
@Suite struct CartColumnTests {
    /// The amount at the end of a row ("$240.00", "-$12.00"), nil when it ends otherwise.
    static func amount(_ row: String) -> String? {
        let last = row.split(separator: " ").last.map(String.init) ?? ""
        return last.contains("$") ? last : nil
    }

    /// 2 of 10 / Black at $120.00 with WELCOME10 ($12.00 off): above the subtotal the column holds
    /// $240.00 only; the code's row has no amount; its $12.00 off is the row under the subtotal.
    @Test func theTotalColumnAboveTheSubtotalHoldsTheLinesOnly() throws {
        let state = UI.settle(try CartFollowsStoreTests.twoInTheCart(), [.key(.character("c"))], ignoring: [])
        let rows = render(state).lines
        let headings = try #require(rows.firstIndex { $0.contains("ITEM") && $0.contains("TOTAL") }, "\(rows)")
        let subtotal = try #require(rows.firstIndex { $0.contains("Subtotal") }, "\(rows)")
        let above = rows[headings..<subtotal].compactMap(Self.amount)
        #expect(above == ["$240.00"], "\(rows)")
        #expect(Self.amount(rows[subtotal]) == "$240.00")
        let code = try #require(rows.first { $0.contains("Discount code WELCOME10") })
        #expect(Self.amount(code) == nil, "\(code)")
        let discount = try #require(rows[subtotal...].first { $0.contains("Discount WELCOME10") })
        #expect(Self.amount(discount) == "-$12.00", "\(discount)")
    }

    /// A line the last check found sold out says so in the TOTAL column and is not in the
    /// subtotal (nor in the header's amount).
    @Test func aSoldOutLineIsMarkedAndNotCounted() throws {
        var state = CartScreenFixtures.withCart()
        state.cart.local.lines[1].quantityAvailable = 0
        let rows = render(state).lines
        let sold = try #require(rows.first { $0.contains("Shoe 2") }, "\(rows)")
        #expect(sold.hasSuffix("sold out") || sold.trimmingCharacters(in: .whitespaces).hasSuffix("sold out"), "\(sold)")
        let subtotal = try #require(rows.first { $0.contains("Subtotal") })
        #expect(Self.amount(subtotal) == "$10.00", "\(subtotal)")
        #expect(!render(state).text.contains("$30.00"), "nothing counts the sold-out line")
    }
}
