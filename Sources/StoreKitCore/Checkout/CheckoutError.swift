import Foundation

/// Why a checkout step failed, said so that the person knows what to change.
public enum CheckoutError: Error, Equatable, CustomStringConvertible {
    /// The store refused the input: each error with the field it concerns.
    case userErrors([UserError])
    /// No shipping options appeared for the address within the polling bound.
    case noShippingRates(attempts: Int, country: String?)
    /// `--shipping HANDLE` names no offered rate.
    case unknownShippingRate(String, available: [String])
    /// The checkout URL is not https (or loopback http), or is malformed.
    case unsafeURL(String)
    case emptyCart
    /// The store took none of the cart's lines for the address's country (each sold out in the
    /// market there): nothing to ship, so no shipping options will come.
    case nothingSoldThere(country: String?)
    /// More different items than a store's cart is read with (``cartLineLimit``).
    case tooManyLines(Int)
    /// The cart has add-ons (nested cart lines) and the store is spoken to in an API version
    /// before they came (2025-10).
    case addOnsNeedNewerVersion(APIVersion)
    /// The checkout was already paid or expired.
    case gone

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .userErrors(let errors):
            return errors.map(\.description).joined(separator: "; ")
        case .noShippingRates(let attempts, let country):
            return "the store offered no shipping options for this address after \(attempts) tries"
                + (country.map { " (does it ship to \($0)?)" } ?? "") + "; check the address or try again"
        case .unknownShippingRate(let handle, let available):
            return "no shipping option \"\(handle)\"; choose one of: \(available.joined(separator: ", ")), or cheapest"
        case .unsafeURL(let url):
            return "refusing the checkout URL \"\(url)\": only https (or a loopback demo server) is opened or printed"
        case .tooManyLines(let count):
            return "the cart has \(count) different items; a checkout takes at most \(cartLineLimit): remove some first"
        case .nothingSoldThere(let country):
            return "the store has none of the cart's items for "
                + (country.map { "an address in \($0)" } ?? "this address") + ": they are sold out there; change the address or the cart"
        case .emptyCart:
            return "the cart is empty; add something first: shopterm cart add HANDLE"
        case .addOnsNeedNewerVersion(let version):
            return "add-ons are nested cart lines, which the store's API takes from version \(APIVersion.nestedCartLines) on, not \(version)"
                + ": drop --api-version (or apiVersion in the config file), or remove the add-ons"
        case .gone:
            return "that checkout no longer exists (paid or expired)"
        }
    }
}
