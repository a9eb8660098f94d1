/// The keymap, as data: the concatenation of every screen's key declarations, used by
/// `update` and by the help overlay and footer.
public enum Keymap {
    /// Every key, declared once: the global keys, then each screen's (a context's own keys in
    /// the order help lists them).
    public static let declarations: [ScreenKey] =
        GlobalKeys.keys + ProductKeys.keys + SearchKeys.keys + FilterKeys.keys + CartKeys.keys + CheckoutKeys.keys + AccountKeys.keys
        + MarketsKeys.keys + OrderKeys.keys + EverywhereKeys.keys

    /// Every binding help and the footer tell (the declarations, less the global keys a screen
    /// takes over under the same help line).
    public static let bindings: [KeyBinding] = declarations.filter(\.listed).map(\.binding)

    /// The declaration `key` runs in `context`: the context's own first, then the global ones
    /// unless the context takes text.
    public static func declaration(for key: Key, in context: KeyContext) -> ScreenKey? {
        if let own = declarations.first(where: { $0.binding.context == context && $0.binding.keys.contains(key) }) { return own }
        if takesText(context) { return nil }
        return declarations.first { $0.binding.context == .global && $0.binding.keys.contains(key) }
    }

    /// The declaration of `action` in `context` (its own, else the global one).
    static func declaration(of action: Action, in context: KeyContext) -> ScreenKey? {
        declarations.first { $0.binding.context == context && $0.binding.action == action }
            ?? declarations.first { $0.binding.context == .global && $0.binding.action == action }
    }

    /// The action of `key` in `context` (the context's own bindings first, then the global ones
    /// unless the context takes text).
    public static func action(for key: Key, in context: KeyContext) -> Action? {
        declaration(for: key, in: context)?.binding.action
    }

    /// True in contexts where typed characters are text, not commands.
    public static func takesText(_ context: KeyContext) -> Bool {
        context == .form || context == .search || context == .everywhere || context == .accountForm || context == .priceRange
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
