import StoreKitCore

/// The storefront of a shop opened from an offer of the search of every store: its launch
/// (answered by `home`, which the opener already read: it is how a shop that does not answer
/// is told before anything changes on screen), the offer's product on top (answered by
/// `product` when the opener read it too), and esc there back to the storefront of `origin`.
public func startVisit(_ state: AppState, _ visit: ShopVisit, home: HomeData, product: Response?, from origin: String) -> (AppState, [Effect]) {
    var (state, effects) = start(state)
    state.visitedFrom = origin
    state.shopDomain = visit.domain
    state.visitedShopName = visit.sellerName
    var rest: [Effect] = []
    for effect in effects {
        guard case .request(let id, .home) = effect else {
            rest.append(effect)
            continue
        }
        state.deliver(.home(home, fresh: true), to: id, &rest)
    }
    guard let handle = visit.productHandle else { return (state, rest) }
    var opening: [Effect] = []
    Navigation.openProduct(handle: handle, title: visit.sellerName, &state, &opening)
    // The offer's variant, chosen once the page has it (kept when the product has it).
    state.stack[state.top].product?.selection = visit.selection
    for effect in opening {
        guard let product, case .request(let id, .product(handle: handle)) = effect else {
            rest.append(effect)
            continue
        }
        state.deliver(product, to: id, &rest)
    }
    return (state, rest)
}

/// An offer of the shop on screen: its product opens here, its variant chosen (another
/// storefront of the same shop would be a second copy of its cart).
func openHere(_ visit: ShopVisit, _ state: inout AppState, _ effects: inout [Effect]) {
    state.status = nil
    guard let handle = visit.productHandle else { return Navigation.home(&state, &effects) }
    Navigation.openProduct(handle: handle, title: visit.sellerName, &state, &effects)
    state.stack[state.top].product?.selection = visit.selection
}

/// The shopper came back from a shop they visited: its cart is said, and kept in mind.
func cameBack(_ cart: CartElsewhere, _ state: inout AppState) {
    state.cartsElsewhere.removeAll { $0.domain == cart.domain }
    if cart.items > 0 { state.cartsElsewhere.append(cart) }
    let name = TerminalText.sanitized(cart.shopName)
    state.status = StatusLine(
        cart.items > 0
            ? "Back from \(name): its cart keeps \(cart.items) item\(cart.items == 1 ? "" : "s") (open the shop again to check out)."
            : "Back from \(name).")
}
