import StoreKitCore

/// The one-line prompt of the cart screen for a discount code, a gift card or the note.
public struct CartPrompt: Equatable, Sendable {
    public enum Kind: Sendable, Equatable {
        case discount, giftCard, note

        /// "Discount code"
        public var label: String {
            switch self {
            case .discount: return "Discount code"
            case .giftCard: return "Gift card"
            case .note: return "Note to the store"
            }
        }

        /// The longest text taken.
        var maxLength: Int { self == .note ? 500 : CartExtras.maxCodeLength }
    }
    public var kind: Kind
    public var text: String

    public init(kind: Kind, text: String = "") {
        self.kind = kind
        self.text = text
    }

    /// The text as drawn: a gift card code is a secret, only its last 4 characters show.
    public var shownText: String {
        guard kind == .giftCard else { return text }
        return String(repeating: "•", count: max(0, text.count - 4)) + text.suffix(4)
    }
}
