/// What a key does.
public enum Action: String, Sendable, Equatable, CaseIterable {
    case up, down, pageUp, pageDown, top, bottom
    case open, back
    case search, cart, help, quit
    case previousValue, nextValue
    case increase, decrease, addToCart, remove, revalidate, checkout
    case nextField, previousField, submit
    case openInBrowser, copyURL
    case confirm, deny
    case retry
}

/// Where a binding applies.
public enum KeyContext: String, Sendable, Equatable, CaseIterable {
    /// Every screen except text entry.
    case global
    case home, collection, product, search, cart, form, rates, review, handoff
}

/// One entry of the keymap: keys, the action, where, and the help text.
public struct KeyBinding: Sendable, Equatable {
    public var keys: [Key]
    public var action: Action
    public var context: KeyContext
    public var help: String
    /// The footer's short label, when the binding is shown there.
    public var hint: String?
}

/// The keymap, as data: every binding, used by `update` and by the help overlay and footer.
public enum Keymap {
    public static let bindings: [KeyBinding] = [
        KeyBinding(keys: [.up, .character("k")], action: .up, context: .global, help: "move up", hint: nil),
        KeyBinding(keys: [.down, .character("j")], action: .down, context: .global, help: "move down", hint: nil),
        KeyBinding(keys: [.pageUp, .control("b")], action: .pageUp, context: .global, help: "page up", hint: nil),
        KeyBinding(keys: [.pageDown, .control("f"), .character(" ")], action: .pageDown, context: .global, help: "page down", hint: nil),
        KeyBinding(keys: [.home, .character("g")], action: .top, context: .global, help: "first item", hint: nil),
        KeyBinding(keys: [.end, .character("G")], action: .bottom, context: .global, help: "last item", hint: nil),
        KeyBinding(keys: [.enter, .right, .character("l")], action: .open, context: .global, help: "open", hint: "⏎ open"),
        KeyBinding(keys: [.escape, .left, .character("h")], action: .back, context: .global, help: "back", hint: "esc back"),
        KeyBinding(keys: [.character("/")], action: .search, context: .global, help: "search products", hint: "/ search"),
        KeyBinding(keys: [.character("c")], action: .cart, context: .global, help: "cart", hint: "c cart"),
        KeyBinding(keys: [.character("?")], action: .help, context: .global, help: "help for this screen", hint: "? help"),
        KeyBinding(keys: [.character("r")], action: .retry, context: .global, help: "retry what failed", hint: nil),
        KeyBinding(keys: [.character("q"), .control("c")], action: .quit, context: .global, help: "quit (asks during a checkout)", hint: "q quit"),

        KeyBinding(keys: [.left, .character("h")], action: .previousValue, context: .product, help: "previous value of the option", hint: "←→ choose"),
        KeyBinding(keys: [.right, .character("l")], action: .nextValue, context: .product, help: "next value of the option", hint: nil),
        KeyBinding(keys: [.character("+"), .character("=")], action: .increase, context: .product, help: "one more", hint: "+- qty"),
        KeyBinding(keys: [.character("-")], action: .decrease, context: .product, help: "one fewer", hint: nil),
        KeyBinding(keys: [.enter, .character("a")], action: .addToCart, context: .product, help: "add to cart", hint: "a add"),
        KeyBinding(keys: [.escape], action: .back, context: .product, help: "back", hint: "esc back"),

        KeyBinding(keys: [.enter], action: .submit, context: .search, help: "search / open the result", hint: "⏎ search"),
        KeyBinding(keys: [.escape], action: .back, context: .search, help: "back", hint: "esc back"),
        KeyBinding(keys: [.tab, .down], action: .nextField, context: .search, help: "from the query to the results", hint: "tab results"),

        KeyBinding(keys: [.character("+"), .character("=")], action: .increase, context: .cart, help: "one more of the line", hint: "+- qty"),
        KeyBinding(keys: [.character("-")], action: .decrease, context: .cart, help: "one fewer of the line", hint: nil),
        KeyBinding(keys: [.character("d"), .delete, .backspace], action: .remove, context: .cart, help: "remove the line", hint: "d remove"),
        KeyBinding(keys: [.character("r")], action: .revalidate, context: .cart, help: "check prices and stock with the store", hint: "r recheck"),
        KeyBinding(keys: [.enter, .character("o")], action: .checkout, context: .cart, help: "check out", hint: "⏎ checkout"),

        KeyBinding(keys: [.tab, .down], action: .nextField, context: .form, help: "next field", hint: "tab next"),
        KeyBinding(keys: [.backTab, .up], action: .previousField, context: .form, help: "previous field", hint: nil),
        KeyBinding(keys: [.enter], action: .submit, context: .form, help: "continue", hint: "⏎ continue"),
        KeyBinding(keys: [.escape], action: .back, context: .form, help: "previous step", hint: "esc back"),

        KeyBinding(keys: [.enter], action: .submit, context: .rates, help: "choose this shipping", hint: "⏎ choose"),
        KeyBinding(keys: [.enter], action: .submit, context: .review, help: "go to payment", hint: "⏎ pay"),
        KeyBinding(keys: [.character("o")], action: .openInBrowser, context: .handoff, help: "open the checkout in the browser", hint: "o open"),
        KeyBinding(keys: [.character("y")], action: .copyURL, context: .handoff, help: "copy the URL (OSC 52)", hint: "y copy"),
    ]

    /// The action of `key` in `context` (the context's own bindings first, then the global ones
    /// unless the context takes text).
    public static func action(for key: Key, in context: KeyContext) -> Action? {
        if let binding = bindings.first(where: { $0.context == context && $0.keys.contains(key) }) { return binding.action }
        if context == .form || context == .search { return nil }
        return bindings.first { $0.context == .global && $0.keys.contains(key) }?.action
    }

    /// The bindings shown in help for `context`.
    public static func help(for context: KeyContext) -> [KeyBinding] {
        let own = bindings.filter { $0.context == context }
        let takesText = context == .form || context == .search
        let global = bindings.filter { binding in
            binding.context == .global && !own.contains { $0.action == binding.action }
                && !(takesText && binding.keys.allSatisfy { if case .character = $0 { return true } else { return false } })
        }
        return own + global
    }

    /// The footer hints for `context`.
    public static func hints(for context: KeyContext) -> [String] {
        help(for: context).compactMap(\.hint)
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
