import StoreKitCore

/// The cart's check (`r` on the cart, a change of market, a launch in another currency): the
/// store's prices and stock for each line, and what changed said.
enum CartCheck {
    /// The store's answer to the check.
    static func received(_ result: Result<CartCheckAnswer, StoreFailure>, _ state: inout AppState, _ effects: inout [Effect]) {
        // A recheck asks the store for its totals again, even for a cart it already asked about.
        state.cart.storeCartAskedFor = nil
        state.cart.recheckFound = nil
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
                state.status = StatusLine(
                    reports.map { "Line \($0.line): \($0.message)" }.joined(separator: "; "),
                    kind: reports.contains(where: \.blocksCheckout) ? .error : .info)
            } else if repriced, let subtotal = cart.subtotal {
                let said = "The cart is now in \(subtotal.currencyCode): \(subtotal.formatted(state.moneyStyle))."
                state.status = StatusLine(said)
                state.cart.recheckFound = state.cart.recheckAsksStoreCart ? said : nil
            } else if state.cart.recheckAsksStoreCart {
                state.status = StatusLine("Same prices, all for sale; asking the store what it holds…")
            } else {
                state.status = StatusLine("Every line is as it was: same prices, all available.")
            }
        case .failure(.failed(let message)):
            state.cart.recheckAsksStoreCart = false
            state.status = StatusLine("Could not check the cart: \(message)", kind: .error)
        case .failure(.refused):
            break
        }
    }
}
