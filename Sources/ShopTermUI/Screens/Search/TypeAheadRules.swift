import StoreKitCore

/// Predictive search on the search screen: each change of the query restarts a short rest
/// timer (a debounce); when it runs out the store is asked; only the answer for the latest
/// query is shown.
enum TypeAheadRules {
    /// The query changed: stop waiting for the old one and wait for typing to rest.
    static func typed(_ screen: inout SearchScreen, _ state: inout AppState, _ effects: inout [Effect]) {
        stop(&screen, &state, &effects)
        screen.typeAhead.selected = nil
        let query = screen.query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return screen.typeAhead.clear() }
        screen.typeAhead.pendingQuery = query
        state.wait(TypeAhead.restDelay, for: .suggestions, then: SearchEvent.typingRested, &effects)
    }

    /// Cancels the wait for suggestions, if any.
    static func stop(_ screen: inout SearchScreen, _ state: inout AppState, _ effects: inout [Effect]) {
        screen.typeAhead.pendingQuery = nil
        state.cancel(.screen(depth: state.top, .suggestions), &effects)
    }

    /// Typing rested: ask the store.
    static func rested(_ screen: SearchScreen, depth: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let query = screen.typeAhead.pendingQuery else { return }
        state.send(.suggest(query: query), for: .suggestions, depth: depth, busy: .quiet, then: SearchEvent.suggestions, &effects)
    }

    /// The store's suggestions for the latest query. Suggestions are a help, not a task: when
    /// the store cannot give them, the old ones go and nothing is said.
    static func received(_ result: Result<Suggestions, StoreFailure>, _ screen: inout SearchScreen) {
        screen.typeAhead.pendingQuery = nil
        if case .success(let suggestions) = result, screen.editing {
            screen.typeAhead.show(suggestions)
        } else {
            screen.typeAhead.clear()
        }
    }

    /// Moves the highlight through the suggestions (nil: back on the query). False when it
    /// cannot move that way, so that ↓ past the last suggestion goes on to the results.
    static func move(by step: Int, _ screen: inout SearchScreen) -> Bool {
        let count = screen.typeAhead.items.count
        guard count > 0 else { return false }
        switch (screen.typeAhead.selected, step > 0) {
        case (nil, true): screen.typeAhead.selected = 0
        case (nil, false): return false
        case (let index?, true):
            guard index + 1 < count else { return false }
            screen.typeAhead.selected = index + 1
        case (let index?, false): screen.typeAhead.selected = index > 0 ? index - 1 : nil
        }
        return true
    }

    /// ⏎ on a suggestion: a search runs it, a product or a collection opens.
    static func pick(_ item: TypeAhead.Item, _ screen: inout SearchScreen, _ state: inout AppState, _ effects: inout [Effect]) {
        switch item {
        case .query(let text):
            screen.query = text
            Search.run(&screen, &state, &effects)
            state.stack[state.top] = .search(screen)
        case .product(let product):
            state.stack[state.top] = .search(screen)
            Navigation.openProduct(product, &state, &effects)
        case .collection(let collection):
            state.stack[state.top] = .search(screen)
            Navigation.openCollection(handle: collection.handle, title: collection.title, &state, &effects)
        }
    }
}
