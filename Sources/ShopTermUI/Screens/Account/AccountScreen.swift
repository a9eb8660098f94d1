import Foundation
import StoreKitCore

/// The Account screen: log-in and sign-up forms when logged out; profile, addresses and
/// orders when logged in, with an address form for adding and editing.
public struct AccountScreen: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        /// How to log in: the shop's account page (Customer Account API) first, the classic form last.
        case choose
        /// The shop's account page: its address once the store gave it; `paste`: the shopper
        /// logs in on another device and pastes the address it ends on (a field).
        case browser(url: URL?, paste: Bool)
        case logIn
        case signUp
        case overview
        /// Adding (nil) or editing the address with this ID.
        case address(id: String?)
    }

    /// What the request under way does.
    public enum Activity: Equatable, Sendable {
        case loggingIn, signingUp, loggingOut, loading, savingAddress, deletingAddress, choosingDefault

        public var description: String {
            switch self {
            case .loggingIn: return "Logging in…"
            case .signingUp: return "Creating your account…"
            case .loggingOut: return "Logging out…"
            case .loading: return "Loading your account…"
            case .savingAddress: return "Saving the address…"
            case .deletingAddress: return "Deleting the address…"
            case .choosingDefault: return "Changing the default address…"
            }
        }
    }

    public var mode: Mode
    public var fields: [FormField]
    public var focused = 0
    /// Messages by field key; "" for the form as a whole.
    public var errors: [String: String] = [:]
    /// What the screen's request under way does.
    public var activity: Activity?
    /// The selected address in the overview.
    public var selection = 0
    /// Set while `d` waits for y/n.
    public var confirmingDelete = false
    /// `L` asked; y logs out (the shop is told), anything else stays.
    public var confirmingLogOut = false

    public init(mode: Mode, fields: [FormField] = []) {
        self.mode = mode
        self.fields = fields
    }

    /// The log-in form.
    public static func logIn(email: String = "") -> AccountScreen {
        AccountScreen(
            mode: .logIn,
            fields: [
                FormField(key: "email", label: "Email", value: email, required: true),
                FormField(key: "password", label: "Password", required: true, secret: true),
            ])
    }

    /// The sign-up form.
    public static func signUp(email: String = "") -> AccountScreen {
        AccountScreen(
            mode: .signUp,
            fields: [
                FormField(key: "firstName", label: "First name"),
                FormField(key: "lastName", label: "Last name"),
                FormField(key: "email", label: "Email", value: email, required: true),
                FormField(key: "password", label: "Password", required: true, secret: true),
            ])
    }

    /// The ways to log in `.choose` offers, in order: the shop's account page where the shop
    /// has one, the classic form where the store allows it.
    public static func loginChoices(_ state: AppState) -> [String] {
        (state.customerAccountLogin ? ["The shop's account page, in your browser", "The same page on another device (paste)"] : [])
            + (state.classicAccountsRefused ? [] : ["Classic account: e-mail, password (legacy)"])
    }

    /// How to log in.
    public static let choose = AccountScreen(mode: .choose)

    /// The shop's account page, waiting for its address.
    public static func browser(paste: Bool) -> AccountScreen {
        AccountScreen(
            mode: .browser(url: nil, paste: paste),
            fields: paste ? [FormField(key: "redirect", label: "Address", required: true)] : [])
    }

    /// True on a way to log in (the choice, the shop's page, the classic forms).
    public var isLoggingIn: Bool {
        switch mode {
        case .choose, .browser, .logIn, .signUp: return true
        case .overview, .address: return false
        }
    }

    public var isForm: Bool {
        switch mode {
        case .overview, .choose: return false
        case .browser: return !fields.isEmpty
        default: return true
        }
    }

    /// The login page's address, on `.browser` once known.
    public var loginURL: URL? { if case .browser(let url?, _) = mode { return url } else { return nil } }

    public func value(_ key: String) -> String { fields.first { $0.key == key }?.value.trimmingCharacters(in: .whitespaces) ?? "" }
}
