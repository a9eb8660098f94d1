import Foundation

/// A UCP call that is refused before (or instead of) a business outcome: a transport error in
/// the specification's two-layer model (UCP 2026-04-08, overview.md, "Error Codes": negotiation
/// errors are HTTP 400/424/422 over REST and JSON-RPC `-32001` over MCP; protocol errors are
/// their HTTP status over REST and `-32000` over MCP; invalid input is HTTP 400 over REST and
/// JSON-RPC `-32602` "Invalid params" over MCP, catalog/lookup.md "Batch Size").
public struct UCPError: Error, Sendable, Equatable {
    /// The UCP error code (`profile_unreachable`, `invalid_input`, `rate_limited`, …).
    public var code: String
    /// One human-readable line.
    public var content: String
    /// The HTTP status over REST (and over MCP's HTTP, the primary signal: overview.md).
    public var status: Int
    /// The JSON-RPC error code over MCP.
    public var rpcCode: Int
    /// The JSON-RPC error message over MCP.
    public var rpcMessage: String
    /// Seconds to wait (429): `Retry-After` over REST, `error.data.retry_after` over MCP.
    public var retryAfter: Int?
    /// Extra response headers (`WWW-Authenticate`).
    public var headers: [String: String] = [:]
    /// True for the negotiation errors, whose REST body is `{code, content}` (overview.md,
    /// "Transport Bindings"); the others answer an `error_response` (`ucp` + `messages`).
    var isNegotiation = false

    /// The profile URL is missing, malformed or not one the business may resolve.
    public static func invalidProfileURL(_ content: String) -> UCPError {
        UCPError(
            code: "invalid_profile_url", content: content, status: 400, rpcCode: -32001, rpcMessage: "UCP discovery failed",
            isNegotiation: true)
    }

    /// The profile could not be fetched.
    public static func profileUnreachable(_ content: String) -> UCPError {
        UCPError(
            code: "profile_unreachable", content: content, status: 424, rpcCode: -32001, rpcMessage: "UCP discovery failed",
            isNegotiation: true)
    }

    /// The profile is not JSON or not a UCP profile.
    public static func profileMalformed(_ content: String) -> UCPError {
        UCPError(
            code: "profile_malformed", content: content, status: 422, rpcCode: -32001, rpcMessage: "UCP discovery failed",
            isNegotiation: true)
    }

    /// The platform's protocol version is not one the business supports.
    public static func versionUnsupported(_ content: String) -> UCPError {
        UCPError(
            code: "version_unsupported", content: content, status: 422, rpcCode: -32001,
            rpcMessage: "Protocol version not supported", isNegotiation: true)
    }

    /// The request's input is not what the tool takes.
    public static func invalidInput(_ content: String, code: String = "invalid_input") -> UCPError {
        UCPError(code: code, content: content, status: 400, rpcCode: -32602, rpcMessage: "Invalid params")
    }

    /// Too many requests: come back after `seconds`.
    public static func rateLimited(retryAfter seconds: Int) -> UCPError {
        UCPError(
            code: "rate_limited", content: "Too many requests: retry after \(seconds) s", status: 429, rpcCode: -32000,
            rpcMessage: "Rate limit exceeded", retryAfter: seconds, headers: ["Retry-After": String(seconds)])
    }

    /// Credentials missing or invalid.
    public static func unauthorized(_ content: String) -> UCPError {
        UCPError(
            code: "unauthorized", content: content, status: 401, rpcCode: -32000, rpcMessage: "Unauthorized",
            headers: ["WWW-Authenticate": #"Bearer realm="ucp""#])
    }

    /// The body over REST.
    func restBody(version: String) -> UCPJSON {
        if isNegotiation { return ["code": .string(code), "content": .string(content)] }
        return [
            "ucp": ["version": .string(version), "status": "error"],
            "messages": [["type": "error", "code": .string(code), "content": .string(content), "severity": "recoverable"]],
        ]
    }

    /// The `error` member of a JSON-RPC response.
    var rpcError: UCPJSON {
        var data: [String: UCPJSON] = ["code": .string(code), "content": .string(content)]
        if let retryAfter { data["retry_after"] = .int(retryAfter) }
        return ["code": .int(rpcCode), "message": .string(rpcMessage), "data": .object(data)]
    }
}
