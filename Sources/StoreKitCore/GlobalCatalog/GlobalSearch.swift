import Foundation

/// One search of the global catalog (`search_catalog`).
public struct GlobalSearch: Sendable, Equatable {
    /// What the shopper typed.
    public var query: String
    /// ISO 3166-1 alpha-2 country the products must ship to: sent as
    /// `filters.ships_to.country` (Shopify's global catalog extension) and as
    /// `context.address_country` (UCP's market hint).
    public var shipsTo: String?
    /// The shopper's currency (ISO 4217): `context.currency`, and what the price bounds are in.
    public var currency: String?
    /// The lowest price, in ``currency``'s major unit (sent in its minor unit).
    public var minPrice: Decimal?
    /// The highest price, in ``currency``'s major unit (sent in its minor unit).
    public var maxPrice: Decimal?
    /// Only items that can be bought now (`filters.available`, Shopify's default true).
    public var availableOnly: Bool
    /// Product conditions (`filters.condition`): Shopify knows "new" and "secondhand".
    public var conditions: [String]
    /// The page after the one that gave this cursor.
    public var cursor: String?
    /// How many products a page should have (UCP's default is 10).
    public var limit: Int?

    /// A search for `query`, available items only, no other filter.
    public init(
        query: String, shipsTo: String? = nil, currency: String? = nil, minPrice: Decimal? = nil, maxPrice: Decimal? = nil,
        availableOnly: Bool = true, conditions: [String] = [], cursor: String? = nil, limit: Int? = nil
    ) {
        self.query = query
        self.shipsTo = shipsTo
        self.currency = currency
        self.minPrice = minPrice
        self.maxPrice = maxPrice
        self.availableOnly = availableOnly
        self.conditions = conditions
        self.cursor = cursor
        self.limit = limit
    }
}
