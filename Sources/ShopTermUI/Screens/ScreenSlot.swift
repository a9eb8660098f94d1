/// What on a screen waits for an answer: a screen waits for one thing of each kind at a time.
public enum ScreenSlot: Hashable, Sendable {
    /// The next page of the screen's list (a collection's products, search results, the
    /// store's countries).
    case page
    /// The store's suggestions for the query being typed (the rest timer, then the request).
    case suggestions
    /// The product of a product page.
    case product
    /// The chosen variant of a product page, read on its own.
    case variant
    /// "You may also like".
    case recommendations
    /// The product page's stock, checked again (`r`).
    case stock
    /// The checkout wizard's step.
    case checkout
    /// The Account screen's request (a login, a change of the address book, a reload).
    case accountAction
    /// The market picker's change of market.
    case marketChange
    /// The global catalog made ready while the query of the search of every store is typed.
    case catalogReady
}
