import Foundation
import StoreKitCore
import TerminalPictures

/// A revalidation finding, by line number.
public struct LineChangeReport: Equatable, Sendable {
    public var line: Int
    public var message: String
    public var blocksCheckout: Bool

    public init(line: Int, message: String, blocksCheckout: Bool) {
        self.line = line
        self.message = message
        self.blocksCheckout = blocksCheckout
    }

    /// Line `line` is not sold where the order ships, in the store's words: it blocks the
    /// checkout until it is removed.
    static func unavailable(line: Int, _ storesWords: String) -> LineChangeReport {
        LineChangeReport(line: line, message: "not sold where the order ships: \(storesWords)", blocksCheckout: true)
    }
}
