import Foundation

/// Everything that can go wrong with a Storefront request, each with a message a person can act on.
public enum StorefrontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No HTTP answer (timeout, refused, reset, too large).
    case transport(TransportError)
    /// An HTTP status outside 200–299, with `Retry-After` seconds and the store's own words
    /// (``StoreWords``) when it sent them.
    case http(status: Int, retryAfter: TimeInterval?, message: String? = nil)
    /// Status 200 with an empty body.
    case noData
    /// A body that is not JSON.
    case invalidJSON
    /// JSON with neither `data` nor `errors`.
    case invalidResponse
    /// GraphQL `errors` and no usable data.
    case graphQL([GraphQLError])
    /// `data` that does not match the expected shape, at `path`.
    case decoding(path: String, reason: String)
    /// `cache-only` and nothing cached for this request.
    case cacheMiss
    /// The command's whole time (`--deadline`, seconds) ran out; the last failure, in words.
    case outOfTime(seconds: Int, last: String)
    /// A change was sent and its answer lost (a timeout, a broken connection, a server error
    /// or a garbled answer, in words): the store may have made it. Never "try again" blindly:
    /// `advice` says what to do, where the caller knows (nil: check before making it again).
    case outcomeUnknown(String, advice: String? = nil)

    /// True when a change sent to the store may have been made although this error came back:
    /// the request may have reached the store (not refused before it, not rate-limited).
    public var mayHaveReachedTheStore: Bool {
        switch self {
        case .transport(let error):
            switch error {
            case .timedOut, .tooSlow, .connectionLost, .responseTooLarge: return true
            case .cannotConnect, .unavailable, .other: return false
            }
        case .http(let status, _, _): return (500...599).contains(status)
        case .noData, .invalidJSON, .invalidResponse: return true
        default: return false
        }
    }

    /// True when retrying the same query later could succeed.
    public var isRetryable: Bool {
        switch self {
        case .transport(let error):
            return error == .timedOut || error == .tooSlow || error == .connectionLost
        case .http(let status, _, _):
            // 430 too: a security rejection may lift after a pause (the backoff waits).
            return status == 429 || status == 430 || (500...599).contains(status)
        case .graphQL(let errors):
            return errors.contains { $0.code == "THROTTLED" }
        default:
            return false
        }
    }

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .transport(.unavailable(let reason)):
            return "\(TransportError.unavailable(reason))"
        case .transport(let error):
            return "\(error); check the connection and try again"
        case .http(let status, let retryAfter, let message):
            let wait = retryAfter.map { " (retry after \(Int(saturating: $0.rounded(.up))) s)" } ?? ""
            let said = message.map { " (the store says: “\($0)”)" } ?? ""
            return Self.describe(status: status, wait: wait) + said
        case .noData: return "the store sent an empty answer; try again"
        case .invalidJSON: return "the store's answer is not JSON; is this a Shopify store?"
        case .invalidResponse: return "the store's answer has neither data nor errors; is this a Shopify store?"
        case .graphQL(let errors):
            if errors.contains(where: { $0.code == "THROTTLED" }) {
                return "the store is throttling queries (THROTTLED); wait a moment and try again"
            }
            if let denied = errors.first(where: { $0.code == "ACCESS_DENIED" }) {
                // The store's own words, where it happened and the access it asks for.
                let place = denied.path.isEmpty ? "" : " to \(denied.path.map(\.description).joined(separator: "."))"
                let scope =
                    denied.requiredAccess.flatMap { access -> String? in
                        let access = access.trimmingCharacters(in: CharacterSet(charactersIn: " ."))
                        return denied.message.contains(access) ? nil : "; it requires \(access)"
                    } ?? ""
                return "the store denied access\(place) (ACCESS_DENIED: \(denied.message.oneLine(limit: 200) ?? "no reason given"))\(scope). "
                    + "A Storefront API token with that access gets it (--token or SHOPTERM_TOKEN; the shop's owner makes one, "
                    + "with its access scopes, in Shopify's Headless sales channel)"
            }
            if let tooDear = errors.first(where: { $0.code == "MAX_COST_EXCEEDED" }) {
                return
                    "the store refused the query as too expensive (\(tooDear.message.oneLine() ?? "MAX_COST_EXCEEDED")); ask for a smaller page (--first)"
            }
            return errors.map(\.description).joined(separator: "; ")
        case .decoding(let path, let reason):
            return "the store's answer has an unexpected shape at \(path.isEmpty ? "the top level" : path): \(reason)"
        case .cacheMiss:
            return "nothing cached for this request (cache-only); run it once with network access"
        case .outcomeUnknown(let reason, let advice):
            return "the store's answer was lost (\(reason))"
                + (advice.map { "; \($0)" } ?? ": the change may have been made; check before making it again")
        case .outOfTime(let seconds, let last):
            return "gave up after \(seconds) s, the command's deadline (\(last)); try again later, or give more time with --deadline"
        }
    }

    /// What an HTTP status means for a shopper. 430 is Shopify's security rejection (traffic
    /// judged to be a bot), not rate limiting.
    private static func describe(status: Int, wait: String) -> String {
        switch status {
        case 401: return "the store refused the access token (HTTP 401); check --token or SHOPTERM_TOKEN"
        case 402: return "the shop is frozen or unavailable (HTTP 402)"
        case 403: return "access denied (HTTP 403); a wrong Storefront token is answered so: check --token or SHOPTERM_TOKEN"
        case 404: return "no Storefront API here (HTTP 404); check the shop domain and --api-version"
        case 423: return "the shop is locked (HTTP 423)"
        case 429: return "the store is rate limiting requests (HTTP 429)\(wait); wait a moment and try again"
        case 430:
            return
                "the store turned the request away as automated traffic (HTTP 430, Shopify's security rejection)\(wait); wait a while, or try from another network"
        case 500...599: return "the store had a server error (HTTP \(status))\(wait); try again shortly"
        default: return "the store answered HTTP \(status)"
        }
    }
}
