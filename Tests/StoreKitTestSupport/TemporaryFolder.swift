import Foundation

/// A folder of a test's own under the system's temporary directory, removed with everything in
/// it when the last reference to it goes: a suite that stores one loses it at the end of each test
/// (Swift Testing makes a suite's instance per test), a test that makes one at its end.
///
/// The folder is not created: code under test that makes its own folders finds none there,
/// as on a fresh machine. Call ``create()`` where the test needs it to exist.
public final class TemporaryFolder: Sendable {
    /// Where the folder is (or will be).
    public let url: URL

    /// A new, unused place named `shopterm-<purpose>-<uuid>`.
    public init(_ purpose: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-\(purpose)-\(UUID().uuidString)")
    }

    /// Makes the folder (and its parents) exist, and returns it.
    @discardableResult public func create() throws -> URL {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The folder's path.
    public var path: String { url.path }

    /// A file or folder inside it.
    public func appendingPathComponent(_ name: String) -> URL { url.appendingPathComponent(name) }

    deinit { try? FileManager.default.removeItem(at: url) }
}
