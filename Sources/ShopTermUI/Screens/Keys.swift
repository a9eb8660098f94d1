import Foundation
import StoreKitCore

/// Key handling: the quit question, help, text entry, then the keymap.
enum Keys {
    static func handle(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) {
        // Too small to show anything but how to quit: nothing else acts unseen, and q quits
        // at once (a question could not be seen; a checkout's URL is printed on quitting).
        if state.isTooSmall {
            switch key {
            case .character("q"), .character("y"): quit(&state, &effects)
            case .control("c"): interrupt(&state, &effects)
            default: break
            }
            return
        }
        if state.confirmingQuit {
            switch key {
            case .character("y"), .character("Y"): quit(&state, &effects)
            case .control("c"): interrupt(&state, &effects)
            default:
                state.confirmingQuit = false
                state.status = nil
            }
            return
        }
        if key == .control("c") { return interrupt(&state, &effects) }
        // A message tells what just happened; the next key moves on from it, so it ends
        // (one the key brings is set anew). Errors stay until they are dealt with.
        if state.status?.kind == .info { state.status = nil }
        if case .product(var screen) = state.screen, screen.product == nil, state.isWaiting(.product),
            let action = Keymap.action(for: key, in: .product), Keymap.product(action),
            screen.keysWhileLoading.count < ProductScreen.maxKeysWhileLoading
        {
            screen.keysWhileLoading.append(key)
            state.stack[state.top] = .product(screen)
            return
        }
        if state.showHelp {
            // When the help does not fit, j/k, arrows and pages scroll it; any other key closes it.
            let rows = Keymap.help(for: state).count
            let page = max(1, state.height - 6)
            let current = Views.helpScroll(state, rows: rows)
            let scrolls = rows > page
            switch key {
            case .down where scrolls, .character("j") where scrolls: state.helpScroll = current + 1
            case .up where scrolls, .character("k") where scrolls: state.helpScroll = max(0, current - 1)
            case .pageDown where scrolls, .character(" ") where scrolls: state.helpScroll = current + page
            case .pageUp where scrolls: state.helpScroll = max(0, current - page)
            default:
                state.showHelp = false
                state.helpScroll = 0
            }
            state.helpScroll = Views.helpScroll(state, rows: rows)
            return
        }
        if Account.confirm(key, &state, &effects) { return }
        if edit(key, &state, &effects) { return }
        guard let action = Keymap.action(for: key, in: state.keyContext) else { return }
        if state.keyContext == .filters {
            // The panel is over the list: its keys act on it, and nothing opens what is under it.
            if [.up, .down, .toggleFilter, .clearFilters, .filter, .back].contains(action) { return FindingUpdate.perform(action, &state, &effects) }
            if action == .open { return }
        }
        perform(action, &state, &effects)
    }

    /// A key given to the text field being edited, if there is one: true when it took it.
    static func edit(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) -> Bool {
        switch state.keyContext {
        case .form: return Checkout.edit(key, &state)
        case .accountForm: return Account.edit(key, &state)
        case .search: return Search.edit(key, &state, &effects)
        case .cart: return CartExtrasUpdate.edit(key, &state, &effects)
        case .priceRange: return FindingUpdate.edit(key, &state, &effects)
        default: return false
        }
    }

    /// A paste: its characters typed into the field being edited, and never keys. Where no
    /// field is being edited, nothing happens but a word on where a paste goes.
    static func paste(_ text: String, _ state: inout AppState, _ effects: inout [Effect]) {
        let text = BracketedPaste.text(text.unicodeScalars.map(\.value))
        guard !state.isTooSmall, !state.confirmingQuit, !state.showHelp, !text.isEmpty else { return }
        if state.status?.kind == .info { state.status = nil }
        for character in text {
            guard edit(.character(character), &state, &effects) else {
                state.status = StatusLine("A paste goes into a text field (a form, the search, a code).")
                return
            }
        }
    }

    static func perform(_ action: Action, _ state: inout AppState, _ effects: inout [Effect]) {
        if action == .openInBrowser, state.kiosk {
            state.status = StatusLine(state.pagesUnreachable ? AppState.demoTakesNoPayment : AppState.nothingOpensInAKiosk)
            return
        }
        switch action {
        case .help: state.showHelp = true
        case .quit:
            // On the demo shop over SSH nothing can be paid: a checkout there is nothing to lose.
            if state.checkoutInProgress, !(state.pagesUnreachable && state.screen.checkout?.step == .handoff) {
                state.confirmingQuit = true
                state.status = StatusLine("A checkout is in progress. Quit anyway? (y/n)", kind: .error)
            } else {
                quit(&state, &effects)
            }
        case .back: Navigation.back(&state, &effects)
        case .home: Navigation.home(&state, &effects)
        case .search: Search.open(&state, &effects)
        case .cart:
            if case .cart = state.screen { return }
            Navigation.push(.cart, &state, &effects)
        case .up: Lists.move(by: -1, &state, &effects)
        case .down: Lists.move(by: 1, &state, &effects)
        case .pageUp, .pageDown, .top, .bottom:
            if state.screen.isProduct { return Products.scroll(action, &state) }
            switch action {
            case .pageUp: Lists.move(by: -state.contentRows, &state, &effects)
            case .pageDown: Lists.move(by: state.contentRows, &state, &effects)
            case .top: Lists.move(by: -Int.max / 2, &state, &effects)
            default: Lists.moveToEnd(&state, &effects)
            }
        case .open: Navigation.open(&state, &effects)
        case .retry: Lists.retry(&state, &effects)
        case .previousValue, .nextValue, .increase, .decrease, .addToCart:
            if state.screen.markets != nil { return MarketPicker.perform(action, &state, &effects) }
            if case .product = state.screen { Products.perform(action, &state, &effects) } else { CartScreen.perform(action, &state, &effects) }
        case .remove:
            if state.screen.account != nil { Account.perform(action, &state, &effects) } else { CartScreen.perform(action, &state, &effects) }
        case .revalidate, .checkout, .undo:
            CartScreen.perform(action, &state, &effects)
        case .discountCode, .giftCard, .note:
            CartExtrasUpdate.open(action, &state)
        case .nextField, .previousField, .submit, .openInBrowser, .copyURL, .nextSavedAddress:
            switch state.screen {
            case .search: Search.perform(action, &state, &effects)
            case .account: Account.perform(action, &state, &effects)
            case .order: Orders.perform(action, &state, &effects)
            case .markets: MarketPicker.perform(action, &state, &effects)
            default: Checkout.perform(action, &state, &effects)
            }
        case .sort: FindingUpdate.cycleSort(&state, &effects)
        case .filter: FindingUpdate.togglePanel(&state, &effects)
        case .toggleFilter, .clearFilters: FindingUpdate.perform(action, &state, &effects)
        case .account:
            if state.accountsOff { return }
            Account.open(&state, &effects)
        case .markets:
            MarketPicker.open(&state, &effects)
        case .switchForm, .addAddress, .editAddress, .makeDefault, .logOut:
            Account.perform(action, &state, &effects)
        }
    }

    /// ctrl-c: quit at once, whatever is under way, with the status of an interrupted program.
    static func interrupt(_ state: inout AppState, _ effects: inout [Effect]) {
        state.exitStatus = 130
        quit(&state, &effects)
    }

    static func quit(_ state: inout AppState, _ effects: inout [Effect]) {
        state.inFlight.cancel(where: { _ in true }, &effects)
        effects.append(.quit)
    }
}
