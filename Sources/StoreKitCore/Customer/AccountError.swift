import Foundation

/// What went wrong with a customer-account action, in words a person can act on.
public enum AccountError: Error, Equatable, CustomStringConvertible {
    /// The shop refused the input; each error names its field.
    case rejected([UserError])
    case notLoggedIn
    /// The token expired or was revoked; the session was deleted.
    case sessionExpired
    case store(StorefrontError)
    case session(SessionFileError)
    case customerAccount(CustomerAccountError)
    /// Logged out here, but the shop could not be told.
    case loggedOutLocally(String)
    /// No account of this shop has that e-mail address and password.
    case wrongCredentials(email: String)
    /// The store lets no e-mail and password account be used here: its Storefront API refuses
    /// the classic customer fields to shopterm's token (or to no token); `requiredAccess` is
    /// the access scope it names, as the store wrote it.
    case classicAccountsRefused(requiredAccess: String?)

    /// The sentence for a person in front of a form (no command line advice).
    public var sentence: String {
        switch self {
        case .wrongCredentials: return "That e-mail address and password do not match an account of this shop. Check them and try again."
        case .classicAccountsRefused: return Self.classicAccountsRefusedSentence
        default: return description
        }
    }

    /// What a shopper in the storefront reads when the store refuses e-mail and password
    /// accounts (what works instead is said beside it).
    public static let classicAccountsRefusedSentence =
        "This store does not let shopterm log in with an e-mail address and password (its customer accounts need an access token this launch was not given)."

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .rejected(let errors): return errors.map(\.description).joined(separator: "\n")
        case .notLoggedIn:
            return
                "not logged in; run `shopterm account login --oauth` (the shop's login page) or `account login --email ADDRESS` (or `account signup`)"
        case .sessionExpired: return "the login has expired; log in again with `shopterm account login`"
        case .store(let error): return "\(error)"
        case .session(let error): return "\(error)"
        case .customerAccount(let error): return "\(error)"
        case .loggedOutLocally(let reason): return "logged out on this machine, but the shop could not be told: \(reason)"
        case .wrongCredentials(let email):
            return "that e-mail address and password do not match an account of this shop; check them, or reset the password: "
                + "shopterm account recover \(ShellWord.quoted(email))"
        case .classicAccountsRefused(let access):
            let scope = access?.trimmingCharacters(in: CharacterSet(charactersIn: " .")).oneLine(limit: 120).map { " (\($0))" } ?? ""
            return "this store does not let shopterm use e-mail and password accounts: they need the shop's Storefront API "
                + "access token with customer access\(scope), given with --token or SHOPTERM_TOKEN (the shop's owner makes one "
                + "in Shopify's Headless sales channel); or log in with the shop's account page: shopterm account login --oauth"
        }
    }
}
