import Foundation

/// The file keeping the catalog token between runs: a ``PrivateFile`` (0600 in a 0700 folder,
/// replaced atomically under a lock), as the customer session is kept.
struct CatalogTokenFile: Sendable {
    /// The file.
    let url: URL

    /// The token kept there; nil when there is none or it cannot be read.
    func read() -> CatalogToken? {
        guard let data = try? Data(contentsOf: url), data.count <= 64 * 1_024 else { return nil }
        return try? Self.decoder.decode(CatalogToken.self, from: data)
    }

    /// Keeps `token` there. A file that cannot be written is no failure of the call: the token
    /// still works from memory, and is fetched again next run.
    func write(_ token: CatalogToken) {
        let file = PrivateFile(url: url)
        guard let data = try? Self.encoder.encode(token) else { return }
        _ = try? file.withLock { try file.write(data) }
    }

    /// Deletes the file when it holds `token` (a token the catalog refused).
    func remove(ifHolding token: String) {
        let file = PrivateFile(url: url)
        _ = try? file.withLock {
            if read()?.token == token { try file.remove() }
        }
    }

    private static var encoder: JSONEncoder {
        let encoder = canonicalJSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}
