import Foundation

/// What went wrong signing in through the Customer Account API.
public enum CustomerAccountError: Error, Equatable, CustomStringConvertible {
    case badRedirect(String)
    /// The `state` that came back is not the one sent: the answer is not for this login.
    case stateMismatch
    /// The person (or the shop) refused.
    case denied(String)
    /// The token endpoint refused (`invalid_grant` for a reused or expired code, …).
    case tokenRefused(String)
    /// The token endpoint's answer could not be used.
    case badTokenAnswer(String)
    /// No redirect arrived in time.
    case timedOut
    case transport(TransportError)
    /// The exchange for a Storefront customer token was refused.
    case exchangeRefused(String)
    /// `--oauth` without the shop's Customer Account API settings.
    case notConfigured

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .badRedirect(let reason): return "login: \(reason)"
        case .stateMismatch: return "login refused: the redirect's state does not match this login (it may be from another attempt); try again"
        case .denied(let reason): return "login was not allowed: \(reason)"
        case .tokenRefused(let reason): return "login refused by the shop: \(reason)"
        case .badTokenAnswer(let reason): return "the shop's login answer cannot be used: \(reason)"
        case .timedOut: return "no login arrived in time; run the command again"
        case .transport(let error): return "\(error)"
        case .exchangeRefused(let reason): return "the shop refused a storefront customer token: \(reason)"
        case .notConfigured:
            return
                "Customer Account API login needs this shop's shop ID and the client ID its merchant made for shopterm: --account-shop-id and --account-client-id, or in the config file under \"shops\": {\"<the shop's domain>\": {\"customerAccountShopId\": …, \"customerAccountClientId\": …}} (README: Customer accounts)"
        }
    }
}
