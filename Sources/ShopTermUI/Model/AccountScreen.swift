import Foundation
import StoreKitCore

/// The signed-in customer as the UI shows them: profile, address book and recent orders.
public struct AccountSnapshot: Equatable, Sendable {
    public var profile: CustomerProfile
    public var addresses: [CustomerAddress]
    public var defaultAddressID: String?
    public var orders: [CustomerOrder]
    /// True when signed in through the Customer Account API.
    public var viaCustomerAccountAPI: Bool

    public init(
        profile: CustomerProfile, addresses: [CustomerAddress], defaultAddressID: String?, orders: [CustomerOrder],
        viaCustomerAccountAPI: Bool = false
    ) {
        self.profile = profile
        self.addresses = addresses
        self.defaultAddressID = defaultAddressID
        self.orders = orders
        self.viaCustomerAccountAPI = viaCustomerAccountAPI
    }

    /// One entry of the Account overview's list.
    public enum Item: Equatable, Sendable {
        case address(CustomerAddress)
        case order(CustomerOrder)
    }

    /// What the overview lists and the selection moves over: the addresses, then the orders.
    public var items: [Item] { addresses.map(Item.address) + orders.map(Item.order) }

    /// The default address, else the first one.
    public var preferredAddress: CustomerAddress? {
        addresses.first { $0.id == defaultAddressID } ?? addresses.first
    }
}

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

/// The address fields of the checkout and account forms.
public enum AddressForm {
    static let labels = [
        "firstName": "First name", "lastName": "Last name", "company": "Company", "address1": "Address",
        "address2": "Apartment", "city": "City", "provinceCode": "State/prov.", "zip": "ZIP/postal",
        "countryCode": "Country", "phone": "Phone",
    ]
    static let required: Set<String> = ["address1", "city", "countryCode"]

    /// One field per address key, filled from `values`.
    public static func fields(_ values: [String: String]) -> [FormField] {
        ShippingAddress.keys.map { key in
            FormField(key: key, label: labels[key] ?? key, value: values[key] ?? "", required: required.contains(key))
        }
    }

    /// The address as field values.
    public static func values(_ address: ShippingAddress) -> [String: String] {
        let all: [String: String?] = [
            "firstName": address.firstName, "lastName": address.lastName, "company": address.company,
            "address1": address.address1, "address2": address.address2, "city": address.city,
            "provinceCode": address.provinceCode, "zip": address.zip, "countryCode": address.countryCode,
            "phone": address.phone,
        ]
        return all.compactMapValues { $0 }
    }

    /// The address the fields describe, or the problems by field key.
    static func address(from fields: [FormField]) -> Result<ShippingAddress, FieldErrors> {
        var values: [String: String] = [:]
        for field in fields where !field.value.trimmingCharacters(in: .whitespaces).isEmpty {
            values[field.key] = field.value
        }
        let missing = fields.filter { required.contains($0.key) && values[$0.key] == nil }
        guard missing.isEmpty else { return .failure(FieldErrors(Dictionary(uniqueKeysWithValues: missing.map { ($0.key, "Required") }))) }
        do {
            return .success(try ShippingAddress(values: values))
        } catch {
            if case .invalid(let key, let reason) = error { return .failure(FieldErrors([key: reason])) }
            return .failure(FieldErrors(["": error.description]))
        }
    }
}

/// Messages by form field key ("" for the whole form).
struct FieldErrors: Error, Equatable {
    var messages: [String: String]
    init(_ messages: [String: String]) { self.messages = messages }
}
