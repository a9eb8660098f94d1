import Foundation

/// What a `CartInput` brings besides its lines, as the demo store reads it from `cartCreate`:
/// `discountCodes`, `giftCardCodes` and `note`. The store's own type, shared with no client.
struct DemoCartExtras: Sendable, Equatable {
    /// The discount codes as given (the store compares them case-insensitively).
    var discountCodes: [String] = []
    /// The gift card codes as given.
    var giftCardCodes: [String] = []
    /// The buyer's note, if any.
    var note: String?
}
