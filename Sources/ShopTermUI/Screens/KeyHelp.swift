import StoreKitCore
import Synchronization

extension Keymap {
    /// The bindings help shows in `state`: those of its context that would do something now.
    public static func help(for state: AppState) -> [KeyBinding] {
        help(for: state.keyContext).filter { state.offersInHelp($0.action) }
    }

    /// The footer hints in `state`: "key label", only for keys that would do something now.
    /// (Worked out once per context, the first time it is drawn, and filtered per frame: the
    /// footer is drawn with every frame, and a launch draws one context, not all 17.)
    public static func hints(for state: AppState) -> [String] {
        let context = state.keyContext
        let hints = hintsByContext.withLock { known in
            if let hints = known[context] { return hints }
            let hints = computeHints(for: context)
            known[context] = hints
            return hints
        }
        return hints.filter { state.canPerform($0.action) }.map { hint in
            hint.saying.flatMap { $0(state) }.map { "\(hint.key) \($0)" } ?? hint.text
        }
    }

    /// A footer hint: the key's label, the hint as the footer writes it ("⏎ pay"), and what the
    /// hint says in a state that says otherwise (``ScreenKey/hintNow``).
    private typealias Hint = (action: Action, key: String, text: String, saying: (@Sendable (AppState) -> String?)?)

    private static let hintsByContext = Mutex<[KeyContext: [Hint]]>([:])

    private static func computeHints(for context: KeyContext) -> [Hint] {
        help(for: context).compactMap { binding in
            guard let hint = binding.hint, let key = binding.keys.first, binding.hintedIn?.contains(context) ?? true else { return nil }
            let label = shortName(key, for: binding.action)
            return (binding.action, label, "\(label) \(hint)", declaration(of: binding.action, in: context)?.hintNow)
        }
    }
}
