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

/// A row of the cart screen below its lines: a discount code, a gift card or the note; each can
/// be selected and removed like a line.
public enum CartExtraRow: Equatable, Sendable {
    case discount(String)
    case giftCard(String)
    case note(String)

    /// What removing the row asks for.
    var removal: CartExtrasChange {
        switch self {
        case .discount(let code): return .removeDiscount(code)
        case .giftCard(let code): return .removeGiftCard(code)
        case .note: return .setNote("")
        }
    }
}

extension CartExtras {
    /// The rows the cart screen shows, in order: discount codes, gift cards, the note.
    public var rows: [CartExtraRow] {
        discountCodes.map(CartExtraRow.discount) + giftCardCodes.map(CartExtraRow.giftCard) + (note.map { [CartExtraRow.note($0)] } ?? [])
    }
}

extension AppState {
    /// The store's cart last seen by a change of the extras, when it still matches the local
    /// cart (same lines and quantities, same codes and note, the same currency): its totals can
    /// be shown. A store cart left in an earlier market (its totals in another currency) is not.
    public var currentStoreCart: CheckoutState? {
        guard let store = storeCart, cart.subtotal?.currencyCode == store.subtotal.currencyCode else { return nil }
        let local = Dictionary(cart.lines.map { ($0.key, $0.quantity) }, uniquingKeysWith: +)
        let remote = Dictionary(store.lines.map { ($0.key, $0.quantity) }, uniquingKeysWith: +)
        guard local == remote, Set(store.discountCodes.map { $0.code.lowercased() }) == Set(cart.extras.discountCodes.map { $0.lowercased() }),
            store.giftCards.count == cart.extras.giftCardCodes.count, store.note == cart.extras.note
        else { return nil }
        return store
    }

    /// What the store's cart is asked to match: the lines, the codes and note, the market.
    var storeCartWanted: StoreCartWanted {
        StoreCartWanted(
            lines: Dictionary(cart.lines.map { ($0.key, $0.quantity) }, uniquingKeysWith: +), extras: cart.extras,
            country: market?.country)
    }

    /// The number of selectable rows of the cart screen: its lines, then its extras.
    var cartRowCount: Int { cart.lines.count + cart.extras.rows.count }
}
