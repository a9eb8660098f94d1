import Foundation

extension Dictionary where Key == String, Value == Any {
    /// The messages of `errors`.
    public var errorMessages: [String] { (self["errors"] as? [[String: Any]])?.compactMap { $0["message"] as? String } ?? [] }
}
