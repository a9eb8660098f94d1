/// One key of the storefront, declared once beside its screen's code: its binding (the keys, the
/// help line, the footer hint), when it applies (a pure function of the state) and what it does.
/// The keymap, the help overlay and the footer are the concatenation of these declarations
/// (``Keymap/declarations``); a key press runs the `does` of the top screen's declaration.
public struct ScreenKey: Sendable {
    /// The keys, the action's name, the context, the help line and the footer hint.
    public let binding: KeyBinding
    /// False for a key that acts in its context as its own but is told in help by the global line
    /// of the same keys (the filter panel's ↑↓, which move in the panel): left out of ``Keymap/bindings``.
    public let listed: Bool
    /// True when the key would do something now: the footer hints and help offer only these.
    public let applies: @Sendable (AppState) -> Bool
    /// True when help lists the key now (as a rule, when it applies).
    public let offered: @Sendable (AppState) -> Bool
    /// What the key does.
    public let does: @Sendable (inout AppState, inout [Effect]) -> Void
    /// The footer's hint when the state says otherwise than ``KeyBinding/hint`` (nil: the
    /// binding's): ⏎ on the review "ends" where the shop takes no payment.
    public let hintNow: (@Sendable (AppState) -> String?)?

    /// A key of `context`: its binding, when it applies, what help offers (`applies` unless
    /// said), and what it does.
    init(
        _ keys: [Key], _ action: Action, in context: KeyContext, help: String, hint: String? = nil, hintedIn: Set<KeyContext>? = nil,
        listed: Bool = true, applies: @escaping @Sendable (AppState) -> Bool, offered: (@Sendable (AppState) -> Bool)? = nil,
        hintNow: (@Sendable (AppState) -> String?)? = nil, does: @escaping @Sendable (inout AppState, inout [Effect]) -> Void
    ) {
        binding = KeyBinding(keys: keys, action: action, context: context, help: help, hint: hint, hintedIn: hintedIn)
        self.listed = listed
        self.applies = applies
        self.offered = offered ?? applies
        self.does = does
        self.hintNow = hintNow
    }

    /// The global keys of `actions` doing something else in `context` (`does`, given the
    /// action), where help still tells them by the global lines: not listed, applying as the
    /// global keys do, and without the keys the context's own declarations (`own`) take.
    static func takingOver(
        _ actions: Set<Action>, in context: KeyContext, besides own: [ScreenKey],
        does: @escaping @Sendable (Action, inout AppState, inout [Effect]) -> Void
    ) -> [ScreenKey] {
        let taken = Set(own.filter { $0.binding.context == context }.flatMap(\.binding.keys))
        return GlobalKeys.keys.filter { actions.contains($0.binding.action) }.map { key in
            let action = key.binding.action
            return ScreenKey(
                key.binding.keys.filter { !taken.contains($0) }, action, in: context, help: key.binding.help, hint: key.binding.hint,
                hintedIn: key.binding.hintedIn, listed: false, applies: key.applies, offered: key.offered, hintNow: key.hintNow,
                does: { does(action, &$0, &$1) })
        }
    }

    /// A key that opens a page in the browser: nothing opens on a kiosk's server, where it says
    /// why instead.
    static func openInBrowser(
        in context: KeyContext, help: String, applies: @escaping @Sendable (AppState) -> Bool,
        does: @escaping @Sendable (inout AppState, inout [Effect]) -> Void
    ) -> ScreenKey {
        ScreenKey(
            [.character("o")], .openInBrowser, in: context, help: help, hint: "open", applies: { !$0.kiosk && applies($0) },
            does: { state, effects in
                guard !state.kiosk else {
                    state.status = StatusLine(state.pagesUnreachable ? AppState.demoTakesNoPayment : AppState.nothingOpensInAKiosk)
                    return
                }
                does(&state, &effects)
            })
    }
}
