import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plain reads and writes on file descriptors, for the files shopterm keeps (no FileManager
/// on paths where milliseconds count).
enum POSIXIO {
    /// Writes all of `data`; false when the system refused part of it.
    static func writeAll(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            var written = 0
            while written < raw.count {
                #if canImport(Glibc)
                    let count = Glibc.write(fd, raw.baseAddress! + written, raw.count - written)
                #else
                    let count = Darwin.write(fd, raw.baseAddress! + written, raw.count - written)
                #endif
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                written += count
            }
            return true
        }
    }

    /// The whole file at `path` and its modification time; nil when it cannot be read.
    static func readFile(_ path: String) -> (data: Data, modified: Date)? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var data = Data(count: Int(status.st_size))
        var filled = 0
        let complete = data.withUnsafeMutableBytes { raw -> Bool in
            while filled < raw.count {
                let count = read(fd, raw.baseAddress! + filled, raw.count - filled)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                filled += count
            }
            return true
        }
        guard complete else { return nil }
        #if canImport(Glibc)
            let time = status.st_mtim
        #else
            let time = status.st_mtimespec
        #endif
        return (data, Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9))
    }
}
