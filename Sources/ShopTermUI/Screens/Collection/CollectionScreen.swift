import Foundation
import StoreKitCore

/// The products of one collection.
public struct CollectionScreen: Equatable, Sendable {
    public var handle: String
    public var title: String
    public var products = ListState<ProductSummary>()
    /// Its order, filters and filter panel.
    public var finding = Finding()

    public init(handle: String, title: String) {
        self.handle = handle
        self.title = title
    }
}
