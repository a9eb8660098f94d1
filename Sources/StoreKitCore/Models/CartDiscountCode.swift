import Foundation

/// A discount code on a store's cart (`CartDiscountCode`). A store keeps a code it knows but
/// cannot use on this cart (`applicable: false`, with `DISCOUNT_*` warnings saying why, e.g. a
/// minimum spend) without a user error.
public struct CartDiscountCode: Sendable, Equatable, Codable {
    /// The code as the buyer typed it.
    public var code: String
    /// True when the code takes something off this cart.
    public var applicable: Bool

    /// The code `code`, applicable or not.
    public init(code: String, applicable: Bool) {
        self.code = code
        self.applicable = applicable
    }
}
