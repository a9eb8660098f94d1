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
}
