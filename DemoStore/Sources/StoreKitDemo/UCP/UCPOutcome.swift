/// What a tool's handler answers: a UCP response body (a business outcome, `messages` and
/// `ucp.status` included, HTTP 200 unless the route says otherwise), or a transport error.
public enum UCPOutcome: Sendable, Equatable {
    /// The body: `result.structuredContent` over MCP, the response body over REST.
    case result(UCPJSON, status: Int = 200)
    /// Refused: a JSON-RPC `error` over MCP, its HTTP status over REST.
    case failure(UCPError)
}
