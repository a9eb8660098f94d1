import Foundation

/// A type with a hand-written decoder that reads it straight off the tape, for the values that
/// arrive by the hundred (a page of products): no Codable containers. The decoder returns nil
/// as soon as a node does not have the expected shape; the Codable path then decodes the same
/// bytes and reports the problem with its exact path, so answers are the same either way, only
/// faster. Each conformance sits beside its model and its GraphQL fragment.
protocol TapeFastDecodable {
    /// The value at `index`, or nil to leave it to the Codable path.
    static func fastDecode(_ tape: JSONTape, _ index: Int) -> Self?
}
