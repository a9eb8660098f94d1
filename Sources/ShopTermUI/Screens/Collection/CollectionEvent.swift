import StoreKitCore

/// What the answers to a collection's requests become.
enum CollectionEvent: ScreenEvent {
    /// The next page of its products (or the collection gone).
    case page(Result<CollectionPage, StoreFailure>)

    func apply(depth: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        let applied = state.updateScreen(at: depth, \.collection) { screen, state in
            switch self {
            case .page(.success(.listing(let listing))):
                screen.products.append(listing.page)
                screen.finding.received(listing)
            case .page(.success(.notFound)):
                screen.products.error = "This collection no longer exists."
                screen.products.hasNextPage = false
            case .page(.failure(let failure)):
                screen.products.error = failure.message
                state.status = StatusLine("Could not load products: \(failure.message) (r retries)", kind: .error)
            }
        }
        if applied, depth == state.top { Lists.loadMore(&state, &effects) }
    }
}
