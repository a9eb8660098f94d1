import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// A request typed by its answer (`StoreCall`): the answer, the store's failure or refusal, and
/// an answer of another kind each become what the screen that asked reads; the answer goes to
/// that screen wherever it is on the stack, and nowhere once it is gone.
@Suite struct StoreCallTests {
    @Test func aCallReadsItsOwnAnswerAndSaysWhyThereIsNone() {
        let call = StoreCall<StoreLocalization>.localization
        #expect(call.request == .localization)
        #expect(call.result(of: .localization(MarketPickerFixtures.localization)) == .success(MarketPickerFixtures.localization))
        #expect(call.result(of: .failure("the store is down")) == .failure(.failed("the store is down")))
        #expect(call.result(of: .userErrors(["zip": "Invalid"])) == .failure(.refused(["zip": "Invalid"])))
        #expect(call.result(of: .collectionNotFound) == .failure(.failed(StoreFailure.notTheAnswer)))
        #expect(StoreFailure.refused(["zip": "Invalid", "": "Check the address"]).message == "Check the address; Invalid")
    }

    @Test func theMarketChangesAnswerIsTheMoveWithTheStoresCart() {
        let choice = MarketChoice(country: "DE", language: "DE")
        let call = StoreCall<MarketMove>.changeMarket(choice, LocalCart())
        #expect(call.request == .changeMarket(choice, LocalCart()))
        #expect(call.result(of: .marketChanged(choice, storeCart: nil)) == .success(MarketMove(choice: choice, storeCart: nil)))
        #expect(call.result(of: .localization(MarketPickerFixtures.localization)) == .failure(.failed(StoreFailure.notTheAnswer)))
    }

    /// The picker's countries reach the picker that asked, also when its answer comes after the
    /// screen under it was forgotten (the stack at its deepest): the picker moved down one.
    @Test func theAnswerFindsItsScreenWhereverItMoved() throws {
        var state = UI.home()
        for index in 0..<(Navigation.maxDepth - 2) {
            state.stack.append(.collection(CollectionScreen(handle: "c\(index)", title: "C\(index)")))
        }
        let (opened, effects) = UI.run(state, [.key(.character("m"))])
        let id = try #require(UI.requestID(UI.screens(effects)))
        #expect(UI.screens(effects) == [.request(id, .localization)])
        let depth = opened.top
        // One more screen: the oldest above home is forgotten, and the picker is one lower.
        var deeper = opened
        var ignored: [Effect] = []
        Navigation.push(.cart, &deeper, &ignored)
        #expect(deeper.stack[depth - 1].markets != nil)
        let answered = UI.settle(deeper, [.response(id, .localization(MarketPickerFixtures.localization))], ignoring: [])
        #expect(answered.stack[depth - 1].markets?.countries.items.count == 3)
    }

    @Test func anAnswerForAScreenThatIsGoneIsDropped() throws {
        let (opened, effects) = UI.run(UI.home(), [.key(.character("m"))])
        let id = try #require(UI.requestID(UI.screens(effects)))
        let left = UI.settle(opened, [.key(.escape)], ignoring: [.cancel])
        let (answered, more) = UI.run(left, [.response(id, .localization(MarketPickerFixtures.localization))])
        #expect(answered == left)
        #expect(UI.screens(more).isEmpty)
    }
}
