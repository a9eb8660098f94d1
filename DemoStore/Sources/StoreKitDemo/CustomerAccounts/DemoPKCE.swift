import Crypto
import Foundation

/// How the demo's authorization server checks a public client's proof key: RFC 7636's S256,
/// `BASE64URL-ENCODE(SHA256(ASCII(code_verifier))) == code_challenge` (RFC 7636 §4.6; base64url
/// without padding, §3 and Appendix A). The store's own, shared with no client: a client that
/// derives its challenge wrongly is refused, as Shopify would refuse it.
enum DemoPKCE {
    /// The one `code_challenge_method` the store accepts.
    static let method = "S256"

    /// The challenge `verifier` answers.
    static func challenge(for verifier: String) -> String {
        Data(SHA256.hash(data: Data(verifier.utf8))).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
