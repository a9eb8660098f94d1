/// One entry of the keymap: keys, the action, where, and the help text.
public struct KeyBinding: Sendable, Equatable {
    public var keys: [Key]
    public var action: Action
    public var context: KeyContext
    public var help: String
    /// The footer's short label ("quit"), when the binding is shown there.
    public var hint: String?
    /// The contexts whose footer shows this global binding (nil: every context).
    public var hintedIn: Set<KeyContext>?

    public init(keys: [Key], action: Action, context: KeyContext, help: String, hint: String?, hintedIn: Set<KeyContext>? = nil) {
        self.keys = keys
        self.action = action
        self.context = context
        self.help = help
        self.hint = hint
        self.hintedIn = hintedIn
    }
}
