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
    private let beforeRemoving: @Sendable () -> Void

    /// A new, unused place named `shopterm-<purpose>-<uuid>`. `beforeRemoving` runs first when
    /// the folder goes: what writes into it late (a cache's writer) finishes there.
    public init(_ purpose: String, beforeRemoving: @escaping @Sendable () -> Void = {}) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-\(purpose)-\(UUID().uuidString)")
        self.beforeRemoving = beforeRemoving
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

    deinit {
        beforeRemoving()
        try? FileManager.default.removeItem(at: url)
    }
}
