import Foundation
import StoreKitCore

/// The search field's keys (its results are a list: ``FilterKeys``): run the query or take a
/// suggestion, go down the suggestions to the results.
enum SearchKeys {
    static let keys: [ScreenKey] = [
        ScreenKey(
            [.enter], .submit, in: .search, help: "search, or take the highlighted suggestion", hint: "search",
            applies: { !($0.screen.search?.query.trimmingCharacters(in: .whitespaces).isEmpty ?? true) }, does: { Search.perform(.submit, &$0, &$1) }),
        ScreenKey([.escape], .back, in: .search, help: "back", hint: "back", applies: GlobalKeys.canGoBack, does: { Navigation.back(&$0, &$1) }),
        ScreenKey(
            [.down, .tab], .nextField, in: .search, help: "down the suggestions, then to the results", hint: "choose",
            applies: { state in
                guard let search = state.screen.search else { return true }
                return !search.results.items.isEmpty || (search.editing && !search.typeAhead.items.isEmpty)
            }, does: { Search.perform(.nextField, &$0, &$1) }),
        ScreenKey(
            [.up, .backTab], .previousField, in: .search, help: "up the suggestions, back to the query",
            applies: { state in state.screen.search.map { $0.editing && $0.typeAhead.selected != nil } ?? true },
            does: { Search.perform(.previousField, &$0, &$1) }),
    ]
}
