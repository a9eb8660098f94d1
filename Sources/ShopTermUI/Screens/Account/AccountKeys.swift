import StoreKitCore

/// The Account screen's keys: its log-in, sign-up and address forms (typed in
/// ``Account/edit(_:_:)``), and the overview's addresses, log-out and the browser's login page.
enum AccountKeys {
    static let keys: [ScreenKey] = [
        ScreenKey(
            [.tab, .down], .nextField, in: .accountForm, help: "next field", hint: "next", applies: always,
            does: { Account.perform(.nextField, &$0, &$1) }),
        ScreenKey(
            [.backTab, .up], .previousField, in: .accountForm, help: "previous field", applies: always,
            does: { Account.perform(.previousField, &$0, &$1) }),
        ScreenKey(
            [.enter], .submit, in: .accountForm, help: "log in / sign up / save", hint: "ok", applies: always,
            does: { Account.perform(.submit, &$0, &$1) }),
        ScreenKey([.escape], .back, in: .accountForm, help: "back", hint: "back", applies: GlobalKeys.canGoBack, does: { Navigation.back(&$0, &$1) }),
        ScreenKey(
            [.control("n")], .switchForm, in: .accountForm, help: "switch between log in and sign up", hint: "log in/sign up",
            applies: { $0.screen.account.map { $0.mode == .logIn || $0.mode == .signUp } ?? false }, does: { Account.perform(.switchForm, &$0, &$1) }),

        ScreenKey(
            [.character("n")], .addAddress, in: .account, help: "add an address", hint: "new", applies: loggedIn,
            does: { Account.perform(.addAddress, &$0, &$1) }),
        ScreenKey(
            [.character("e")], .editAddress, in: .account, help: "edit the address", hint: "edit", applies: onAddress,
            does: { Account.perform(.editAddress, &$0, &$1) }),
        ScreenKey(
            [.character("d"), .delete], .remove, in: .account, help: "delete the address (asks)", hint: "delete", applies: onAddress,
            does: { Account.perform(.remove, &$0, &$1) }),
        ScreenKey(
            [.character("*")], .makeDefault, in: .account, help: "make it the default address", hint: "default", applies: onAddress,
            does: { Account.perform(.makeDefault, &$0, &$1) }),
        ScreenKey(
            [.character("L")], .logOut, in: .account, help: "log out", hint: "log out", applies: loggedIn,
            does: { Account.perform(.logOut, &$0, &$1) }),
        ScreenKey(
            [.character("r")], .retry, in: .account, help: "reload from the store", applies: always,
            does: { state, effects in
                state.status = nil
                Account.perform(.retry, &state, &effects)
            }),
        .openInBrowser(
            in: .account, help: "open the shop's login page in the browser", applies: hasLoginPage,
            does: { Account.perform(.openInBrowser, &$0, &$1) }),
        ScreenKey(
            [.character("y")], .copyURL, in: .account, help: "copy the login page's address (OSC 52)", hint: "copy", applies: hasLoginPage,
            does: { Account.perform(.copyURL, &$0, &$1) }),
    ]

    @Sendable private static func always(_ state: AppState) -> Bool { true }

    @Sendable private static func loggedIn(_ state: AppState) -> Bool { state.account != nil }

    @Sendable private static func hasLoginPage(_ state: AppState) -> Bool { state.screen.account?.loginURL != nil }

    /// The overview's cursor is on an address (not an order, not in a form).
    @Sendable private static func onAddress(_ state: AppState) -> Bool {
        state.screen.account.flatMap { Account.selectedAddress($0, state) } != nil
    }
}
