import StoreKitCore

/// The cart's discount codes, gift cards and note in the storefront: a one-line prompt adds
/// one (`%`, `$`, `n`), removing its row takes it off, and the store's answer says what it made
/// of the change (its totals show until the cart changes).
enum CartExtrasUpdate {
    static func open(_ action: Action, _ state: inout AppState) {
        guard case .cart = state.screen, state.cart.prompt == nil else { return }
        guard !state.cart.local.lines.isEmpty || action == .note else {
            state.status = StatusLine("The cart is empty: add something before a discount code or gift card.", kind: .error)
            return
        }
        switch action {
        case .discountCode: state.cart.prompt = CartPrompt(kind: .discount)
        case .giftCard: state.cart.prompt = CartPrompt(kind: .giftCard)
        default: state.cart.prompt = CartPrompt(kind: .note, text: state.cart.local.extras.note ?? "")
        }
    }

    /// Keys while the prompt is open: typing, ⏎ sends, esc closes. True when the key was used.
    static func edit(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) -> Bool {
        guard var prompt = state.cart.prompt else { return false }
        if FormEditing.edit(key, &prompt.text, limit: prompt.kind.maxLength) {
            state.cart.prompt = prompt
            return true
        }
        switch key {
        case .escape:
            state.cart.prompt = nil
            return true
        case .enter:
            submit(prompt, &state, &effects)
            return true
        default:
            // The prompt takes every key while it is open: none reaches the cart behind it.
            return true
        }
    }

    private static func submit(_ prompt: CartPrompt, _ state: inout AppState, _ effects: inout [Effect]) {
        let text = prompt.text.trimmingCharacters(in: .whitespaces)
        let change: CartExtrasChange
        switch prompt.kind {
        case .discount: change = .addDiscount(text)
        case .giftCard: change = .addGiftCard(text)
        case .note: change = .setNote(text)
        }
        guard prompt.kind == .note || !text.isEmpty else {
            state.cart.prompt = nil
            return
        }
        send(change, &state, &effects)
        state.cart.prompt = nil
    }

    /// Removes the selected extras row (the selection is below the lines).
    static func removeSelected(_ state: inout AppState, _ effects: inout [Effect]) {
        let rows = state.cart.local.extras.rows
        let index = state.cart.selection - state.cart.local.lines.count
        guard rows.indices.contains(index) else { return }
        send(rows[index].removal, &state, &effects)
    }

    private static func send(_ change: CartExtrasChange, _ state: inout AppState, _ effects: inout [Effect]) {
        // Checked here first, so that a mistake is said at once and nothing is sent.
        var extras = state.cart.local.extras
        do {
            try extras.apply(change)
        } catch {
            state.status = StatusLine(error.description.prefix(1).uppercased() + error.description.dropFirst(), kind: .error)
            return
        }
        // The change brings the store's cart in line itself: a refresh under way is dropped.
        state.cancel(.cartExtras, &effects)
        state.cancel(.storeCartRefresh, &effects)
        state.send(.cartExtras(change, state.cart.local), for: .cartExtras, busy: .quiet, then: CartEvent.extrasChanged, &effects)
        state.status = StatusLine("Asking the store…")
    }

    /// The store's answer: the extras and the store cart are kept; what it said shows.
    static func received(_ result: Result<CartExtrasAnswer, StoreFailure>, _ state: inout AppState, _ effects: inout [Effect]) {
        switch result {
        case .success(let answer):
            let (cart, store, notices, refusal) = (answer.cart, answer.store, answer.notices, answer.refusal)
            state.cart.local.extras = cart.extras
            state.cart.local.storeCart = cart.storeCart
            state.cart.lastStoreCart = store
            state.cart.selection = min(state.cart.selection, max(0, state.cart.rowCount - 1))
            if let refusal {
                state.status = StatusLine(refusal.prefix(1).uppercased() + refusal.dropFirst() + ".", kind: .error)
            } else {
                state.status = StatusLine(notices.joined(separator: " "))
            }
            // The store may hold fewer of a line than asked (its notices say so): the cart
            // follows it, and each line says so.
            if let store, state.cart.follow(store, asked: cart) != nil, refusal == nil {
                state.status = StatusLine(notices.joined(separator: " ") + " Your cart now holds what the store has.", kind: .error)
            }
            effects.append(.saveCart(state.cart.local))
        case .failure(.failed(let message)):
            state.status = StatusLine("The store did not take the change: \(message)", kind: .error)
        case .failure(.refused(let errors)):
            state.status = StatusLine("The store did not take the change: " + errors.values.sorted().joined(separator: "; "), kind: .error)
        }
    }
}
