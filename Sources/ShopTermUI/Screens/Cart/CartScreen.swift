import StoreKitCore

/// The cart screen: quantities, removal, rechecking, and the way into checkout.
enum CartScreen {
    static func perform(_ action: Action, _ state: inout AppState, _ effects: inout [Effect]) {
        guard case .cart = state.screen else { return }
        do {
            switch action {
            case .increase, .decrease:
                guard state.cart.local.lines.indices.contains(state.cart.selection) else { return }
                let quantity = state.cart.local.lines[state.cart.selection].quantity + (action == .increase ? 1 : -1)
                guard quantity >= 1 else {
                    state.status = StatusLine("Press d to remove the line.")
                    return
                }
                try state.cart.setSelectedQuantity(quantity)
            case .remove:
                guard state.cart.local.lines.indices.contains(state.cart.selection) else { return CartExtrasUpdate.removeSelected(&state, &effects) }
                let removed = try state.cart.removeSelectedLine()
                let addOns = state.cart.removedLine?.addOns.count ?? 0
                state.status = StatusLine(
                    addOns == 0
                        ? "Removed \(removed.title); u puts it back."
                        : "Removed \(removed.title) and its \(counted(addOns, "add-on")); u puts them back.")
            case .undo:
                let addOns = state.cart.removedLine?.addOns.count ?? 0
                guard let putBack = state.cart.putBackRemovedLine() else { return }
                state.status = StatusLine("Put back \(putBack.title)\(addOns == 0 ? "" : " and its \(counted(addOns, "add-on"))").")
            case .revalidate:
                guard !state.cart.local.lines.isEmpty, state.cartChecking == nil else { return }
                // The cart as it is kept first: another session of this shopper (two terminals,
                // two SSH connections of one key) or `shopterm cart` may have changed it.
                let asked = state.cart.local
                state.send(.keptCart, for: .cartCheck, busy: .spinner, then: { CartEvent.reread($0, asked: asked) }, &effects)
                // Then the store's cart: what the store holds of each line.
                state.cart.recheckAsksStoreCart = true
                return
            case .checkout:
                // A cart whose earlier checkout is gone may be paid: asked once before a new one.
                if state.cart.storeCartGone {
                    state.cart.storeCartGone = false
                    state.status = StatusLine(
                        "This cart may already be paid (its earlier checkout is gone): press ⏎ again to check out these lines again.",
                        kind: .error)
                    return
                }
                Navigation.openCheckout(&state, &effects)
                return
            default:
                return
            }
            effects.append(.saveCart(state.cart.local))
        } catch {
            state.status = StatusLine(error.description, kind: .error)
        }
    }
}
