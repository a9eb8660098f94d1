/// A mutation's `userErrors` / `checkoutUserErrors` / `customerUserErrors` entry: what is wrong
/// with the input, and which input field it concerns. These are answers for the person, not
/// failures of the request.
public struct UserError: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The input field path, e.g. `["input", "shippingAddress", "zip"]`; nil for the whole input.
    public var field: [String]?
    /// The error code when the API gives one (e.g. `INVALID`, `BLANK`).
    public var code: String?
    /// The store's words.
    public var message: String

    /// A refusal of `field` (its path in the input), with its code and message.
    public init(field: [String]?, code: String? = nil, message: String) {
        self.field = field
        self.code = code
        self.message = message
    }

    /// The last meaningful part of the field path (`zip`), for "zip: Enter a valid ZIP code".
    public var fieldName: String? {
        field?.last { Int($0) == nil }
    }

    /// "zip: Enter a valid ZIP code": the message as the store sent it (translated, so never
    /// read for decisions: ``code`` is), on one line.
    public var description: String {
        let said = message.oneLine() ?? "(no message)"
        return fieldName.map { "\($0): \(said)" } ?? said
    }
}
