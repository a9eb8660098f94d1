import StoreKitCore

/// The cart's check (`r` on the cart, a change of market, a launch in another currency): the
/// store's prices and stock for each line, and what changed said.
enum CartCheck {
    /// The cart as it is kept, read again by `r`: adopted when another session changed it,
    /// then checked. A kept cart that cannot be read leaves this storefront's cart as it is, and
    /// so does a change the shopper made here while it was read (`asked` is the cart then): the
    /// last change wins, and it is this one, which is being saved.
    static func reread(
        _ result: Result<LocalCart, StoreFailure>, asked: LocalCart, _ state: inout AppState, _ effects: inout [Effect]
    ) {
        switch result {
        case .success(let kept):
            state.cart.changedElsewhere = state.cart.local == asked ? state.cart.adopt(kept) : nil
        case .failure(.failed(let message)):
            let sentence = message.hasSuffix(".") ? message : message + "."
            state.cart.changedElsewhere = "Could not read the kept cart: \(sentence) This one is checked and kept."
        case .failure(.refused):
            return
        }
        guard !state.cart.local.lines.isEmpty else {
            state.cart.recheckAsksStoreCart = false
            state.status = StatusLine(state.cart.changedElsewhere ?? "The cart is empty.")
            state.cart.changedElsewhere = nil
            return
        }
        state.checkCart(&effects)
    }

    /// The store's answer to the check.
    static func received(_ result: Result<CartCheckAnswer, StoreFailure>, _ state: inout AppState, _ effects: inout [Effect]) {
        // A recheck asks the store for its totals again, even for a cart it already asked about.
        state.cart.storeCartAskedFor = nil
        state.cart.recheckFound = nil
        // A change read from the kept cart first is said before what the store found.
        let elsewhere = state.cart.changedElsewhere.map { $0 + " " } ?? ""
        state.cart.changedElsewhere = nil
        guard let said = report(result, &state, &effects) else { return }
        state.status = StatusLine(elsewhere + said.text, kind: said.kind)
        if state.cart.recheckFound != nil { state.cart.recheckFound = state.status?.text }
    }

    /// What the check found, applied to the cart and said in one status line (nil when the
    /// check was refused, as a stale answer is).
    private static func report(_ result: Result<CartCheckAnswer, StoreFailure>, _ state: inout AppState, _ effects: inout [Effect])
        -> StatusLine?
    {
        switch result {
        case .success(let answer):
            // The cart may have changed while the store answered (a line added, a quantity
            // changed, a line removed): the answer changes only the lines it checked.
            let checked = answer.cart
            let cart = state.cart.local.takingSnapshots(of: checked)
            let reports = answer.reports.compactMap { report in
                cart.lineNumber(of: report.line, in: checked).map {
                    LineChangeReport(line: $0, message: report.message, blocksCheckout: report.blocksCheckout)
                }
            }
            let repriced = cart.subtotal.map { $0.currencyCode != state.cart.local.subtotal?.currencyCode } ?? false
            state.cart.local = cart
            state.cart.lineReports = reports
            effects.append(.saveCart(cart))
            if !reports.isEmpty {
                return StatusLine(
                    reports.map { "Line \($0.line): \($0.message)" }.joined(separator: "; "),
                    kind: reports.contains(where: \.blocksCheckout) ? .error : .info)
            } else if repriced, let subtotal = cart.subtotal {
                let said = "The cart is now in \(subtotal.currencyCode): \(subtotal.formatted(state.moneyStyle))."
                state.cart.recheckFound = state.cart.recheckAsksStoreCart ? said : nil
                return StatusLine(said)
            } else if state.cart.recheckAsksStoreCart {
                return StatusLine("Same prices, all for sale; asking the store what it holds…")
            } else {
                return StatusLine("Every line is as it was: same prices, all available.")
            }
        case .failure(.failed(let message)):
            state.cart.recheckAsksStoreCart = false
            return StatusLine("Could not check the cart: \(message)", kind: .error)
        case .failure(.refused):
            return nil
        }
    }
}
