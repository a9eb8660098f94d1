import Foundation
import StoreKitCore

/// A cart line that `u` can put back.
public struct RemovedLine: Equatable, Sendable {
    public var line: LocalCart.Line
    public var index: Int
}
