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
}

extension KeyContext {
    /// A list's context (a collection's, or a search's results): the filter panel's while it is open.
    static func list(_ finding: Finding) -> KeyContext {
        guard let panel = finding.panel else { return .collection }
        return panel.priceEntry == nil ? .filters : .priceRange
    }
}
