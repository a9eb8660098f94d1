import Foundation

/// `--token-file`: the file holding the store's private Storefront token, on its first line.
package struct TokenFile {
    /// The option that names it.
    package static let flag = "--token-file"
    /// The file's path as given.
    package var path: String

    package init(_ path: String) { self.path = path }

    /// The token on the file's first line; refused (``SecretFile/Refusal``) when the file
    /// cannot be read, is empty, or holds no token.
    package func token() throws -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw SecretFile.Refusal("\(Self.flag) \(path) cannot be read as text")
        }
        guard let token = text.split(separator: "\n").first.map({ $0.trimmingCharacters(in: .whitespaces) }), !token.isEmpty else {
            throw SecretFile.Refusal("\(Self.flag) \(path) is empty: put the store's private Storefront token on its first line")
        }
        guard token.allSatisfy({ $0.isASCII && !$0.isWhitespace && !$0.isNewline && $0.asciiValue.map { $0 >= 0x21 && $0 < 0x7F } == true }) else {
            throw SecretFile.Refusal("\(Self.flag) \(path) does not hold a token (one line of letters and digits)")
        }
        return token
    }
}
