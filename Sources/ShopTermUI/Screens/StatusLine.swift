import Foundation
import StoreKitCore

/// A message under the content.
public struct StatusLine: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case info, error }
    public var text: String
    public var kind: Kind

    public init(_ text: String, kind: Kind = .info) {
        self.text = text
        self.kind = kind
    }
}
