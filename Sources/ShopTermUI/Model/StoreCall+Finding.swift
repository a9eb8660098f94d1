import StoreKitCore

extension StoreCall where Answer == CollectionPage {
    /// A page of a collection's products in `options`' order and filters.
    static func collectionProducts(handle: String, after: String?, options: ProductListOptions) -> Self {
        Self(.collectionProducts(handle: handle, after: after, options: options)) { response in
            switch response {
            case .products(let listing): return .listing(listing)
            case .collectionNotFound: return .notFound
            default: return nil
            }
        }
    }
}

extension StoreCall where Answer == ProductListing {
    /// A page of the products that match `query`, in `options`' order and filters.
    static func search(query: String, after: String?, options: ProductListOptions) -> Self {
        Self(.search(query: query, after: after, options: options)) { response in
            guard case .products(let listing) = response else { return nil }
            return listing
        }
    }
}

extension StoreCall where Answer == Suggestions {
    /// What the store suggests for a query being typed.
    static func suggest(query: String) -> Self {
        Self(.suggest(query: query)) { response in
            guard case .suggestions(let suggestions) = response else { return nil }
            return suggestions
        }
    }
}
