import Crypto
import Foundation

/// A PKCE pair (RFC 7636): a random code verifier, kept secret until the code exchange, and its
/// S256 challenge, sent with the authorization request.
public struct PKCE: Sendable, Equatable {
    /// The code verifier: a secret, sent only with the code exchange.
    public let verifier: String
    /// Its S256 challenge, sent with the authorization request.
    public let challenge: String
    /// Always `S256`; the plain method is never used.
    public static let method = "S256"

    /// A pair from `octets` (32 random bytes give the 43-character verifier of RFC 7636 §4.1).
    public init(octets: [UInt8]) {
        verifier = Base64URL.encode(octets)
        challenge = Self.challenge(for: verifier)
    }

    /// A new pair from the system's cryptographically secure random source.
    public static func random() -> PKCE {
        var generator = SystemRandomNumberGenerator()
        return PKCE(octets: (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// `BASE64URL(SHA256(ASCII(verifier)))`.
    public static func challenge(for verifier: String) -> String {
        Base64URL.encode(Array(SHA256.hash(data: Data(verifier.utf8))))
    }
}
