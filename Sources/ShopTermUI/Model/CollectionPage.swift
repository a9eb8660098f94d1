import StoreKitCore

/// A page of a collection's products, or the store saying the collection is gone.
enum CollectionPage: Equatable, Sendable {
    case listing(ProductListing)
    case notFound
}
