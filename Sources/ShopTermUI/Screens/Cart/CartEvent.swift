import StoreKitCore

/// What the answers to the cart's own requests become: its check, a change of its extras, and
/// the store's cart looked up and brought in line. The cart is not a screen of the stack: these
/// apply whatever screen is on top.
enum CartEvent: AppEvent {
    /// The cart as it is kept, read again by `r` before the check; `asked` is this storefront's
    /// cart when it asked.
    case reread(Result<LocalCart, StoreFailure>, asked: LocalCart)
    /// The cart's prices and stock checked again (``AppState/checkCart(_:)``).
    case checked(Result<CartCheckAnswer, StoreFailure>)
    /// A change of the discount codes, gift cards or note, made at the store.
    case extrasChanged(Result<CartExtrasAnswer, StoreFailure>)
    /// Whether the store still has the saved cart's store cart.
    case storeCartLooked(Result<Bool, StoreFailure>)
    /// The store's cart brought in line with the cart.
    case storeCartRefreshed(Result<CartExtrasAnswer, StoreFailure>)

    func apply(_ state: inout AppState, _ effects: inout [Effect]) {
        switch self {
        case .reread(let result, let asked): CartCheck.reread(result, asked: asked, &state, &effects)
        case .checked(let result): CartCheck.received(result, &state, &effects)
        case .extrasChanged(let result): CartExtrasUpdate.received(result, &state, &effects)
        case .storeCartLooked(let result): StoreCartRules.looked(result, &state, &effects)
        case .storeCartRefreshed(let result): StoreCartRules.received(result, &state, &effects)
        }
    }
}
