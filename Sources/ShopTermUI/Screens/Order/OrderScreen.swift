import Foundation
import StoreKitCore

/// One order of the signed-in customer: its lines, totals, status and address.
public struct OrderScreen: Equatable, Sendable {
    public var order: CustomerOrder
    /// The first row of the page shown (it scrolls when it does not fit).
    public var scroll = 0

    public init(order: CustomerOrder) {
        self.order = order
    }
}
