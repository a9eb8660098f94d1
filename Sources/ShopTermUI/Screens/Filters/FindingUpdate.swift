import Foundation
import StoreKitCore

/// Sorting and filtering a list of products (a collection's or a search's results): `s` takes
/// the next order, `f` opens the filter panel, where Enter turns a value on or off (the list
/// starts over with each change, and the counts follow) and `x` takes every filter off.
enum FindingUpdate {
    /// `s`: the next order the list offers; the list starts over in it.
    static func cycleSort(_ state: inout AppState, _ effects: inout [Effect]) {
        guard var finding = state.topFinding else { return }
        let inSearch = state.screen.search != nil
        finding.options.sort = finding.options.sort.next(in: Finding.sorts(inSearch: inSearch))
        state.topFinding = finding
        state.status = StatusLine("Sorted: \(finding.options.sort.title(inSearch: inSearch)).")
        reload(&state, &effects)
    }

    /// `f`: opens the filter panel (closes it when open). A list read ahead without the store's
    /// filters is asked for again, with them.
    static func togglePanel(_ state: inout AppState, _ effects: inout [Effect]) {
        guard var finding = state.topFinding else { return }
        if finding.panel != nil {
            finding.panel = nil
            state.topFinding = finding
            return
        }
        finding.panel = FilterPanel()
        state.topFinding = finding
        if finding.offered == nil, !state.topListLoading { reload(&state, &effects) }
    }

    /// Keys while the panel is open. True when the key was used.
    static func edit(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) -> Bool {
        guard var finding = state.topFinding, var panel = finding.panel, var entry = panel.priceEntry else { return false }
        switch key {
        case .escape:
            panel.priceEntry = nil
        case .enter:
            guard let range = PriceRangeText.parse(entry) else {
                state.status = StatusLine("Type a price range: 20-100, 20- or -100 (empty for any price).", kind: .error)
                return true
            }
            panel.priceEntry = nil
            finding.panel = panel
            state.topFinding = finding
            let filter = range.min == nil && range.max == nil ? nil : ProductFilter.price(min: range.min, max: range.max)
            apply(finding.options.settingPrice(filter), &state, &effects)
            return true
        default:
            guard FormEditing.edit(key, &entry, limit: 24) else { return true }
            panel.priceEntry = entry
        }
        finding.panel = panel
        state.topFinding = finding
        return true
    }

    /// An action of the panel's keymap.
    static func perform(_ action: Action, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var finding = state.topFinding, var panel = finding.panel else { return }
        let rows = state.filterRows
        let selectable = rows.indices.filter { rows[$0].isSelectable }
        switch action {
        case .up, .down:
            let moved = panel.selection + (action == .up ? -1 : 1)
            panel.selection = min(max(0, moved), max(0, selectable.count - 1))
        case .toggleFilter:
            guard selectable.indices.contains(panel.selection) else { return }
            switch rows[selectable[panel.selection]] {
            case .value(let value, _):
                return apply(finding.options.toggling(value.filter), &state, &effects)
            case .price(let set, _):
                panel.priceEntry = set?.priceRange.map(PriceRangeText.text) ?? ""
            case .heading:
                return
            }
        case .clearFilters:
            guard !finding.options.filters.isEmpty else { return }
            var options = finding.options
            options.filters = []
            return apply(options, &state, &effects)
        case .back, .filter:
            finding.panel = nil
            state.topFinding = finding
            return
        default:
            return
        }
        finding.panel = panel
        state.topFinding = finding
    }

    /// New options for the list: it starts over with them.
    private static func apply(_ options: ProductListOptions, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var finding = state.topFinding else { return }
        finding.options = options
        state.topFinding = finding
        let count = options.filters.count
        state.status = StatusLine(count == 0 ? "No filters." : "\(count) filter\(count == 1 ? "" : "s") on.")
        reload(&state, &effects)
    }

    /// The top list from its first page, in its order and with its filters.
    static func reload(_ state: inout AppState, _ effects: inout [Effect]) {
        switch state.screen {
        case .collection(var screen):
            screen.products = ListState()
            state.stack[state.top] = .collection(screen)
            state.send(
                .collectionProducts(handle: screen.handle, after: nil, options: screen.finding.options), for: .page,
                busy: .saying("Loading products…"), then: CollectionEvent.page, &effects)
        case .search(var screen):
            guard let query = screen.searched else { return }
            screen.results = ListState()
            state.stack[state.top] = .search(screen)
            state.send(
                .search(query: query, after: nil, options: screen.finding.options), for: .page, busy: .saying("Searching…"),
                then: SearchEvent.page, &effects)
        default:
            break
        }
    }
}
