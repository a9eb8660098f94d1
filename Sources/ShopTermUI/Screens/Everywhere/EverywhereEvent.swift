import StoreKitCore

/// What the answers to the search of every store become.
enum EverywhereEvent: ScreenEvent {
    /// A page of results.
    case page(Result<GlobalSearchPage, StoreFailure>)
    /// The product opened, read whole with its offers (nil: the catalog has it no more).
    case product(Result<GlobalProduct?, StoreFailure>)
    /// The catalog made ready ahead of the first search: nothing to show (a failure is the
    /// search's to say).
    case prepared(Result<Bool, StoreFailure>)

    func apply(depth: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        state.updateScreen(at: depth, \.everywhere) { screen, state in
            switch self {
            case .page(.success(let page)):
                screen.results.append(Page(items: page.products, hasNextPage: page.nextCursor != nil, endCursor: page.nextCursor))
                if screen.results.items.isEmpty {
                    state.status = StatusLine("No store has products matching “\(screen.searched ?? "")”.")
                } else if let said = page.messages.first {
                    state.status = StatusLine("The catalog says: \(said.content)", kind: said.type == "error" ? .error : .info)
                }
            case .page(.failure(let failure)):
                screen.results.error = failure.message
                state.status = StatusLine("The search of every store failed: \(failure.message) (r retries)", kind: .error)
            case .product(.success(let product?)):
                Everywhere.show(product, &screen, &state)
            case .product(.success(nil)):
                state.status = StatusLine("The catalog no longer has this product.", kind: .error)
            case .product(.failure(let failure)):
                state.status = StatusLine("Could not read the product's offers: \(failure.message) (r retries)", kind: .error)
            case .prepared:
                break
            }
        }
    }
}
