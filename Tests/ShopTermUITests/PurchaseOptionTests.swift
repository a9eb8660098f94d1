import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// The product page's purchase options: once or on a selling plan, chosen with ←/→ on their
/// row between the options and the quantity, priced as the plan prices, and added to the cart as
/// a line of its own.
@Suite struct PurchaseOptionTests {

    static func screen(_ state: AppState) -> ProductScreen? { state.screen.product }

    @Test func thePurchaseRowCyclesOnceAndEachPlanWithItsPrice() {
        let start = StockFixtures.loaded(PurchaseOptionFixtures.product())
        #expect(Self.screen(start)?.selectedPlan == nil)
        #expect(render(start).text.contains("‹ Once ›"))
        let monthly = UI.settle(start, PurchaseOptionFixtures.toPurchaseRow + [.key(.right)], ignoring: [])
        #expect(Self.screen(monthly)?.selectedPlan == PurchaseOptionFixtures.monthly)
        let text = render(monthly).text
        #expect(text.contains("‹ Every month (10% off) ›"), "\(text)")
        #expect(text.contains("$108.00  instead of $120.00"), "\(text)")
        let yearly = UI.settle(monthly, [.key(.right)], ignoring: [])
        #expect(render(yearly).text.contains("$100.00  instead of $120.00"))
        // Round again to once; ← goes back.
        let once = UI.settle(yearly, [.key(.right)], ignoring: [])
        #expect(Self.screen(once)?.selectedPlan == nil)
        let back = UI.settle(once, [.key(.left)], ignoring: [])
        #expect(Self.screen(back)?.selectedPlan == PurchaseOptionFixtures.yearly)
    }

    /// The quantity row moves down one: ↓ three times reaches it, and → changes the quantity there.
    @Test func theQuantityComesAfterThePurchaseRow() {
        let state = UI.settle(
            StockFixtures.loaded(PurchaseOptionFixtures.product()), PurchaseOptionFixtures.toPurchaseRow + [.key(.down), .key(.right)], ignoring: [])
        #expect(StockFixtures.quantity(state) == 2)
        #expect(Self.screen(state)?.selectedPlan == nil)
        // Without plans there is no such row.
        let plain = UI.settle(StockFixtures.loaded(UI.product), [.key(.down), .key(.down), .key(.right)], ignoring: [])
        #expect(StockFixtures.quantity(plain) == 2)
        #expect(!render(plain).text.contains("Buy"))
    }

    @Test func aPlanIsAddedAsALineOfItsOwn() throws {
        // 10 / Black, once; then on the monthly plan.
        let (state, effects) = UI.run(
            StockFixtures.loaded(PurchaseOptionFixtures.product()),
            [.key(.enter)] + PurchaseOptionFixtures.toPurchaseRow + [.key(.right), .key(.enter)])
        #expect(state.cart.local.lines.count == 2)
        let planned = try #require(state.cart.local.lines.last)
        #expect(planned.plan == LinePlan(id: PurchaseOptionFixtures.monthly.id, name: "Every month"))
        #expect(planned.price == UI.money("108.00"))
        #expect(state.cart.local.lines.first?.plan == nil && state.cart.local.lines.first?.price == UI.money("120.00"))
        #expect(state.status?.text == "Added 1 × Swift Runner (10 / Black, Every month) to the cart.")
        #expect(effects.contains(.saveCart(state.cart.local)))
        #expect(UI.writes(effects).map(EffectKind.init) == [.saveCart, .saveCart], "each add is saved once")
        #expect(UI.writes(effects).last == .saveCart(state.cart.local))
        #expect(state.cart.local.inputs.map(\.sellingPlanID) == [nil, PurchaseOptionFixtures.monthly.id])
    }

    /// Sold by subscription only: the page starts on the first plan and "once" is not offered.
    @Test func aProductSoldBySubscriptionOnlyNeverOffersOnce() {
        let start = StockFixtures.loaded(PurchaseOptionFixtures.product(requiresPlan: true))
        #expect(Self.screen(start)?.selectedPlan == PurchaseOptionFixtures.monthly)
        #expect(render(start).text.contains("subscription only"))
        let round = UI.settle(start, PurchaseOptionFixtures.toPurchaseRow + [.key(.right), .key(.right)], ignoring: [])
        #expect(Self.screen(round)?.selectedPlan == PurchaseOptionFixtures.monthly)
        let added = UI.settle(start, [.key(.enter)], ignoring: [.saveCart])
        #expect(added.cart.local.lines.first?.plan?.id == PurchaseOptionFixtures.monthly.id)
    }
}

/// A plan that leaves the price as it is (no price adjustment, as a delivery schedule without a
/// discount): its price stands alone, never "$120.00 instead of $120.00".
@Suite struct UnadjustedPlanTests {
    static let everyWeek = SellingPlan(
        id: "gid://shopify/SellingPlan/3", name: "Every week", groupName: "Deliver and forget", priceAdjustments: [])

    @Test func aPlanAtThePriceSaysNoInsteadOf() {
        var product = UI.product
        product.sellingPlans = [Self.everyWeek]
        let state = UI.settle(StockFixtures.loaded(product), PurchaseOptionFixtures.toPurchaseRow + [.key(.right)], ignoring: [])
        #expect(state.screen.product?.selectedPlan == Self.everyWeek)
        let text = render(state).text
        #expect(text.contains("$120.00"), "\(text)")
        #expect(!text.contains("instead of"), "\(text)")
    }
}
