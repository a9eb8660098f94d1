import Foundation

/// Why the session file could not be used.
public enum SessionFileError: Error, Equatable, CustomStringConvertible {
    case unreadable(String, String)
    case unwritable(String, String)

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot use the login session at \(path): \(reason)"
        case .unwritable(let path, let reason): return "cannot write the login session at \(path): \(reason)"
        }
    }
}
