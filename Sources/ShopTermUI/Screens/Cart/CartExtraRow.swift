import StoreKitCore

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
