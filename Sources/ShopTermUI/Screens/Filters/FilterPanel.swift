import Foundation
import StoreKitCore

/// The filter panel: a row per value of each filter the store offers, and the price range.
public struct FilterPanel: Equatable, Sendable {
    /// The selected row (an index into ``FilterRow/rows(_:options:)``'s selectable rows).
    public var selection = 0
    /// The price range being typed ("20-100"), while the prompt is open.
    public var priceEntry: String?

    public init() {}
}
