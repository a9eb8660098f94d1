import Foundation
import LoopbackHTTP
import StoreKitCore
import Synchronization

/// Why the demo server could not start.
public struct DemoServerError: Error, CustomStringConvertible {
    /// What went wrong (e.g. the address is in use).
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { "demo-server: \(reason)" }
}
