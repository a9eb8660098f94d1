import Crypto
import Foundation

/// What identifies a cached answer: the document, its variables, the buyer context and the
/// token's fingerprint (never the token itself).
public struct CacheKey: Sendable, Hashable {
    /// Hex SHA-256 of everything that identifies the request.
    public let digest: String

    /// The key of a query: its document, variables, buyer and token's fingerprint.
    public init(document: String, variables: [String: JSONValue], context: BuyerContext, tokenFingerprint: String) {
        let variableBytes = (try? canonicalJSONEncoder().encode(variables)) ?? Data()
        var hasher = SHA256()
        for part in [
            Data(document.utf8), variableBytes, Data((context.country ?? "").utf8),
            Data((context.language ?? "").utf8), Data(tokenFingerprint.utf8),
        ] {
            hasher.update(data: Data(String(part.count).utf8 + [0]))
            hasher.update(data: part)
        }
        digest = Hex.lowercase(hasher.finalize())
    }

    /// The key of anything else a cache keeps (an image file by its URL).
    public init(text: String) {
        digest = Hex.lowercase(SHA256.hash(data: Data(text.utf8)))
    }

    /// A short, one-way fingerprint of `token` for cache keys.
    public static func fingerprint(ofToken token: String) -> String {
        Hex.lowercase(SHA256.hash(data: Data(("shopterm-token:" + token).utf8)).prefix(8))
    }
}
