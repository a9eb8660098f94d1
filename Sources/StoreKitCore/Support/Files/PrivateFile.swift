import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file only its owner may read (mode 0600, in a 0700 folder), replaced atomically and
/// changed under an exclusive lock: what the cart and the customer session are kept in.
///
/// Writes go to a temporary file that is fsynced and renamed over the old one (then the folder
/// is fsynced), so a reader, or a crash, only ever sees the old contents or the new ones. A
/// change is made under `flock` on `<file>.lock`, so two shopterm processes take turns.
public struct PrivateFile: Sendable {
    /// The file's place.
    public let url: URL

    /// The private file at `url` (made when first written).
    public init(url: URL) {
        self.url = url
    }

    /// Why the file could not be written (path and reason).
    public struct WriteError: Error, Equatable {
        /// The file that could not be written.
        public var path: String
        /// Why, in one line.
        public var reason: String
    }

    private var folder: URL { url.deletingLastPathComponent() }

    /// Creates the folder (0700) and runs `body` holding the exclusive lock.
    public func withLock<T>(_ body: () throws -> T) throws -> T {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw WriteError(path: folder.path, reason: (error as NSError).localizedDescription)
        }
        // Never through a symbolic link: a link planted there would make shopterm create or lock
        // a file elsewhere.
        let lock = open(url.path + ".lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw WriteError(path: url.path + ".lock", reason: String(cString: strerror(errno))) }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw WriteError(path: url.path + ".lock", reason: String(cString: strerror(errno))) }
        }
        defer { flock(lock, LOCK_UN) }
        return try body()
    }

    /// Replaces the file with `data` (mode 0600), atomically.
    public func write(_ data: Data) throws(WriteError) {
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw WriteError(path: temporary.path, reason: String(cString: strerror(errno))) }
        let ok = POSIXIO.writeAll(fd, data) && fsync(fd) == 0
        close(fd)
        guard ok, rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw WriteError(path: url.path, reason: reason)
        }
        syncFolder()
    }

    /// Deletes the file; true when there was one.
    @discardableResult
    public func remove() throws(WriteError) -> Bool {
        guard unlink(url.path) == 0 else {
            if errno == ENOENT { return false }
            throw WriteError(path: url.path, reason: String(cString: strerror(errno)))
        }
        syncFolder()
        return true
    }

    private func syncFolder() {
        let directory = open(folder.path, O_RDONLY)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }
}
