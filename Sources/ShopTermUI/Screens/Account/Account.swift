import Foundation
import StoreKitCore

/// The Account screen: log in / sign up when logged out; profile, address book (add, edit,
/// delete, default) and orders when logged in; log out.
enum Account {
    /// `a`: opens the Account screen (once).
    static func open(_ state: inout AppState, _ effects: inout [Effect]) {
        if state.screen.account != nil { return }
        if state.kiosk, state.account == nil {
            // Over SSH: the shop's login page in the shopper's own browser, its last address
            // pasted here (nothing on the server listens for it, and no password is typed here).
            Navigation.push(.account(.browser(paste: true)), &state, &effects)
            guard var screen = state.screen.account else { return }
            send(.startBrowserLogIn(paste: true), .loggingIn, &screen, &state, &effects)
            state.stack[state.top] = .account(screen)
            return
        }
        Navigation.push(.account(state.account == nil ? loggedOutScreen(state) : AccountScreen(mode: .overview)), &state, &effects)
    }

    /// Where a logged-out shopper starts: the choice of logins where the shop has the Customer
    /// Account API, else the classic form; where the store refuses e-mail and password
    /// accounts, the screen says so and offers what works instead.
    static func loggedOutScreen(_ state: AppState) -> AccountScreen {
        guard state.customerAccountLogin || state.classicAccountsRefused else { return .logIn(email: state.rememberedFields["email"] ?? "") }
        var screen = AccountScreen.choose
        if state.classicAccountsRefused { screen.errors[""] = refusedClassicAccounts(state) }
        return screen
    }

    /// What the store does not allow, in words, and what works instead.
    static func refusedClassicAccounts(_ state: AppState) -> String {
        AccountError.classicAccountsRefusedSentence
            + (state.customerAccountLogin
                ? " Log in with the shop's account page instead."
                : " To log in, start shopterm with the shop's Storefront API token (--token or SHOPTERM_TOKEN); meanwhile you can shop and check out as a guest.")
    }

    /// ⏎ on a way to log in.
    static func choose(_ state: inout AppState, _ effects: inout [Effect]) {
        guard var screen = state.screen.account, screen.mode == .choose else { return }
        let browser = state.customerAccountLogin ? 2 : 0
        switch screen.selection {
        case ..<browser:
            screen = .browser(paste: screen.selection == 1)
            send(.startBrowserLogIn(paste: screen.fields.count == 1), .loggingIn, &screen, &state, &effects)
        case browser where !state.classicAccountsRefused:
            screen = .logIn(email: state.rememberedFields["email"] ?? "")
        default:
            return
        }
        state.stack[state.top] = .account(screen)
    }

    /// The login page's address came: the browser opens on it (unless the shopper logs in
    /// elsewhere), and its answer is waited for, or pasted: where the shopper chose to log in
    /// elsewhere, and where the shop's login ends on a registered callback that nothing here
    /// can hear (`pasteFrom`: a real shop's; the browser still opens here).
    static func browserStarted(
        _ url: URL, pasteFrom: String?, _ screen: inout AccountScreen, depth: Int, _ state: inout AppState, _ effects: inout [Effect]
    ) {
        guard case .browser(_, let chosePaste) = screen.mode else { return }
        let paste = chosePaste || pasteFrom != nil
        if paste, !chosePaste { screen = .browser(paste: true) }
        screen.mode = .browser(url: url, paste: paste)
        // A callback a browser cannot open (`shop.….app://callback`) is copied from its address bar.
        let starts = pasteFrom.map { " (it starts with \($0)\($0.hasPrefix("http") ? "" : ", which the browser may say it cannot open"))" } ?? ""
        if paste, !chosePaste {
            effects.append(.openURL(url))
            state.status = StatusLine("Log in in your browser, then paste here the address it ends on\(starts).")
        } else if paste {
            // The demo shop's page opens only on its own computer (``Views/demoLoginUnreachable``).
            let device = state.pagesUnreachable ? "the shop's own computer" : "a device with a browser"
            state.status = StatusLine("Open the address on \(device), log in, then paste where it ends here\(starts).")
        } else {
            effects.append(.openURL(url))
            send(.finishBrowserLogIn(pasted: nil), .loggingIn, &screen, depth: depth, &state, &effects)
        }
    }

    /// Typing into the focused field. True when the key was used.
    static func edit(_ key: Key, _ state: inout AppState) -> Bool {
        guard var screen = state.screen.account, screen.isForm, screen.fields.indices.contains(screen.focused) else { return false }
        guard FormEditing.edit(key, &screen.fields[screen.focused]) else { return false }
        screen.errors[screen.fields[screen.focused].key] = nil
        state.stack[state.top] = .account(screen)
        return true
    }

    /// y/n after `d`. True when the key answered the question.
    static func confirm(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) -> Bool {
        guard var screen = state.screen.account, screen.confirmingDelete || screen.confirmingLogOut else { return false }
        let yes = key == .character("y") || key == .character("Y")
        if screen.confirmingLogOut {
            screen.confirmingLogOut = false
            if yes { send(.logOut, .loggingOut, &screen, &state, &effects) } else { state.status = nil }
        } else {
            screen.confirmingDelete = false
            if yes, let address = selectedAddress(screen, state) {
                send(.deleteAddress(id: address.id), .deletingAddress, &screen, &state, &effects)
            } else {
                state.status = nil
            }
        }
        state.stack[state.top] = .account(screen)
        return true
    }

    static func perform(_ action: Action, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var screen = state.screen.account else { return }
        switch action {
        case .nextField, .previousField:
            screen.focused = FormEditing.move(action, from: screen.focused, in: screen.fields.indices)
        case .switchForm:
            let email = screen.value("email")
            switch screen.mode {
            case .logIn: screen = .signUp(email: email)
            case .signUp: screen = .logIn(email: email)
            default: return
            }
        case .submit:
            submit(&screen, &state, &effects)
        case .addAddress:
            screen.mode = .address(id: nil)
            screen.fields = AddressForm.fields([
                "firstName": state.account?.profile.firstName ?? "", "lastName": state.account?.profile.lastName ?? "",
            ])
            screen.focused = 0
            screen.errors = [:]
        case .editAddress:
            guard let address = selectedAddress(screen, state) else { return }
            screen.mode = .address(id: address.id)
            screen.fields = AddressForm.fields(AddressForm.values(address.address))
            screen.focused = 0
            screen.errors = [:]
        case .remove:
            guard let address = selectedAddress(screen, state), !state.isWaiting(.accountAction) else { return }
            screen.confirmingDelete = true
            state.status = StatusLine("Delete \(address.address.oneLine)? (y/n)", kind: .error)
        case .makeDefault:
            guard let address = selectedAddress(screen, state), !state.isWaiting(.accountAction) else { return }
            send(.setDefaultAddress(id: address.id), .choosingDefault, &screen, &state, &effects)
        case .logOut:
            guard !state.isWaiting(.accountAction) else { return }
            screen.confirmingLogOut = true
            state.status = StatusLine("Log out of \(state.account?.profile.email ?? "your account")? (y/n)", kind: .error)
        case .retry:
            guard !state.isWaiting(.accountAction), screen.mode == .overview else { return }
            send(.loadAccount(renew: false), .loading, &screen, &state, &effects)
        case .openInBrowser:
            guard let url = screen.loginURL else { return }
            effects.append(.openURL(url))
        case .copyURL:
            guard let url = screen.loginURL else { return }
            effects.append(.copy(url.absoluteString))
            state.status = StatusLine("The login page's address is on the clipboard.")
        default:
            return
        }
        state.stack[state.top] = .account(screen)
    }

    /// esc: from the address form back to the overview, from a login back to the choice of
    /// logins (the one under way given up); otherwise leave the screen.
    static func back(_ state: inout AppState, _ effects: inout [Effect]) -> Bool {
        guard var screen = state.screen.account else { return false }
        switch screen.mode {
        case .address:
            screen = AccountScreen(mode: .overview)
        case .browser, .logIn, .signUp:
            // A kiosk has one way to log in: esc leaves the screen.
            guard state.customerAccountLogin, state.account == nil, !state.kiosk else { return false }
            screen = .choose
        default:
            return false
        }
        state.cancel(.screen(depth: state.top, .accountAction), &effects)
        state.stack[state.top] = .account(screen)
        return true
    }

    private static func submit(_ screen: inout AccountScreen, _ state: inout AppState, _ effects: inout [Effect]) {
        guard !state.isWaiting(.accountAction) else { return }
        switch screen.mode {
        case .logIn, .signUp:
            var errors: [String: String] = [:]
            let email = screen.value("email")
            if email.range(of: #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, options: .regularExpression) == nil {
                errors["email"] = "Enter an email address like ada@example.com"
            }
            let password = screen.fields.first { $0.key == "password" }?.value ?? ""
            if password.isEmpty { errors["password"] = "Required" }
            screen.errors = errors
            if let first = screen.fields.firstIndex(where: { errors[$0.key] != nil }) {
                screen.focused = first
                return
            }
            state.rememberedFields["email"] = email
            if screen.mode == .logIn {
                send(.logIn(email: email, password: password), .loggingIn, &screen, &state, &effects)
            } else {
                let form = SignUpForm(
                    email: email, password: password, firstName: screen.value("firstName").nilIfEmpty,
                    lastName: screen.value("lastName").nilIfEmpty)
                send(.signUp(form), .signingUp, &screen, &state, &effects)
            }
            // The password is not kept once sent.
            if let index = screen.fields.firstIndex(where: { $0.key == "password" }) { screen.fields[index].value = "" }
        case .address(let id):
            switch AddressForm.address(from: screen.fields) {
            case .success(let address):
                screen.errors = [:]
                send(.saveAddress(id: id, address), .savingAddress, &screen, &state, &effects)
            case .failure(let problems):
                screen.errors = problems.messages
                if let index = screen.fields.firstIndex(where: { problems.messages[$0.key] != nil }) { screen.focused = index }
            }
        case .browser(_?, true):
            let pasted = screen.value("redirect")
            guard !pasted.isEmpty else {
                screen.errors["redirect"] = "Paste the address the browser ended on"
                return
            }
            send(.finishBrowserLogIn(pasted: pasted), .loggingIn, &screen, &state, &effects)
        case .overview, .choose, .browser:
            return
        }
    }

    /// Sends the screen's request: the screen at `depth` (the top by default) waits for it.
    static func send(
        _ call: StoreCall<AccountAnswer>, _ activity: AccountScreen.Activity, _ screen: inout AccountScreen, depth: Int? = nil,
        _ state: inout AppState, _ effects: inout [Effect]
    ) {
        screen.activity = activity
        state.send(call, for: .accountAction, depth: depth, busy: .spinner, then: AccountEvent.answered, &effects)
    }

    /// The address selected in the overview (nil when an order is, or in a form).
    static func selectedAddress(_ screen: AccountScreen, _ state: AppState) -> CustomerAddress? {
        guard screen.mode == .overview, let items = state.account?.items, items.indices.contains(screen.selection),
            case .address(let address) = items[screen.selection]
        else { return nil }
        return address
    }

    /// Enter on the overview: an order opens to its page; an address opens its form.
    static func open(item screen: AccountScreen, _ state: inout AppState, _ effects: inout [Effect]) {
        guard screen.mode == .overview, let items = state.account?.items, items.indices.contains(screen.selection) else { return }
        switch items[screen.selection] {
        case .order(let order): Navigation.openOrder(order, &state, &effects)
        case .address: perform(.editAddress, &state, &effects)
        }
    }

    /// The answer to the account load started at launch (or by `r`).
    static func applyLoad(_ result: Result<AccountAnswer, StoreFailure>, _ state: inout AppState, _ effects: inout [Effect]) {
        switch result {
        case .success(.customer(let snapshot)):
            state.account = snapshot
            // The Account screen opened before the login was read (a key pressed at launch) was
            // a way to log in: the shopper is logged in, so it is their account now, and a login
            // begun there is given up.
            if snapshot != nil {
                for depth in state.stack.indices {
                    guard let screen = state.stack[depth].account, screen.isLoggingIn, screen.activity == nil || screen.activity == .loggingIn
                    else { continue }
                    state.cancel(.screen(depth: depth, .accountAction), &effects)
                    state.stack[depth] = .account(AccountScreen(mode: .overview))
                }
            }
        case .success(.loggedOut(let message)):
            state.account = nil
            state.status = StatusLine(message, kind: .error)
        case .success(.classicAccountsRefused):
            // A login kept from a launch with a token, refused without one: the Account screen
            // says why when the shopper opens it, not every launch's status line.
            state.account = nil
            state.classicAccountsRefused = true
        case .failure(.failed(let message)):
            state.status = StatusLine("Could not load your account: \(message)", kind: .error)
        case .success(.browserLogInStarted), .failure(.refused):
            break
        }
    }

    /// An answer for the screen's pending request, the browser login's first step included.
    static func received(
        _ result: Result<AccountAnswer, StoreFailure>, _ screen: inout AccountScreen, depth: Int, _ state: inout AppState,
        _ effects: inout [Effect]
    ) {
        let activity = screen.activity
        screen.activity = nil
        switch result {
        case .success(.browserLogInStarted(let url, let pasteFrom)):
            browserStarted(url, pasteFrom: pasteFrom, &screen, depth: depth, &state, &effects)
        case .success(.customer(let snapshot?)):
            state.account = snapshot
            screen.selection = min(screen.selection, max(0, snapshot.addresses.count - 1))
            if screen.mode != .overview { screen = AccountScreen(mode: .overview, fields: []) }
            switch activity {
            case .loggingIn?: state.status = StatusLine("Logged in as \(snapshot.profile.displayName).")
            case .signingUp?: state.status = StatusLine("Welcome, \(snapshot.profile.displayName): your account is ready.")
            case .savingAddress?: state.status = StatusLine("Address saved.")
            case .deletingAddress?: state.status = StatusLine("Address deleted.")
            case .choosingDefault?: state.status = StatusLine("Default address changed.")
            default: state.status = nil
            }
        case .success(.customer(nil)):
            state.account = nil
            screen = loggedOutScreen(state)
            state.status = StatusLine(activity == .loggingOut ? "Logged out." : "You are not logged in.")
        case .success(.loggedOut(let message)):
            state.account = nil
            screen = loggedOutScreen(state)
            state.status = StatusLine(message, kind: .error)
        case .success(.classicAccountsRefused):
            state.account = nil
            state.classicAccountsRefused = true
            screen = loggedOutScreen(state)
            state.status = nil
        case .failure(.refused(let errors)):
            let known = Set(screen.fields.map(\.key))
            screen.errors = Dictionary(errors.map { (known.contains($0.key) ? $0.key : "", $0.value) }, uniquingKeysWith: { "\($0); \($1)" })
            if let index = screen.fields.firstIndex(where: { screen.errors[$0.key] != nil }) { screen.focused = index }
            let text = errors.sorted { $0.key < $1.key }.map { $0.key.isEmpty ? $0.value : "\($0.key): \($0.value)" }.joined(separator: "; ")
            state.status = StatusLine(text, kind: .error)
        case .failure(.failed(let message)):
            screen.errors[""] = message
            state.status = StatusLine(message, kind: .error)
        }
    }
}

extension String {
    /// nil for an empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
