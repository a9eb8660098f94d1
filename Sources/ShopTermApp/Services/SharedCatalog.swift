import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The catalog's launch answers shared by every storefront of one host (serve-ssh's sessions, a
/// process each, one disk cache): an answer younger than `window` seconds is read from the cache;
/// an older one is asked of the store by one session at a time (an exclusive lock on a file in
/// the cache), so a crowd arriving at once costs the store one request per window, not one per
/// shopper. The others wait for that answer and read it from the cache.
public struct SharedCatalog: Sendable, Equatable {
    /// How long an answer stands for every session (seconds).
    public var window: TimeInterval
    /// The lock file, in the shared cache folder.
    public var lockFile: URL
    /// The longest a session waits for another's request before asking the store itself.
    public var longestWait: TimeInterval = 15

    /// Answers younger than `window` seconds, shared by the sessions whose shop's cache is
    /// `shopCache` (its lock file there).
    public init(window: TimeInterval, shopCache: URL) {
        self.init(window: window, lockFile: shopCache.appendingPathComponent("shared-catalog.lock"))
    }

    /// Answers younger than `window` seconds, shared through `lockFile`.
    public init(window: TimeInterval, lockFile: URL) {
        self.window = window
        self.lockFile = lockFile
    }

    /// Runs `body` holding the lock (taken without blocking a thread: tried again every 20 ms).
    /// When the lock cannot be had within ``longestWait``, `body` runs anyway: a stuck session
    /// never keeps the others from the store.
    public func oneAtATime<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        try? FileManager.default.createDirectory(
            at: lockFile.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let fd = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return try await body() }
        defer { close(fd) }  // closing releases the lock
        let deadline = Date().addingTimeInterval(longestWait)
        while flock(fd, LOCK_EX | LOCK_NB) != 0, Date() < deadline {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        return try await body()
    }
}
