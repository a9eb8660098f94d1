import StoreKitCore

/// What the answers to the search's requests (and its type-ahead's timer) become.
enum SearchEvent: ScreenEvent {
    /// A page of the results.
    case page(Result<ProductListing, StoreFailure>)
    /// The store's suggestions for the query being typed.
    case suggestions(Result<Suggestions, StoreFailure>)
    /// Typing rested (the type-ahead's timer ran out): the store is asked for suggestions.
    case typingRested

    func apply(depth: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        state.updateScreen(at: depth, \.search) { screen, state in
            switch self {
            case .page(.success(let listing)):
                screen.results.append(listing.page)
                screen.finding.received(listing)
                if screen.results.items.isEmpty { state.status = StatusLine("No products match “\(screen.searched ?? "")”.") }
            case .page(.failure(let failure)):
                screen.results.error = failure.message
                state.status = StatusLine("Search failed: \(failure.message) (r retries)", kind: .error)
            case .suggestions(let result):
                TypeAheadRules.received(result, &screen)
            case .typingRested:
                TypeAheadRules.rested(screen, depth: depth, &state, &effects)
            }
        }
    }
}
