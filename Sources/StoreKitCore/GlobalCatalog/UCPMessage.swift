import Foundation

/// A message of a UCP answer (`messages[]`): "info", "warning" or "error", with a code and a
/// text, sanitised to one line.
public struct UCPMessage: Sendable, Equatable {
    /// "info", "warning" or "error".
    public var type: String
    /// Its code ("not_found"), when it has one.
    public var code: String?
    /// Its text.
    public var content: String

    /// A message of the given parts.
    public init(type: String, code: String? = nil, content: String) {
        self.type = type
        self.code = code
        self.content = content
    }
}
