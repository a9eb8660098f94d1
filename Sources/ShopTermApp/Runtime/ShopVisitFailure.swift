/// Why a visited shop could not be opened, in one line.
public struct ShopVisitFailure: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
