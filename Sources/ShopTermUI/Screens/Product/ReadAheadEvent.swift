import StoreKitCore

/// What the read-ahead's timer and requests become: the cursor rested on a product, and its
/// page read.
enum ReadAheadEvent: AppEvent {
    /// The cursor rested long enough on the product `handle`.
    case rested(handle: String)
    /// The page of the product `handle`, read ahead (nil: the store has no such product).
    case read(handle: String, Result<Product?, StoreFailure>)

    func apply(_ state: inout AppState, _ effects: inout [Effect]) {
        switch self {
        case .rested(let handle): ReadAheadRules.rested(handle, &state, &effects)
        case .read(let handle, let result): ReadAheadRules.read(result, handle: handle, &state)
        }
    }
}
