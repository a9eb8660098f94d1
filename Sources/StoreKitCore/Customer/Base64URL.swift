import Crypto
import Foundation

/// Base64url without padding (RFC 4648 §5), as OAuth uses it.
public enum Base64URL {
    /// `bytes` in base64url, unpadded.
    public static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// A random URL-safe string of `byteCount` random bytes (for `state`).
    public static func random(byteCount: Int = 24) -> String {
        var generator = SystemRandomNumberGenerator()
        return encode((0..<byteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}
