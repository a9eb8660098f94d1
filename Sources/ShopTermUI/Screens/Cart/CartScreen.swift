import StoreKitCore

/// The cart screen: quantities, removal, rechecking, and the way into checkout.
enum CartScreen {
    static func perform(_ action: Action, _ state: inout AppState, _ effects: inout [Effect]) {
        guard case .cart = state.screen else { return }
        let line = state.cartSelection + 1
        do {
            switch action {
            case .increase, .decrease:
                guard state.cart.lines.indices.contains(state.cartSelection) else { return }
                let quantity = state.cart.lines[state.cartSelection].quantity + (action == .increase ? 1 : -1)
                guard quantity >= 1 else {
                    state.status = StatusLine("Press d to remove the line.")
                    return
                }
                try state.cart.setQuantity(quantity, ofLine: line)
                state.removedLine = nil
            case .remove:
                guard state.cart.lines.indices.contains(state.cartSelection) else { return CartExtrasUpdate.removeSelected(&state, &effects) }
                let removed = try state.cart.remove(line: line)
                state.removedLine = RemovedLine(line: removed, index: state.cartSelection)
                state.cartSelection = min(state.cartSelection, max(0, state.cart.lines.count - 1))
                state.lineReports = []
                state.status = StatusLine("Removed \(removed.title); u puts it back.")
            case .undo:
                guard let removed = state.removedLine, !state.cart.lines.contains(where: { $0.variantID == removed.line.variantID }) else {
                    state.removedLine = nil
                    return
                }
                let index = min(removed.index, state.cart.lines.count)
                state.cart.lines.insert(removed.line, at: index)
                state.cartSelection = index
                state.removedLine = nil
                state.status = StatusLine("Put back \(removed.line.title).")
            case .revalidate:
                guard !state.cart.lines.isEmpty, state.cartChecking == nil else { return }
                state.checkCart(&effects)
                // Then the store's cart: what the store holds of each line.
                state.recheckAsksStoreCart = true
                return
            case .checkout:
                // A cart whose earlier checkout is gone may be paid: asked once before a new one.
                if state.storeCartGone {
                    state.storeCartGone = false
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
            effects.append(.saveCart(state.cart))
        } catch {
            state.status = StatusLine(error.description, kind: .error)
        }
    }
}
