import StoreKitCore
import Testing

@testable import ShopTermUI

/// `r` on the cart reads the cart as it is kept before checking it: another session of the same
/// shopper (two terminals, two SSH connections of one key) or `shopterm cart` may have changed
/// it (docs/ssh.md: "the other sees it the next time it reads").
@Suite struct KeptCartRereadTests {
    /// The two shoes of the cart screen's fixture, and a third line another session added.
    static func changedElsewhere(_ state: AppState) throws -> LocalCart {
        var kept = state.cart.local
        _ = try kept.add(
            LocalCart.Line(
                variantID: ProductVariant.ID("gid://shopify/ProductVariant/9"), quantity: 3, productTitle: "Trail Sock",
                productHandle: "trail-sock", variantTitle: "M", price: UI.money("4.50")))
        return kept
    }

    @Test func aCartChangedElsewhereIsAdoptedThenChecked() throws {
        let start = CartScreenFixtures.withCart()
        let kept = try Self.changedElsewhere(start)
        var (state, effects) = UI.recheck(start, kept: kept)
        #expect(state.cart.local == kept)
        let check = try #require(state.cartChecking)
        #expect(effects.last == .request(check, .revalidate(kept)))
        #expect(UI.writes(effects).isEmpty, "the kept cart is not written back")
        state = UI.settle(state, [.response(check, .revalidated(kept, []))], ignoring: [.request, .saveCart])
        #expect(
            state.status?.text
                == "The cart was changed elsewhere (another session, or shopterm cart): 6 items now. Same prices, all for sale; asking the store what it holds…"
        )
    }

    @Test func theSameCartSaysNothingOfElsewhere() throws {
        let start = CartScreenFixtures.withCart()
        var (state, _) = UI.recheck(start)
        let check = try #require(state.cartChecking)
        state = UI.settle(state, [.response(check, .revalidated(start.cart.local, []))], ignoring: [.request, .saveCart])
        #expect(state.status?.text == "Same prices, all for sale; asking the store what it holds…")
    }

    @Test func aCartEmptiedElsewhereIsNotChecked() throws {
        let (state, effects) = UI.recheck(CartScreenFixtures.withCart(), kept: LocalCart())
        #expect(state.cart.local.lines.isEmpty && state.cartChecking == nil)
        #expect(effects.count == 1, "only the read: \(effects)")
        #expect(state.status?.text == "The cart was emptied elsewhere (another session, or shopterm cart).")
    }

    @Test func aChangeMadeHereWhileTheKeptCartIsReadWins() throws {
        let start = CartScreenFixtures.withCart()
        var (state, effects) = UI.run(start, [.key(.character("r"))])
        let read = try #require(state.cartChecking)
        #expect(effects == [.request(read, .keptCart)])
        // The shopper adds one more of the first line before the kept cart comes back (the
        // read may have happened before this change was saved).
        (state, effects) = UI.run(state, [.key(.character("+"))])
        let mine = state.cart.local
        #expect(effects == [.saveCart(mine)])
        (state, effects) = UI.run(state, [.response(read, .keptCart(start.cart.local))])
        #expect(state.cart.local == mine)
        let check = try #require(state.cartChecking)
        #expect(effects == [.request(check, .revalidate(mine))])
    }

    @Test func aKeptCartThatCannotBeReadLeavesThisOneAndSaysSo() throws {
        let start = CartScreenFixtures.withCart()
        var (state, effects) = UI.run(start, [.key(.character("r"))])
        let read = try #require(state.cartChecking)
        (state, effects) = UI.run(state, [.response(read, .failure("The cart file could not be read; it was moved to /tmp/x."))])
        #expect(state.cart.local == start.cart.local)
        let check = try #require(state.cartChecking)
        #expect(effects == [.request(check, .revalidate(start.cart.local))])
        (state, effects) = UI.run(state, [.response(check, .revalidated(start.cart.local, []))])
        #expect(effects.contains(.saveCart(start.cart.local)), "this cart is written back")
        let said = try #require(state.status?.text)
        #expect(
            said.hasPrefix(
                "Could not read the kept cart: The cart file could not be read; it was moved to /tmp/x. This one is checked and kept."),
            "\(said)")
    }
}
