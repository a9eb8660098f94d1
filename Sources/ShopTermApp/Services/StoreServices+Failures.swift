import Foundation
import ShopTermUI
import StoreKitCore

extension StoreServices {
    /// The answer a failed request gives the UI: the store's refusals of input become form
    /// messages by field, an ended login becomes "logged out", anything else one line.
    public static func response(for error: any Error) -> Response {
        switch error {
        case let error as AccountError:
            switch error {
            case .rejected(let errors): return .userErrors(FormErrors.fieldMessages(errors))
            case .sessionExpired, .notLoggedIn: return .loggedOut(error.description)
            case .loggedOutLocally(let reason): return .loggedOut("Logged out on this computer; the shop could not be told (\(reason)).")
            case .wrongCredentials: return .userErrors(["": error.sentence])
            case .classicAccountsRefused: return .classicAccountsRefused
            default: return .failure(error.description)
            }
        case let error as CartExtrasError:
            return .failure(error.description)
        case CheckoutError.userErrors(let errors):
            return .userErrors(FormErrors.fieldMessages(errors))
        case is CancellationError:
            return .failure("cancelled")
        default:
            return .failure("\(error)")
        }
    }
}
