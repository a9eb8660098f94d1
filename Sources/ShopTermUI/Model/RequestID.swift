import Foundation
import StoreKitCore
import TerminalPictures

/// Identifies one request, so that an answer reaches the screen that asked and a late answer
/// for a screen already left is dropped.
public struct RequestID: Hashable, Sendable, CustomStringConvertible {
    public let value: Int
    public init(_ value: Int) { self.value = value }
    public var description: String { "#\(value)" }
}
