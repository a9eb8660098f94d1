import Foundation
import StoreKitCore

/// A store's pages served on a loopback port.
public protocol RunningPages: Sendable {
    /// The port they are served on (at 127.0.0.1).
    var port: Int { get }
    /// Stops serving them.
    func stop()
}
