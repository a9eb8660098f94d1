import Foundation

/// A response cache on disk: one file per entry under a folder for one shop and API version
/// (`$XDG_CACHE_HOME/shopterm/<shop>/<version>/`).
///
/// Files are written to a temporary name and renamed into place, so another process never
/// reads half an entry; the stored time is the file's modification time. When the folder
/// grows past `maxBytes`, the oldest entries are removed first. A file that cannot be read is
/// a miss.
public final class DiskResponseCache: ResponseCache {
    public let directory: URL
    public let maxBytes: Int

    public init(directory: URL, maxBytes: Int = 64 * 1_048_576) {
        self.directory = directory
        self.maxBytes = maxBytes
    }

    /// The folder for one shop and API version under `root`.
    public static func directory(root: URL, shop: String, version: APIVersion) -> URL {
        root.appendingPathComponent(shop, isDirectory: true).appendingPathComponent(version.rawValue, isDirectory: true)
    }

    private func url(for key: CacheKey) -> URL {
        directory.appendingPathComponent(key.digest + ".json")
    }

    public func entry(for key: CacheKey) -> CacheEntry? {
        let url = url(for: key)
        guard let body = try? Data(contentsOf: url), !body.isEmpty,
              let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return CacheEntry(body: body, storedAt: modified)
    }

    public func store(_ body: Data, for key: CacheKey, at date: Date) {
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let temporary = directory.appendingPathComponent(".\(key.digest).\(UUID().uuidString).tmp")
            guard fileManager.createFile(atPath: temporary.path, contents: body, attributes: [.posixPermissions: 0o600]) else { return }
            try fileManager.setAttributes([.modificationDate: date], ofItemAtPath: temporary.path)
            if rename(temporary.path, url(for: key).path) != 0 {
                try? fileManager.removeItem(at: temporary)
                return
            }
            evictIfNeeded()
        } catch {
            // A cache that cannot be written is only slower; the answer itself is still good.
        }
    }

    public func remove(_ key: CacheKey) {
        try? FileManager.default.removeItem(at: url(for: key))
    }

    public func purge() throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: directory.path) else { return }
        for file in try fileManager.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) {
            try? fileManager.removeItem(at: file)
        }
    }

    /// Removes the oldest entries until the folder fits in `maxBytes`.
    private func evictIfNeeded() {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys) else { return }
        var entries = files.compactMap { file -> (url: URL, size: Int, date: Date)? in
            guard file.pathExtension == "json", let values = try? file.resourceValues(forKeys: Set(keys)) else { return nil }
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
