import Foundation

/// One change to a cart's extras, as a buyer asks for it.
public enum CartExtrasChange: Sendable, Equatable {
    case addDiscount(String)
    case removeDiscount(String)
    case addGiftCard(String)
    /// The whole code, or its last characters ("1234", "…1234").
    case removeGiftCard(String)
    /// An empty note removes it.
    case setNote(String)
}
