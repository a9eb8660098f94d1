import StoreKitCore

enum ReadAheadRules {
    /// After every event: the product the cursor rests on is the one being waited for or read
    /// (``AppWait/readAhead(handle:)``); anything else is cancelled.
    static func reconcile(_ state: inout AppState, _ effects: inout [Effect]) {
        let wanted = restingHandle(state).flatMap { state.readAhead.products[$0] == nil ? $0 : nil }
        state.inFlight.cancel(where: { if case .app(.readAhead(let handle)) = $0 { handle != wanted } else { false } }, &effects)
        guard let wanted, !state.isWaiting(.readAhead(handle: wanted)) else { return }
        state.wait(ReadAhead.restDelay, for: .readAhead(handle: wanted), then: ReadAheadEvent.rested(handle: wanted), &effects)
    }

    /// The cursor rested long enough on `handle`: read its page, quietly.
    static func rested(_ handle: String, _ state: inout AppState, _ effects: inout [Effect]) {
        state.send(
            .product(handle: handle), for: .readAhead(handle: handle), busy: .quiet,
            then: { (result: Result<Product?, StoreFailure>) in ReadAheadEvent.read(handle: handle, result) }, &effects)
    }

    /// The answer to a read-ahead.
    static func read(_ result: Result<Product?, StoreFailure>, handle: String, _ state: inout AppState) {
        if case .success(let product?) = result { state.readAhead.keep(product, handle: handle) }
    }

    /// Opening `handle`: its page when it was read ahead, or the read-ahead request under way
    /// for it (taken over by the product screen), else nil.
    static func take(_ handle: String, _ state: inout AppState) -> (product: Product?, request: RequestID?) {
        if let product = state.readAhead.products[handle] { return (product, nil) }
        if let id = state.request(for: .readAhead(handle: handle)), !state.inFlight.isTimer(id) { return (nil, id) }
        return (nil, nil)
    }

    /// The product under the cursor of the list on screen.
    private static func restingHandle(_ state: AppState) -> String? {
        switch state.screen {
        case .collection(let screen): return screen.products.current?.handle
        case .search(let screen) where !screen.editing: return screen.results.current?.handle
        default: return nil
        }
    }
}
