import Foundation

/// What the store says to a request of the Account screen.
enum AccountAnswer: Equatable, Sendable {
    /// The signed-in customer after the request; nil when logged out.
    case customer(AccountSnapshot?)
    /// The login ended (expired or revoked): the message says so.
    case loggedOut(String)
    /// The store lets no e-mail and password account be used here.
    case classicAccountsRefused
    /// The browser login's page, its first step, and what the address to paste starts with
    /// when the shop's login ends on one (nil: a listener hears it).
    case browserLogInStarted(URL, pasteFrom: String? = nil)
}
