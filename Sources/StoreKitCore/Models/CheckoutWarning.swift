import Foundation

/// A warning the store attached to a change (`CartWarning`): not an error, but
/// something the person should know, e.g. fewer items than asked were added.
public struct CheckoutWarning: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The warning's code (`MERCHANDISE_NOT_ENOUGH_STOCK`).
    public var code: String
    /// The store's words.
    public var message: String
    /// The ID the warning is about (a line or a variant).
    public var target: String

    /// A warning as the store states it.
    public init(code: String, message: String, target: String) {
        self.code = code
        self.message = message
        self.target = target
    }

    /// `earlier` then the warnings of `later` not already said (same code and target).
    public static func merged(_ earlier: [CheckoutWarning], _ later: [CheckoutWarning]) -> [CheckoutWarning] {
        earlier + later.filter { warning in !earlier.contains { $0.code == warning.code && $0.target == warning.target } }
    }

    /// A line's product is not sold where the buyer is (the cart's country): one warning a line,
    /// its target the line's ID (API 2026-07 on; Shopify's changelog of 2026-05-12).
    public static let unavailableInBuyerLocation = "PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION"

    /// The message as the store sent it, on one line (decisions read ``code``).
    public var description: String { message.oneLine() ?? code }
}
