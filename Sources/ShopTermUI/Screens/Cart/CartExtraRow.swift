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
