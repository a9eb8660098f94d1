import StoreKitCore

extension AppState {
    /// True when `action` would do something now: the footer hints and the help list only
    /// these, so no key is offered that does nothing (an empty cart, a finished checkout, a
    /// logged-out account, a form).
    /// Whether help lists `action` now: when it would do something, and `u` wherever `d` would
    /// remove something (what it puts back).
    public func offersInHelp(_ action: Action) -> Bool {
        canPerform(action) || action == .undo && canPerform(.remove) && screen.account == nil
    }

    public func canPerform(_ action: Action) -> Bool {
        switch action {
        case .help, .quit, .search: return true
        case .account: return screen.account == nil && !accountsOff
        case .cart: if case .cart = screen { return false } else { return true }
        case .home: return stack.count > 1 || browsingCollections
        case .back: return stack.count > 1 || shopRequest != nil || homeMenu == nil && menu != nil
        case .retry: return hasFailure || (screen.product?.product != nil && !isWaiting(.stock))
        case .up, .down, .pageUp, .pageDown, .top, .bottom, .open: return canMove(action)
        case .previousValue, .nextValue:
            if let markets = screen.markets { return markets.languages.count > 1 && !isWaiting(.marketChange) }
            return screen.product?.product != nil
        case .addToCart:
            // ⏎ opens a recommended product, or adds what can be bought (not a sold-out variant).
            guard let product = screen.product, product.product != nil else { return false }
            return product.focusedRecommendation != nil || product.cannotAdd(waitingForVariant: isWaiting(.variant)) == nil
        case .markets: return screen.markets == nil && !checkoutInProgress
        case .increase, .decrease:
            if case .cart = screen { return !cart.lines.isEmpty }
            return screen.product?.product != nil
        case .remove:
            if screen.account != nil { return selectedAccountAddress != nil }
            // Not while the cursor is past the lines and codes, over the totals.
            return cartSelection < cartRowCount
        case .undo: return removedLine != nil
        case .revalidate, .checkout: return !cart.lines.isEmpty && cartChecking == nil
        case .discountCode, .giftCard: return !cart.lines.isEmpty && cartPrompt == nil
        case .note: return cartPrompt == nil
        case .sort, .filter: return topFinding != nil
        case .toggleFilter: return !filterRows.filter(\.isSelectable).isEmpty
        case .clearFilters: return !(topFinding?.options.filters.isEmpty ?? true)
        case .nextField:
            if let search = screen.search { return !search.results.items.isEmpty || (search.editing && !search.typeAhead.items.isEmpty) }
            return true
        case .previousField:
            if let search = screen.search { return search.editing && search.typeAhead.selected != nil }
            return true
        case .submit:
            if let markets = screen.markets { return markets.choice != nil && !isWaiting(.marketChange) }
            if let search = screen.search { return !search.query.trimmingCharacters(in: .whitespaces).isEmpty }
            if let checkout = screen.checkout, checkout.step == .rates || checkout.step == .review {
                return checkout.checkout != nil && !isWaiting(.checkout)
            }
            return true
        case .openInBrowser:
            return !kiosk && (screen.checkout?.step == .handoff || screen.order != nil || screen.account?.loginURL != nil)
        case .copyURL:
            return screen.checkout?.step == .handoff && !pagesUnreachable || screen.order != nil || screen.account?.loginURL != nil
        case .nextSavedAddress: return screen.checkout?.step == .shipping && !(account?.addresses.isEmpty ?? true)
        case .switchForm: return screen.account.map { $0.mode == .logIn || $0.mode == .signUp } ?? false
        case .addAddress, .logOut: return account != nil
        case .editAddress, .makeDefault: return selectedAccountAddress != nil
        }
    }

    /// Something on this screen failed and `r` would try it again.
    private var hasFailure: Bool {
        switch screen {
        case .cart, .checkout, .order: return false
        default: if status?.kind == .error { return true }
        }
        switch screen {
        case .home: return collections.error != nil || (shop == nil && shopRequest == nil)
        case .collection(let screen): return screen.products.error != nil
        case .search(let screen): return screen.results.error != nil
        case .product(let screen): return screen.error != nil
        case .account: return true
        case .markets(let screen): return screen.countries.error != nil
        case .cart, .checkout, .order: return false
        }
    }

    /// Whether moving (or opening) has anything to move over on this screen.
    private func canMove(_ action: Action) -> Bool {
        switch screen {
        case .home: return !(homeMenu?.items.isEmpty ?? collections.items.isEmpty)
        case .collection(let screen): return !screen.products.items.isEmpty
        case .search(let screen): return !screen.results.items.isEmpty
        case .product(let screen): return screen.product != nil && action != .open
        case .cart: return cartRowCount > 1 && action != .open
        case .checkout(let screen): return screen.step == .rates && (screen.checkout?.shippingRates.count ?? 0) > 1 && action != .open
        case .account(let screen):
            if screen.mode == .choose { return true }
            guard !screen.isForm, let items = account?.items else { return false }
            return action == .open ? items.indices.contains(screen.selection) : items.count > 1
        case .order(let screen): return action != .open && OrderLayout.maxScroll(screen.order, state: self) > 0
        case .markets(let screen): return action != .open && screen.countries.items.count > 1
        }
    }

    /// The address selected in the Account overview (nil when an order is, or in a form).
    var selectedAccountAddress: CustomerAddress? {
        guard let screen = screen.account, screen.mode == .overview, let items = account?.items,
            items.indices.contains(screen.selection), case .address(let address) = items[screen.selection]
        else { return nil }
        return address
    }
}
