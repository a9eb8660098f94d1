import Foundation

/// Why a shop domain or URL was refused.
public enum ShopEndpointError: Error, Equatable, CustomStringConvertible {
    case empty
    case invalid(String, String)

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .empty: return "the shop is empty"
        case .invalid(let input, let reason): return "\"\(input)\" is not usable: \(reason)"
        }
    }
}
