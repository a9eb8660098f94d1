import Foundation
import StoreKitCore

/// The keys of the search of every store: run the query; on the results and offers, a new
/// query, and back (offers → results → the screen before).
enum EverywhereKeys {
    static let keys: [ScreenKey] = [
        ScreenKey(
            [.enter], .submit, in: .everywhere, help: "search every store", hint: "search",
            applies: { !($0.screen.everywhere?.query.trimmingCharacters(in: .whitespaces).isEmpty ?? true) },
            does: { Everywhere.run(&$0, &$1) }),
        ScreenKey([.escape], .back, in: .everywhere, help: "back", hint: "back", applies: GlobalKeys.canGoBack, does: { Navigation.back(&$0, &$1) }),
        ScreenKey(
            [.enter, .right], .open, in: .everywhereList, help: "a result's offers; an offer's shop", hint: "open",
            applies: { EverywhereFeature.canMove(.open, $0) }, does: { Everywhere.openCurrent(&$0, &$1) }),
        ScreenKey(
            [.character("/"), .character("S")], .everywhere, in: .everywhereList, help: "a new search of every store", hint: "new search",
            applies: { _ in true }, does: { Everywhere.editQuery(&$0, &$1) }),
        ScreenKey(
            [.escape, .left], .back, in: .everywhereList, help: "back: from the offers to the results", hint: "back",
            applies: GlobalKeys.canGoBack, does: { Navigation.back(&$0, &$1) }),
    ]
}
