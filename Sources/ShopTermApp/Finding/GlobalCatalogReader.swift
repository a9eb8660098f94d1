import Foundation
import StoreKitCore

/// What `search --everywhere` and `product --everywhere` ask the global catalog, with the
/// shopper's defaults: the country their products must ship to is the one given, else the
/// shopper's market (`--country`, SHOPTERM_COUNTRY, the one last picked in the storefront).
public struct GlobalCatalogReader: Sendable {
    public let access: GlobalCatalogAccess
    public let session: StoreSession

    public init(access: GlobalCatalogAccess, session: StoreSession) {
        self.access = access
        self.session = session
    }

    /// The shopper's market country, when one is known.
    public var marketCountry: String? {
        session.configuration.buyer.country ?? session.marketFile.load()?.country
    }

    /// A page of results; `search.shipsTo` nil: the shopper's market country.
    public func search(_ search: GlobalSearch) async throws -> GlobalSearchPage {
        var search = search
        if search.shipsTo == nil { search.shipsTo = marketCountry }
        return try await access.client.search(search)
    }

    /// The product a global ID or a product page's URL names, with its offers; nil when the
    /// catalog has none.
    public func product(_ reference: String, shipsTo: String?) async throws -> GlobalProduct? {
        let country = shipsTo ?? marketCountry
        let client = access.client
        guard Self.isURL(reference) else { return try await client.product(id: reference, shipsTo: country, currency: nil) }
        // A page's URL is an identifier UCP's lookup MAY take (catalog/lookup.md, "Supported
        // Identifiers"): resolved to the product's ID first, then read whole.
        guard let found = try await client.lookup(ids: [reference], shipsTo: country, currency: nil).first else { return nil }
        return try await client.product(id: found.id, shipsTo: country, currency: nil)
    }

    static func isURL(_ reference: String) -> Bool {
        let lowered = reference.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }
}
