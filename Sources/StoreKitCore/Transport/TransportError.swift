import Foundation

/// Why a request got no HTTP answer at all.
public enum TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No answer within the timeout.
    case timedOut
    /// The answer had begun but did not end within the timeout: a store sending its bytes very
    /// slowly.
    case tooSlow
    /// The server could not be reached (refused, DNS, no route).
    case cannotConnect(String)
    /// The connection broke before the answer was complete (e.g. reset).
    case connectionLost
    /// The answer was bigger than the client accepts.
    case responseTooLarge(limit: Int)
    /// The network layer itself cannot run here (libcurl missing or unusable).
    case unavailable(String)
    /// Anything else the network layer reported.
    case other(String)

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .timedOut: return "the store did not answer in time"
        case .tooSlow: return "the store answers very slowly"
        case .cannotConnect(let detail): return "cannot connect to the store (\(detail))"
        case .connectionLost: return "the connection to the store was lost"
        case .responseTooLarge(let limit): return "the store's answer is larger than \(limit / 1_048_576) MB and was refused"
        case .unavailable(let reason): return "shopterm cannot use the network: \(reason)"
        case .other(let detail): return "network error: \(detail)"
        }
    }
}
