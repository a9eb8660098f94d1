import Foundation
import Synchronization

/// The pages (checkout, login) of the embedded shops a storefront visits from the search of
/// every store, each served once on a loopback port of its own for as long as the storefront
/// runs: a checkout handed off there keeps its page after the shopper has gone back.
final class VisitPages: Sendable {
    private let served = Mutex<[String: any RunningPages]>([:])

    /// Where `session`'s pages are served (`http://127.0.0.1:PORT`), serving them the first time
    /// its shop (`domain`) is visited; nil for a shop that is not embedded.
    func serve(_ session: StoreSession, domain: String) throws -> URL? {
        guard session.embeddedStore != nil else { return nil }
        let pages = try served.withLock { served -> (any RunningPages)? in
            if let running = served[domain] { return running }
            let started = try session.startEmbeddedCheckoutPages()
            served[domain] = started
            return started
        }
        return pages.flatMap { URL(string: "http://127.0.0.1:\($0.port)") }
    }

    /// Stops serving every visited shop's pages.
    func stopAll() {
        let running = served.withLock { served in
            defer { served.removeAll() }
            return Array(served.values)
        }
        for pages in running { pages.stop() }
    }
}
