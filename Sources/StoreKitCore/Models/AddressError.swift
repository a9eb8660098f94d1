import Foundation

/// Why an address given on the command line or in a file cannot be used.
public enum AddressError: Error, Equatable, CustomStringConvertible {
    case unknownKey(String)
    case duplicate(String)
    case malformed(String)
    case missing(String)
    case invalid(String, String)
    case notAnObject

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .unknownKey(let key):
            return "address: unknown field \"\(key)\" (fields: \(ShippingAddress.keys.joined(separator: ", ")))"
        case .duplicate(let key): return "address: \"\(key)\" is given twice"
        case .malformed(let text): return "address: \"\(text)\" is not KEY=VALUE"
        case .missing(let key): return "address: \(key) is required"
        case .invalid(let key, let reason): return "address: \(key): \(reason)"
        case .notAnObject: return #"address file: expected a JSON object such as {"address1": "1 Main St", "city": "Portland", "countryCode": "US"}"#
        }
    }
}
