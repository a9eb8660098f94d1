import Foundation

/// Why a change to a cart's extras was refused (before asking the store).
public enum CartExtrasError: Error, Equatable, CustomStringConvertible {
    case invalid(String)
    case already(String)
    case missing(String)
    case tooMany(String)

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .invalid(let text), .already(let text), .missing(let text), .tooMany(let text): return text
        }
    }
}
