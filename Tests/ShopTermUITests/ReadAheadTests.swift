import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// Product pages read ahead while the cursor rests in a list: exact timers, requests and
/// cancellations, and an open that costs no round trip.
@Suite struct ReadAheadTests {
    /// The Running collection with products 1–3 on screen, the cursor on the first.
    static func collection() -> (AppState, [Effect]) {
        UI.run(UI.home(), [.key(.enter), .response(RequestID(3), .products(ProductListing(page: UI.products(1...3, more: false))))])
    }

    static func product(_ n: Int) -> Product {
        var product = UI.product
        product.summary = UI.summary(n)
        return product
    }

    @Test func restingOnAProductReadsItsPageAndOpeningItCostsNoRequest() {
        var (state, effects) = Self.collection()
        #expect(effects.last == .timer(RequestID(-1), after: ReadAhead.restDelay))
        (state, effects) = UI.run(state, [.timer(RequestID(-1))])
        #expect(effects == [.request(RequestID(-2), .product(handle: "shoe-1"))])
        #expect(!state.isBusy)  // nothing on screen waits: no spinner
        (state, effects) = UI.run(state, [.response(RequestID(-2), .product(Self.product(1)))])
        #expect(effects.isEmpty)
        #expect(state.readAhead.products["shoe-1"] != nil)
        (state, effects) = UI.run(state, [.key(.enter)])
        // The page costs no request; only its "You may also like" is asked for.
        #expect(effects.count == 1 && effects.allSatisfy { if case .request(_, .recommendations) = $0 { true } else { false } })
        guard case .product(let screen) = state.screen else {
            Issue.record("no product page")
            return
        }
        #expect(screen.product == Self.product(1) && !state.isWaiting(.product))
        #expect(screen.selection == ["Size": "10", "Color": "Black"])
        #expect(!render(state).text.contains("Loading"))
    }

    @Test func movingOnCancelsTheWaitOrTheRead() {
        var (state, effects) = Self.collection()
        (state, effects) = UI.run(state, [.key(.down)])
        #expect(effects == [.cancel(RequestID(-1)), .timer(RequestID(-2), after: ReadAhead.restDelay)])
        // A timer that ran out after the cursor moved on does nothing.
        (state, effects) = UI.run(state, [.timer(RequestID(-1))])
        #expect(effects.isEmpty)
        (state, effects) = UI.run(state, [.timer(RequestID(-2)), .key(.down)])
        #expect(
            effects == [
                .request(RequestID(-3), .product(handle: "shoe-2")), .cancel(RequestID(-3)), .timer(RequestID(-4), after: ReadAhead.restDelay),
            ])
        // Its late answer is dropped.
        state = UI.settle(state, [.response(RequestID(-3), .product(Self.product(2)))], ignoring: [])
        #expect(state.readAhead.products.isEmpty)
    }

    @Test func openingWhileTheReadIsUnderWayWaitsForThatAnswer() throws {
        var (state, effects) = Self.collection()
        (state, effects) = UI.run(state, [.timer(RequestID(-1)), .key(.enter)])
        #expect(effects == [.request(RequestID(-2), .product(handle: "shoe-1"))])
        let onProductPage = if case .product = state.screen { true } else { false }
        try #require(onProductPage, "no product page")
        #expect(state.request(for: .product) == RequestID(-2))
        state = UI.settle(state, [.response(RequestID(-2), .product(Self.product(1)))], ignoring: [.request])
        guard case .product(let loaded) = state.screen else {
            Issue.record("no product page")
            return
        }
        #expect(loaded.product == Self.product(1))
    }

    @Test func openingBeforeTheRestEndsAsksAsBefore() {
        var (state, effects) = Self.collection()
        (state, effects) = UI.run(state, [.key(.enter)])
        #expect(effects == [.request(RequestID(4), .product(handle: "shoe-1")), .cancel(RequestID(-1))])
    }

    @Test func aProductAlreadyReadIsNotReadAgainAndTheKeptPagesAreBounded() {
        var state = Self.collection().0
        for n in 1...(ReadAhead.capacity + 5) {
            let id = Self.readAhead(state) ?? RequestID(0)
            state = update(state, .timer(id)).0
            let reading = Self.readAhead(state) ?? RequestID(0)
            state = update(state, .response(reading, .product(Self.product(n)))).0
            // Pretend the cursor rests on the next handle.
            if case .collection(var screen) = state.screen {
                screen.products.append(Page(items: [UI.summary(n + 1)], hasNextPage: false, endCursor: nil))
                state.stack[state.stack.count - 1] = .collection(screen)
            }
            state = update(state, .key(.end)).0
        }
        #expect(state.readAhead.products.count == ReadAhead.capacity)
        // Back on product 1 (read long ago and dropped) a new wait starts; on the last one read, none.
        let (back, effects) = UI.run(state, [.key(.home)])
        #expect(effects.contains { if case .timer = $0 { return true } else { return false } })
        #expect(back.readAhead.products["shoe-\(ReadAhead.capacity + 5)"] != nil)
    }

    /// The read-ahead's timer or request in flight, if any.
    static func readAhead(_ state: AppState) -> RequestID? {
        state.inFlight.waiters.first { if case .app(.readAhead) = $0.value { true } else { false } }?.key
    }
}
