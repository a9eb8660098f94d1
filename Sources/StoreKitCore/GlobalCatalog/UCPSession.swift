import Foundation
import Synchronization

/// What a client learns once and keeps: the discovered endpoint, the catalog token, the last
/// JSON-RPC id. Two first calls at once may both discover; the later answer is kept.
final class UCPSession: Sendable {
    private struct State {
        var endpoint: UCPEndpoint?
        var token: CatalogToken?
        var lastID = 0
        var tokensSeen: [String] = []
    }

    private let state = Mutex(State())

    /// The endpoint found by discovery, if it ran.
    var endpoint: UCPEndpoint? { state.withLock { $0.endpoint } }

    /// Keeps the endpoint discovery found.
    func remember(_ endpoint: UCPEndpoint) { state.withLock { $0.endpoint = endpoint } }

    /// The token kept in memory.
    var token: CatalogToken? { state.withLock { $0.token } }

    /// Keeps `token` (nil: forgets the one kept).
    func keep(_ token: CatalogToken?) {
        state.withLock { state in
            state.token = token
            if let token, !state.tokensSeen.contains(token.token) { state.tokensSeen = Array((state.tokensSeen + [token.token]).suffix(8)) }
        }
    }

    /// Every token this client has held (the last few): what an error text must never show.
    var tokensSeen: [String] { state.withLock { $0.tokensSeen } }

    /// The next JSON-RPC id: 1, 2, 3…
    func nextID() -> Int {
        state.withLock { state in
            state.lastID += 1
            return state.lastID
        }
    }
}
