import Foundation
import StoreKitCore

/// The keys of a list of products (a collection's or a search's results): its order and its
/// filter panel, whose keys act on the panel over the list; the price range typed in it.
enum FilterKeys {
    static let keys: [ScreenKey] =
        own
        + ScreenKey.takingOver([.up, .down, .back, .open], in: .filters, besides: own) { action, state, effects in
            // The panel is over the list: ↑↓ move in it, ← closes it, and nothing opens what is under it.
            if action != .open { FindingUpdate.perform(action, &state, &effects) }
        }

    private static let own: [ScreenKey] = [
        ScreenKey(
            [.character("s")], .sort, in: .collection, help: "next order: featured, best selling, title, price, newest (a search: relevance, price)",
            hint: "sort",
            applies: hasList, does: { FindingUpdate.cycleSort(&$0, &$1) }),
        ScreenKey(
            [.character("f")], .filter, in: .collection, help: "filter: availability, price, type, vendor, options", hint: "filter",
            applies: hasList, does: { FindingUpdate.togglePanel(&$0, &$1) }),

        ScreenKey(
            [.enter, .character(" ")], .toggleFilter, in: .filters, help: "turn the value on or off (the price: type a range)", hint: "on/off",
            applies: { !$0.filterRows.filter(\.isSelectable).isEmpty }, does: { FindingUpdate.perform(.toggleFilter, &$0, &$1) }),
        ScreenKey(
            [.character("x")], .clearFilters, in: .filters, help: "take every filter off", hint: "clear",
            applies: { !($0.topFinding?.options.filters.isEmpty ?? true) }, does: { FindingUpdate.perform(.clearFilters, &$0, &$1) }),
        ScreenKey(
            [.character("f"), .escape], .filter, in: .filters, help: "close the filters", hint: "close", applies: hasList,
            does: { FindingUpdate.perform(.filter, &$0, &$1) }),

        // The price range is typed (``FindingUpdate/edit(_:_:_:)`` takes every key): these say so in help.
        ScreenKey(
            [.enter], .submit, in: .priceRange, help: "filter by this price range", hint: "ok",
            applies: { !($0.screen.search?.query.trimmingCharacters(in: .whitespaces).isEmpty ?? false) },
            does: { _ = FindingUpdate.edit(.enter, &$0, &$1) }),
        ScreenKey(
            [.escape], .back, in: .priceRange, help: "leave the price as it was", hint: "back", applies: GlobalKeys.canGoBack,
            does: { _ = FindingUpdate.edit(.escape, &$0, &$1) }),
    ]

    @Sendable private static func hasList(_ state: AppState) -> Bool { state.topFinding != nil }
}
