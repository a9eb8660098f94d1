/// What a key does.
public enum Action: String, Sendable, Equatable, CaseIterable {
    case up, down, pageUp, pageDown, top, bottom
    case open, back, home
    case search, cart, help, quit
    case previousValue, nextValue
    case increase, decrease, addToCart, addUnder, remove, undo, revalidate, checkout
    case discountCode, giftCard, note
    case sort, filter, toggleFilter, clearFilters
    case nextField, previousField, submit
    case openInBrowser, copyURL
    case retry
    case account, switchForm, addAddress, editAddress, makeDefault, logOut, nextSavedAddress
    case markets
    case everywhere
}
