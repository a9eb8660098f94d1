import StoreKitCore

/// The keys of every screen (moving, opening, back, retry, home, search, cart, account,
/// country, help, quit), each declared once. A screen's own declaration of the same keys comes
/// first (``Keymap/declaration(for:in:)``), and a screen that takes text takes none of these.
enum GlobalKeys {
    static let keys: [ScreenKey] = [
        ScreenKey([.up, .character("k")], .up, in: .global, help: "move up", applies: { canMove(.up, $0) }, does: { Lists.move(by: -1, &$0, &$1) }),
        ScreenKey(
            [.down, .character("j")], .down, in: .global, help: "move down", applies: { canMove(.down, $0) }, does: { Lists.move(by: 1, &$0, &$1) }),
        ScreenKey(
            [.pageUp, .control("b")], .pageUp, in: .global, help: "page up", applies: { canMove(.pageUp, $0) },
            does: { state, effects in Lists.move(by: -state.contentRows, &state, &effects) }),
        ScreenKey(
            [.pageDown, .control("f"), .character(" ")], .pageDown, in: .global, help: "page down", applies: { canMove(.pageDown, $0) },
            does: { state, effects in Lists.move(by: state.contentRows, &state, &effects) }),
        ScreenKey(
            [.home, .character("g")], .top, in: .global, help: "first item", applies: { canMove(.top, $0) },
            does: { Lists.move(by: -Int.max / 2, &$0, &$1) }),
        ScreenKey(
            [.end, .character("G")], .bottom, in: .global, help: "last item", applies: { canMove(.bottom, $0) }, does: { Lists.moveToEnd(&$0, &$1) }),
        ScreenKey(
            [.enter, .right, .character("l")], .open, in: .global, help: "open", hint: "open", hintedIn: [.home, .collection, .account],
            applies: { canMove(.open, $0) }, does: { Navigation.open(&$0, &$1) }),
        ScreenKey(
            [.escape, .left, .character("h")], .back, in: .global, help: "back", hint: "back", applies: canGoBack, does: { Navigation.back(&$0, &$1) }
        ),
        // Hinted only when something on the screen failed, and early: the footer gives up its
        // last hints first.
        ScreenKey(
            [.character("r")], .retry, in: .global, help: "retry what failed", hint: "retry", applies: hasFailure, does: { Lists.retry(&$0, &$1) }),
        ScreenKey(
            [.character("H")], .home, in: .global, help: "home: the shop's first screen (its menu or its collections)",
            applies: { $0.stack.count > 1 || $0.browsingCollections }, does: { Navigation.home(&$0, &$1) }),
        ScreenKey(
            [.character("/")], .search, in: .global, help: "search products", hint: "search", hintedIn: [.home, .collection, .product, .cart],
            applies: { _ in true }, does: { Search.open(&$0, &$1) }),
        ScreenKey(
            [.character("S")], .everywhere, in: .global, help: "search every store (Shopify's catalog of every shop)", hint: "every store",
            hintedIn: [.home], applies: { $0.everywhereOffered }, does: { Everywhere.open(&$0, &$1) }),
        ScreenKey(
            [.character("c")], .cart, in: .global, help: "cart", hint: "cart", hintedIn: [.home, .collection, .product, .handoff],
            applies: { $0.screen != .cart },
            does: { state, effects in
                if case .cart = state.screen { return }
                Navigation.push(.cart, &state, &effects)
            }),
        ScreenKey(
            [.character("a")], .account, in: .global, help: "your account", hint: "account", hintedIn: [.home],
            applies: { $0.screen.account == nil && !$0.accountsOff },
            does: { state, effects in
                if state.accountsOff { return }
                Account.open(&state, &effects)
            }),
        ScreenKey(
            [.character("m")], .markets, in: .global, help: "country and language", hint: "country", hintedIn: [.home],
            applies: { $0.screen.markets == nil && !$0.checkoutInProgress }, does: { MarketPicker.open(&$0, &$1) }),
        ScreenKey(
            [.character("?")], .help, in: .global, help: "help for this screen", hint: "help", applies: { _ in true },
            does: { state, _ in state.showHelp = true }),
        ScreenKey(
            [.character("q"), .control("c")], .quit, in: .global, help: "quit (asks during a checkout)", hint: "quit", applies: { _ in true },
            does: {
                state, effects in
                // On the demo shop over SSH nothing can be paid: a checkout there is nothing to lose.
                if state.checkoutInProgress, !(state.pagesUnreachable && state.screen.checkout?.step == .handoff) {
                    state.confirmingQuit = true
                    state.status = StatusLine("A checkout is in progress. Quit anyway? (y/n)", kind: .error)
                } else {
                    Keys.quit(&state, &effects)
                }
            }),
    ]

    /// Whether back leaves something: a screen above home, the shop being read, a menu's list.
    @Sendable static func canGoBack(_ state: AppState) -> Bool {
        state.stack.count > 1 || state.shopRequest != nil || state.homeMenu == nil && state.menu != nil || state.visitedFrom != nil
    }

    /// Something on this screen failed and `r` would try it again.
    @Sendable static func hasFailure(_ state: AppState) -> Bool { state.screen.feature.hasFailure(state) }

    /// Whether moving (or opening) has anything to move over on this screen.
    static func canMove(_ action: Action, _ state: AppState) -> Bool { state.screen.feature.canMove(action, state) }
}
