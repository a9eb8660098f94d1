import StoreKitCore

extension AppState {
    /// True when `action` would do something now, as the top screen's declaration of it says
    /// (``ScreenKey/applies``): the footer hints list only these, so no key is offered that does
    /// nothing (an empty cart, a finished checkout, a logged-out account, a form).
    public func canPerform(_ action: Action) -> Bool {
        Keymap.declaration(of: action, in: keyContext)?.applies(self) ?? false
    }

    /// Whether help lists `action` now (``ScreenKey/offered``): as a rule when it would do
    /// something, and `u` wherever `d` would remove something (what it puts back).
    public func offersInHelp(_ action: Action) -> Bool {
        Keymap.declaration(of: action, in: keyContext)?.offered(self) ?? false
    }
}
