import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A response cache on disk: one file per entry under a folder for one shop and API version
/// (`$XDG_CACHE_HOME/shopterm/<shop>/<version>/`).
///
/// Storing hands the file to a background writer and returns at once (an answer is shown
/// without waiting for the disk); until the file is written, the entry is answered from
/// memory. Files are written to a temporary name (mode 0600, in 0700 folders) and renamed into
/// place, so another process never reads half an entry; the stored time is the file's
/// modification time. When the folder grows past `maxBytes`, the oldest entries are removed
/// first. A file that cannot be read is a miss. A program calls ``waitForWrites()`` before it
/// exits.
public final class DiskResponseCache: ResponseCache {
    /// The folder the entries are kept in.
    public let directory: URL
    /// The most bytes kept; past it, the oldest entries go first.
    public let maxBytes: Int
    /// The entries' file name extension ("json" for answers).
    public let fileExtension: String
    /// Entries handed to the writer and not yet on disk, by digest, with the store's number.
    private let pending = Mutex<[String: (entry: CacheEntry, number: Int)]>([:])
    private let stores = Atomic<Int>(0)
    /// One writer for every cache of the process, so that writes happen in the order made.
    private static let writer = DispatchQueue(label: "shopterm.cache-writes", qos: .utility)

    /// A cache in `directory` of at most `maxBytes`, its entries named `<digest>.<fileExtension>`.
    public init(directory: URL, maxBytes: Int = 64 * 1_048_576, fileExtension: String = "json") {
        self.directory = directory
        self.maxBytes = maxBytes
        self.fileExtension = fileExtension
    }

    /// The folder for one shop and API version under `root`.
    public static func directory(root: URL, shop: String, version: APIVersion) -> URL {
        root.appendingPathComponent(shop, isDirectory: true).appendingPathComponent(version.rawValue, isDirectory: true)
    }

    /// Returns once every entry stored so far, by any disk cache, is on disk (or failed).
    public static func waitForWrites() {
        writer.sync {}
    }

    private func path(for digest: String) -> String {
        directory.appendingPathComponent(digest + "." + fileExtension).path
    }

    /// The entry stored for `key`, if there is one that can be read.
    public func entry(for key: CacheKey) -> CacheEntry? {
        if let waiting = pending.withLock({ $0[key.digest] }) { return waiting.entry }
        guard let file = POSIXIO.readFile(path(for: key.digest)), !file.data.isEmpty else { return nil }
        return CacheEntry(body: file.data, storedAt: file.modified)
    }

    /// Stores `body` for `key` as of `date` (written in the background; the oldest entries go past `maxBytes`).
    public func store(_ body: Data, for key: CacheKey, at date: Date) {
        let number = stores.wrappingAdd(1, ordering: .relaxed).newValue
        pending.withLock { $0[key.digest] = (CacheEntry(body: body, storedAt: date), number) }
        Self.writer.async { [self] in
            write(body, digest: key.digest, date: date)
            pending.withLock { if $0[key.digest]?.number == number { $0[key.digest] = nil } }
        }
    }

    /// Forgets the entry for `key`.
    public func remove(_ key: CacheKey) {
        pending.withLock { $0[key.digest] = nil }
        Self.writer.sync { _ = unlink(path(for: key.digest)) }
    }

    /// Removes every entry.
    public func purge() throws {
        pending.withLock { $0.removeAll() }
        try Self.writer.sync {
            let fileManager = FileManager.default
            guard fileManager.fileExists(atPath: directory.path) else { return }
            for file in try fileManager.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) {
                try? fileManager.removeItem(at: file)
            }
        }
    }

    /// Writes one entry (on the writer's queue). A cache that cannot be written is only
    /// slower; the answer itself is still good.
    private func write(_ body: Data, digest: String, date: Date) {
        let temporary = directory.appendingPathComponent(".\(digest).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        var fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd < 0 && errno == ENOENT {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        }
        guard fd >= 0 else { return }
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let modified = timespec(tv_sec: Int(seconds), tv_nsec: Int((date.timeIntervalSince1970 - seconds) * 1e9))
        let written = POSIXIO.writeAll(fd, body) && [modified, modified].withUnsafeBufferPointer { futimens(fd, $0.baseAddress) } == 0
        close(fd)
        guard written, rename(temporary, path(for: digest)) == 0 else {
            unlink(temporary)
            return
        }
        evictIfNeeded()
    }

    /// Removes the oldest entries until the folder fits in `maxBytes`.
    private func evictIfNeeded() {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys) else { return }
        var entries = files.compactMap { file -> (url: URL, size: Int, date: Date)? in
            guard file.pathExtension == fileExtension, let values = try? file.resourceValues(forKeys: Set(keys)) else { return nil }
            return (file, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > maxBytes else { return }
        entries.sort { $0.date < $1.date }
        for entry in entries where total > maxBytes {
            try? FileManager.default.removeItem(at: entry.url)
            total -= entry.size
        }
    }
}
