import StoreKitCore

/// The search screen: typing the query (with the store's suggestions), running it, moving to
/// the results.
enum Search {
    /// Text editing while the query has the focus. True when the key was used.
    static func edit(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) -> Bool {
        guard var screen = state.screen.search, screen.editing else { return false }
        let before = screen.query
        guard FormEditing.edit(key, &screen.query, limit: 200) else { return false }
        if screen.query != before { TypeAheadRules.typed(&screen, &state, &effects) }
        state.stack[state.top] = .search(screen)
        return true
    }

    /// `/`: a new query. One search screen at most is in the way back: from a product found
    /// there, `/` returns to it (the screens above it close) instead of stacking another, so
    /// the breadcrumbs do not grow with every search. Its results stay until the new query runs
    /// (esc goes back to them).
    static func open(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let index = state.stack.lastIndex(where: { $0.search != nil }), var screen = state.stack[index].search else {
            return Navigation.push(.search(SearchScreen()), &state, &effects)
        }
        if index < state.top { Navigation.pop(to: index + 1, &state, &effects) }
        screen.editing = true
        screen.query = ""
        forgetSuggestions(&screen, &state, &effects)
        state.stack[state.top] = .search(screen)
    }

    /// The suggestions gone, and the request for them, if one is under way, cancelled.
    private static func forgetSuggestions(_ screen: inout SearchScreen, _ state: inout AppState, _ effects: inout [Effect]) {
        TypeAheadRules.stop(&screen, &state, &effects)
        screen.typeAhead = TypeAhead()
    }

    /// esc while typing a new query over earlier results: back to those results, as they were.
    static func backToResults(_ state: inout AppState, _ effects: inout [Effect]) -> Bool {
        guard var screen = state.screen.search, screen.editing, let searched = screen.searched, !screen.results.items.isEmpty else { return false }
        screen.editing = false
        screen.query = searched
        forgetSuggestions(&screen, &state, &effects)
        state.stack[state.top] = .search(screen)
        return true
    }

    static func perform(_ action: Action, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var screen = state.screen.search else { return }
        switch action {
        case .submit:
            if screen.editing, let item = screen.typeAhead.current {
                return TypeAheadRules.pick(item, &screen, &state, &effects)
            }
            run(&screen, &state, &effects)
        case .nextField:
            // Down the suggestions first, then on to the results.
            if screen.editing, TypeAheadRules.move(by: 1, &screen) { break }
            guard !screen.results.items.isEmpty else { return }
            screen.editing = false
        case .previousField:
            guard screen.editing, TypeAheadRules.move(by: -1, &screen) else { return }
        default:
            return
        }
        state.stack[state.top] = .search(screen)
    }

    /// Runs the query as typed: the full search, replacing the results.
    static func run(_ screen: inout SearchScreen, _ state: inout AppState, _ effects: inout [Effect]) {
        let query = screen.query.trimmingCharacters(in: .whitespaces)
        if let problem = SearchSyntax.problem(in: query) {
            // The same rule as `shopterm search`: an empty or malformed query is said, not sent.
            state.status = StatusLine(problem.prefix(1).uppercased() + problem.dropFirst() + ".", kind: .error)
            return
        }
        // What was said of the last query (empty, malformed, failed) is not this one's.
        state.status = nil
        TypeAheadRules.stop(&screen, &state, &effects)
        screen.results = ListState()
        // A new query keeps the order but not the filters (the store's values are the old results').
        if screen.searched != query { screen.finding = Finding(sort: screen.finding.options.sort) }
        screen.searched = query
        screen.editing = false
        state.send(
            .search(query: query, after: nil, options: screen.finding.options), for: .page, busy: .saying("Searching…"),
            then: SearchEvent.page, &effects)
    }
}
