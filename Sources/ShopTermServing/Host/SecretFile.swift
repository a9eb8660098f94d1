import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file holding a secret serve-ssh is given (`--token-file`, `--host-key`): refused, in one
/// line, when it is no file or others may read it; a token file must hold a token
/// (``TokenFile``).
package struct SecretFile {
    /// Why a secret file is refused: a usage error, said as it is.
    package struct Refusal: Error, CustomStringConvertible, Equatable {
        package var description: String
        package init(_ description: String) { self.description = description }
    }

    /// The file's path as given.
    package var path: String
    /// The option that named it (`--token-file`, `--host-key`), which each refusal starts with.
    package var flag: String

    package init(_ path: String, flag: String) {
        self.path = path
        self.flag = flag
    }

    /// Refuses the file when it is no file, others may read it, or (a `--token-file`) it holds
    /// no token.
    package func check() throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Refusal("\(flag) \(path): \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Refusal("\(flag) \(path) is not a file") }
        guard info.st_mode & 0o077 == 0 else {
            throw Refusal(
                "\(flag) \(path) holds a secret but others may read it (mode \(String(info.st_mode & 0o777, radix: 8))); run: chmod 600 \(path)")
        }
        if flag == TokenFile.flag { _ = try TokenFile(path).token() }
    }
}
