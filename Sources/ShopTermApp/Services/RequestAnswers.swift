import Foundation
import ShopTermUI
import StoreKitCore
import TerminalPictures

extension StoreServices {
    /// What a UI request means: the store calls it takes, and their outcome as the UI's answer.
    /// Failures become one-line messages; the store's refusals of input become form messages by
    /// field; an ended login becomes "logged out".
    public func answer(_ request: Request) async -> Response {
        do {
            switch request {
            case .home:
                return .home(try await home(), fresh: true)
            case .collections(let after):
                return .collections(try await collections(after))
            case .collectionProducts(let handle, let after, let options):
                guard let listing = try await collectionProducts(handle, after, options) else { return .collectionNotFound }
                return .products(listing)
            case .product(let handle):
                return .product(try await product(handle))
            case .search(let query, let after, let options):
                return .products(try await search(query, after, options))
            case .suggest(let query):
                return .suggestions(try await suggest(query))
            case .startBrowserLogIn(let paste):
                return .browserLogInStarted(try await startBrowserLogIn(paste))
            case .finishBrowserLogIn(let pasted):
                return .account(try await finishBrowserLogIn(pasted))
            case .variant(let id, let selection):
                return .variant(try await variant(id, selection))
            case .recommendations(let id):
                return .recommendations(try await recommendations(id))
            case .revalidate(let cart):
                let (fresh, reports) = try await revalidate(cart)
                return .revalidated(fresh, reports)
            case .checkoutStart(let lines, let email, let address, let extras, let previous):
                return .checkout(try await startCheckout(lines, email, address, extras, previous))
            case .cartExtras(let change, let cart):
                let outcome = try await changeCartExtras(change, cart)
                return .cartExtras(outcome.cart, outcome.state, notices: outcome.notices, refusal: outcome.refusal)
            case .storeCartExists(let id):
                return .storeCartExists(try await storeCartExists(id))
            case .refreshStoreCart(let cart):
                let (synced, state) = try await refreshStoreCart(cart)
                return .cartExtras(synced, state, notices: [], refusal: nil)
            case .shippingRates(let state):
                return .checkout(try await shippingRates(state))
            case .selectShipping(let rate, let state):
                return .checkout(try await selectShipping(rate, state))
            case .awaitPayment(let state):
                guard let order = try await awaitPayment(state) else { return .failure("not paid after six hours") }
                return .paid(order)
            case .loadAccount(let renew):
                return .account(try await account(renew))
            case .logIn(let email, let password):
                return .account(try await logIn(email, password))
            case .signUp(let form):
                return .account(try await signUp(form))
            case .logOut:
                try await logOut()
                return .account(nil)
            case .saveAddress(let id, let address):
                return .account(try await changeAddresses(.save(id: id, address)))
            case .deleteAddress(let id):
                return .account(try await changeAddresses(.delete(id: id)))
            case .setDefaultAddress(let id):
                return .account(try await changeAddresses(.makeDefault(id: id)))
            case .localization:
                return .localization(try await localization())
            case .changeMarket(let market, let cart):
                return .marketChanged(market, storeCart: try await changeMarket(market, cart))
            case .picture(let drawing):
                return .picture(try await picture(drawing))
            }
        } catch {
            return Self.response(for: error)
        }
    }

    /// The answer a failed request gives the UI.
    static func response(for error: any Error) -> Response {
        switch error {
        case let error as AccountError:
            switch error {
            case .rejected(let errors): return .userErrors(FormErrors.fieldMessages(errors))
            case .sessionExpired, .notLoggedIn: return .loggedOut(error.description)
            case .loggedOutLocally(let reason): return .loggedOut("Logged out on this computer; the shop could not be told (\(reason)).")
            case .wrongCredentials: return .userErrors(["": error.sentence])
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
