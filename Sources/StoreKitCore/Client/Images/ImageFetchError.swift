import Foundation

/// Why an image could not be fetched.
public struct ImageFetchError: Error, Equatable, CustomStringConvertible, Sendable {
    /// It, in one line of text.
    public var description: String
    /// The error said by `description`.
    public init(_ description: String) { self.description = description }
}
