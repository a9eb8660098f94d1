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

/// The store's user errors as the forms show them.
public enum FormErrors {
    /// Messages by form field key ("" for the form as a whole), several for one field joined.
    public static func fieldMessages(_ errors: [UserError]) -> [String: String] {
        Dictionary(errors.map { (formKey($0.fieldName), $0.message.oneLine() ?? "") }, uniquingKeysWith: { "\($0); \($1)" })
    }

    /// The form field a user error names (`province` → `provinceCode`, `country` → `countryCode`:
    /// customer addresses name them so; the forms hold codes).
    private static func formKey(_ field: String?) -> String {
        switch field {
        case "province"?: return "provinceCode"
        case "country"?: return "countryCode"
        default: return field ?? ""
        }
    }
}
