/// The keymap, as data: every binding, used by `update` and by the help overlay and footer.
public enum Keymap {
    /// True for the actions that act on a loaded product (choosing, quantity, adding, moving
    /// between its rows): kept while the product loads.
    static func product(_ action: Action) -> Bool {
        [.previousValue, .nextValue, .increase, .decrease, .addToCart, .up, .down].contains(action)
    }

    public static let bindings: [KeyBinding] = [
        KeyBinding(keys: [.up, .character("k")], action: .up, context: .global, help: "move up", hint: nil),
        KeyBinding(keys: [.down, .character("j")], action: .down, context: .global, help: "move down", hint: nil),
        KeyBinding(keys: [.pageUp, .control("b")], action: .pageUp, context: .global, help: "page up", hint: nil),
        KeyBinding(keys: [.pageDown, .control("f"), .character(" ")], action: .pageDown, context: .global, help: "page down", hint: nil),
        KeyBinding(keys: [.home, .character("g")], action: .top, context: .global, help: "first item", hint: nil),
        KeyBinding(keys: [.end, .character("G")], action: .bottom, context: .global, help: "last item", hint: nil),
        KeyBinding(
            keys: [.enter, .right, .character("l")], action: .open, context: .global, help: "open", hint: "open",
            hintedIn: [.home, .collection, .account]),
        KeyBinding(keys: [.escape, .left, .character("h")], action: .back, context: .global, help: "back", hint: "back"),
        // Hinted only when something on the screen failed (``AppState/canPerform(_:)``), and
        // early: the footer gives up its last hints first.
        KeyBinding(keys: [.character("r")], action: .retry, context: .global, help: "retry what failed", hint: "retry"),
        KeyBinding(
            keys: [.character("H")], action: .home, context: .global, help: "home: the shop's first screen (its menu or its collections)", hint: nil),
        KeyBinding(
            keys: [.character("/")], action: .search, context: .global, help: "search products", hint: "search",
            hintedIn: [.home, .collection, .product, .cart]),
        KeyBinding(
            keys: [.character("c")], action: .cart, context: .global, help: "cart", hint: "cart", hintedIn: [.home, .collection, .product, .handoff]),
        KeyBinding(keys: [.character("a")], action: .account, context: .global, help: "your account", hint: "account", hintedIn: [.home]),
        KeyBinding(
            keys: [.character("m")], action: .markets, context: .global, help: "country and language",
            hint: "country", hintedIn: [.home]),
        KeyBinding(keys: [.character("?")], action: .help, context: .global, help: "help for this screen", hint: "help"),
        KeyBinding(keys: [.character("q"), .control("c")], action: .quit, context: .global, help: "quit (asks during a checkout)", hint: "quit"),

        KeyBinding(keys: [.left, .character("h")], action: .previousValue, context: .product, help: "previous value of the option", hint: "choose"),
        KeyBinding(keys: [.right, .character("l")], action: .nextValue, context: .product, help: "next value of the option", hint: nil),
        KeyBinding(keys: [.character("+"), .character("=")], action: .increase, context: .product, help: "one more", hint: "qty"),
        KeyBinding(keys: [.character("-")], action: .decrease, context: .product, help: "one fewer", hint: nil),
        KeyBinding(keys: [.enter], action: .addToCart, context: .product, help: "add to the cart", hint: "add to cart"),
        KeyBinding(keys: [.escape], action: .back, context: .product, help: "back", hint: "back"),
        KeyBinding(keys: [.character("r")], action: .retry, context: .product, help: "check the stock again", hint: nil),

        KeyBinding(keys: [.enter], action: .submit, context: .search, help: "search, or take the highlighted suggestion", hint: "search"),
        KeyBinding(keys: [.escape], action: .back, context: .search, help: "back", hint: "back"),
        KeyBinding(keys: [.down, .tab], action: .nextField, context: .search, help: "down the suggestions, then to the results", hint: "choose"),
        KeyBinding(keys: [.up, .backTab], action: .previousField, context: .search, help: "up the suggestions, back to the query", hint: nil),

        KeyBinding(
            keys: [.character("s")], action: .sort, context: .collection, help: "next order: featured, best selling, title, price, newest",
            hint: "sort"),
        KeyBinding(
            keys: [.character("f")], action: .filter, context: .collection, help: "filter: availability, price, type, vendor, options", hint: "filter"
        ),
        KeyBinding(
            keys: [.enter, .character(" ")], action: .toggleFilter, context: .filters, help: "turn the value on or off (the price: type a range)",
            hint: "on/off"),
        KeyBinding(keys: [.character("x")], action: .clearFilters, context: .filters, help: "take every filter off", hint: "clear"),
        KeyBinding(keys: [.character("f"), .escape], action: .filter, context: .filters, help: "close the filters", hint: "close"),
        KeyBinding(keys: [.enter], action: .submit, context: .priceRange, help: "filter by this price range", hint: "ok"),
        KeyBinding(keys: [.escape], action: .back, context: .priceRange, help: "leave the price as it was", hint: "back"),

        KeyBinding(keys: [.character("+"), .character("=")], action: .increase, context: .cart, help: "one more of the line", hint: "qty"),
        KeyBinding(keys: [.character("-")], action: .decrease, context: .cart, help: "one fewer of the line", hint: nil),
        KeyBinding(keys: [.character("d"), .delete, .backspace], action: .remove, context: .cart, help: "remove the line", hint: "remove"),
        KeyBinding(keys: [.character("u")], action: .undo, context: .cart, help: "put back the line just removed (after d)", hint: nil),
        KeyBinding(keys: [.character("r")], action: .revalidate, context: .cart, help: "check prices and stock with the store", hint: "recheck"),
        KeyBinding(keys: [.enter, .character("o")], action: .checkout, context: .cart, help: "check out", hint: "checkout"),
        KeyBinding(keys: [.character("%")], action: .discountCode, context: .cart, help: "add a discount code", hint: nil),
        KeyBinding(keys: [.character("$")], action: .giftCard, context: .cart, help: "add a gift card", hint: nil),
        KeyBinding(keys: [.character("n")], action: .note, context: .cart, help: "write a note to the store", hint: nil),

        KeyBinding(keys: [.tab, .down], action: .nextField, context: .form, help: "next field", hint: "next"),
        KeyBinding(keys: [.backTab, .up], action: .previousField, context: .form, help: "previous field", hint: nil),
        KeyBinding(keys: [.enter], action: .submit, context: .form, help: "continue", hint: "continue"),
        KeyBinding(keys: [.escape], action: .back, context: .form, help: "previous step", hint: "back"),
        KeyBinding(
            keys: [.control("n")], action: .nextSavedAddress, context: .form, help: "fill in your next saved address (when logged in)", hint: "saved"),

        KeyBinding(keys: [.tab, .down], action: .nextField, context: .accountForm, help: "next field", hint: "next"),
        KeyBinding(keys: [.backTab, .up], action: .previousField, context: .accountForm, help: "previous field", hint: nil),
        KeyBinding(keys: [.enter], action: .submit, context: .accountForm, help: "log in / sign up / save", hint: "ok"),
        KeyBinding(keys: [.escape], action: .back, context: .accountForm, help: "back", hint: "back"),
        KeyBinding(
            keys: [.control("n")], action: .switchForm, context: .accountForm, help: "switch between log in and sign up", hint: "log in/sign up"),

        KeyBinding(keys: [.character("n")], action: .addAddress, context: .account, help: "add an address", hint: "new"),
        KeyBinding(keys: [.character("e")], action: .editAddress, context: .account, help: "edit the address", hint: "edit"),
        KeyBinding(keys: [.character("d"), .delete], action: .remove, context: .account, help: "delete the address (asks)", hint: "delete"),
        KeyBinding(keys: [.character("*")], action: .makeDefault, context: .account, help: "make it the default address", hint: "default"),
        KeyBinding(keys: [.character("L")], action: .logOut, context: .account, help: "log out", hint: "log out"),
        KeyBinding(keys: [.character("r")], action: .retry, context: .account, help: "reload from the store", hint: nil),
        KeyBinding(
            keys: [.character("o")], action: .openInBrowser, context: .account, help: "open the shop's login page in the browser", hint: "open"),
        KeyBinding(keys: [.character("y")], action: .copyURL, context: .account, help: "copy the login page's address (OSC 52)", hint: "copy"),

        KeyBinding(keys: [.enter], action: .submit, context: .markets, help: "shop in this country and language", hint: "choose"),
        KeyBinding(
            keys: [.left, .character("h")], action: .previousValue, context: .markets, help: "previous language of the country", hint: "language"),
        KeyBinding(keys: [.right, .character("l")], action: .nextValue, context: .markets, help: "next language of the country", hint: nil),
        KeyBinding(keys: [.escape], action: .back, context: .markets, help: "back, as it was", hint: "back"),

        KeyBinding(keys: [.enter], action: .submit, context: .rates, help: "choose this shipping", hint: "choose"),
        KeyBinding(keys: [.enter], action: .submit, context: .review, help: "go to payment", hint: "pay"),
        KeyBinding(keys: [.character("o")], action: .openInBrowser, context: .handoff, help: "open the checkout in the browser", hint: "open"),
        KeyBinding(keys: [.character("y")], action: .copyURL, context: .handoff, help: "copy the URL (OSC 52)", hint: "copy"),
        KeyBinding(
            keys: [.character("o")], action: .openInBrowser, context: .order, help: "open the order's status page in the browser", hint: "open"),
        KeyBinding(keys: [.character("y")], action: .copyURL, context: .order, help: "copy the status page's URL (OSC 52)", hint: "copy"),
    ]

    /// The action of `key` in `context` (the context's own bindings first, then the global ones
    /// unless the context takes text).
    public static func action(for key: Key, in context: KeyContext) -> Action? {
        if let binding = bindings.first(where: { $0.context == context && $0.keys.contains(key) }) { return binding.action }
        if takesText(context) { return nil }
        return bindings.first { $0.context == .global && $0.keys.contains(key) }?.action
    }

    /// True in contexts where typed characters are text, not commands.
    public static func takesText(_ context: KeyContext) -> Bool {
        context == .form || context == .search || context == .accountForm || context == .priceRange
    }

    /// The keys of `binding` that work in `context`: not taken by the context's own bindings,
    /// and not plain characters where the context takes text.
    public static func usableKeys(of binding: KeyBinding, in context: KeyContext) -> [Key] {
        guard binding.context == .global, context != .global else { return binding.keys }
        let taken = Set(bindings.filter { $0.context == context }.flatMap(\.keys))
        return binding.keys.filter { key in
            if taken.contains(key) { return false }
            if takesText(context), case .character = key { return false }
            return true
        }
    }

    /// The bindings shown in help for `context`, each with the keys that work there.
    public static func help(for context: KeyContext) -> [KeyBinding] {
        let own = bindings.filter { $0.context == context }
        let global = bindings.filter { binding in binding.context == .global && !own.contains { $0.action == binding.action } }
            .compactMap { binding -> KeyBinding? in
                let keys = usableKeys(of: binding, in: context)
                guard !keys.isEmpty else { return nil }
                var usable = binding
                usable.keys = keys
                return usable
            }
        return own + global
    }

    /// The footer's spelling of a key; `←→` for the pair that goes through an option's values.
    static func shortName(_ key: Key, for action: Action) -> String {
        switch key {
        case .enter: return "⏎"
        case .escape: return "esc"
        case .left: return action == .previousValue ? "←→" : "←"
        case .character("+"): return "+-"
        default: return name(key)
        }
    }

    /// How a key is written in help: "↑", "k", "ctrl-c", "pgdn".
    public static func name(_ key: Key) -> String {
        switch key {
        case .character(" "): return "space"
        case .character(let character): return String(character)
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "pgup"
        case .pageDown: return "pgdn"
        case .home: return "home"
        case .end: return "end"
        case .enter: return "enter"
        case .escape: return "esc"
        case .backspace: return "backspace"
        case .delete: return "del"
        case .tab: return "tab"
        case .backTab: return "shift-tab"
        case .control(let character): return "ctrl-\(character)"
        }
    }
}
