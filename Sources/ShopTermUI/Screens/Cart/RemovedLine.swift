import Foundation
import StoreKitCore

/// A cart line that `u` can put back, with the add-ons that went with it.
public struct RemovedLine: Equatable, Sendable {
    public var line: LocalCart.Line
    public var index: Int
    /// The add-ons removed with it (they followed it, and are put back after it).
    public var addOns: [LocalCart.Line] = []
}
