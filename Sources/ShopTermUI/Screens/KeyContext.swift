/// Where a binding applies.
public enum KeyContext: String, Sendable, Equatable, CaseIterable {
    /// Every screen except text entry.
    case global
    case home, collection, product, search, cart, form, rates, review, handoff
    /// The filter panel of a collection or a search.
    case filters
    /// Typing the price range in the filter panel.
    case priceRange
    /// The Account screen when logged in (profile, addresses, orders).
    case account
    /// The log-in, sign-up and address forms of the Account screen.
    case accountForm
    /// One order's page.
    case order
    /// The country and language picker.
    case markets
    /// Typing the query of the search of every store.
    case everywhere
    /// Its results, or one product's offers.
    case everywhereList
}

extension KeyContext {
    /// A list's context (a collection's, or a search's results): the filter panel's while it is open.
    static func list(_ finding: Finding) -> KeyContext {
        guard let panel = finding.panel else { return .collection }
        return panel.priceEntry == nil ? .filters : .priceRange
    }
}

extension KeyContext {
    /// The help overlay's name for the keys of this context ("Keys: products").
    var name: String {
        switch self {
        case .global, .home: "collections"
        case .collection: "products"
        case .product: "product"
        case .search: "search"
        case .filters: "filters"
        case .priceRange: "price range"
        case .cart: "cart"
        case .form: "checkout form"
        case .rates: "shipping"
        case .review: "review"
        case .handoff: "payment"
        case .account: "account"
        case .accountForm: "account form"
        case .order: "order"
        case .markets: "country and language"
        case .everywhere, .everywhereList: "every store"
        }
    }
}
