import Foundation
import Synchronization

/// What a demo shop's UCP cart and checkout tools remember beyond its ``CommerceState``: the
/// checkout sessions, the carts canceled over UCP, and the answers of mutations by idempotency
/// key. Behind one lock; one per shop.
final class UCPCheckoutStore: Sendable {
    /// An answer kept for its idempotency key, with what the request asked (its tool and
    /// arguments): the same key with the same request gets the same answer again, with another
    /// request 409 (cart-rest.md, checkout-rest.md, "Idempotency-Key": the server MUST "return
    /// the cached result for duplicate keys" and "409 Conflict if the key is reused with
    /// different parameters").
    struct Replay: Sendable {
        var request: UCPJSON
        var outcome: UCPOutcome
    }

    private struct State {
        var sessions: [String: UCPCheckoutSession] = [:]
        var canceledCarts: Set<String> = []
    }

    private struct Replays {
        var byKey: [String: Replay] = [:]
        /// Keys in the order they were stored, to forget the oldest past ``maxReplays``.
        var order: [String] = []
    }

    /// The most answers kept (the spec asks for 24 hours; the demo keeps the newest 1000, as a
    /// bound against a caller filling its memory).
    static let maxReplays = 1000
    private let state = Mutex(State())
    /// A lock of its own: held while a mutation runs (which takes `state`'s), never the other way.
    private let replays = Mutex(Replays())

    /// The session `id`, if there is one.
    func session(_ id: String) -> UCPCheckoutSession? { state.withLock { $0.sessions[id] } }

    /// Saves `session` (a new one or a change).
    func save(_ session: UCPCheckoutSession) { state.withLock { $0.sessions[session.id] = session } }

    /// The open session converted from the UCP cart `cartID`, if any (cart.md: "If an incomplete
    /// checkout already exists for the given cart_id, the business MUST return the existing
    /// checkout session").
    func openSession(fromCart cartID: String) -> UCPCheckoutSession? {
        state.withLock { state in
            state.sessions.values.first { $0.fromCart == cartID && $0.status != .canceled }
        }
    }

    /// Saves `session`, converted from a UCP cart, unless that cart already has an open session:
    /// then that one (checked and saved under one lock, so two conversions racing make one).
    func claim(_ session: UCPCheckoutSession) -> UCPCheckoutSession {
        state.withLock { state in
            if let existing = state.sessions.values.first(where: { $0.fromCart == session.fromCart && $0.status != .canceled }) {
                return existing
            }
            state.sessions[session.id] = session
            return session
        }
    }

    /// Marks the Storefront cart `cartID` canceled over UCP: its UCP answers say not found.
    func cancel(cart cartID: String) { _ = state.withLock { $0.canceledCarts.insert(cartID) } }

    /// True when the Storefront cart `cartID` was canceled over UCP.
    func isCanceled(cart cartID: String) -> Bool { state.withLock { $0.canceledCarts.contains(cartID) } }

    /// The answer to `request` under idempotency key `key` (nil: no key, run it every time): the
    /// kept answer of the same request, 409 for another request, else `run`'s answer, kept when
    /// it is not a transport error. The lock is held while `run` runs, so a mutation under one key
    /// applies at most once even when its retries race.
    func idempotent(key: String?, request: UCPJSON, _ run: () -> UCPOutcome) -> UCPOutcome {
        guard let key, !key.isEmpty else { return run() }
        return replays.withLock { replays in
            if let replay = replays.byKey[key] {
                guard replay.request == request else {
                    return .failure(
                        UCPError(
                            code: "idempotency_conflict", content: "The idempotency key was used with another request",
                            status: 409, rpcCode: -32000, rpcMessage: "Conflict"))
                }
                return replay.outcome
            }
            let outcome = run()
            if case .failure = outcome { return outcome }
            replays.byKey[key] = Replay(request: request, outcome: outcome)
            replays.order.append(key)
            if replays.order.count > Self.maxReplays {
                replays.byKey[replays.order.removeFirst()] = nil
            }
            return outcome
        }
    }
}
