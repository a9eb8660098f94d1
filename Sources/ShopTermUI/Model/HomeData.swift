import Foundation
import StoreKitCore
import TerminalPictures

/// What the launch screen shows.
public struct HomeData: Equatable, Sendable {
    public var shop: Shop
    public var collections: Page<CollectionSummary>
    /// The first page of products of one collection (the first), by its handle.
    public var prefetchedProducts: [String: Page<ProductSummary>]
    /// The store's main menu, the top-level navigation when the store gives it (only with a token).
    public var menu: StoreMenu?

    public init(shop: Shop, collections: Page<CollectionSummary>, prefetchedProducts: [String: Page<ProductSummary>] = [:], menu: StoreMenu? = nil) {
        self.shop = shop
        self.collections = collections
        self.prefetchedProducts = prefetchedProducts
        self.menu = menu
    }
}
