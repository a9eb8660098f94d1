import Foundation

/// Why the cart file could not be used.
public enum CartFileError: Error, Equatable, CustomStringConvertible {
    case unwritable(String, String)

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .unwritable(let path, let reason): return "cannot write the cart at \(path): \(reason)"
        }
    }
}
