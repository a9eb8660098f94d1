import Foundation

/// One UCP operation as a tool's handler sees it, whichever binding it came over (MCP
/// `tools/call` or a REST route): the tool's arguments, the negotiated agent, and where the
/// request came to.
public struct UCPCall: Sendable {
    /// How the call arrived.
    public enum Binding: String, Sendable {
        case mcp, rest
    }

    /// The tool's name (`search_catalog`, …).
    public var tool: String
    /// The MCP call's `arguments` without `meta` (`{"catalog": {…}}`); a REST route builds the
    /// same shape from its body and path (``UCPRoute/arguments``).
    public var arguments: UCPJSON
    /// The caller's profile, negotiated.
    public var agent: UCPAgent
    /// `http://127.0.0.1:PORT` or `https://{host}`: the address the request came to.
    public var origin: String
    /// The access tier granted (the global catalog's anonymous and token tiers; `.token` for a
    /// shop, which has no tiers).
    public var tier: UCPTier
    /// The request's headers, lower-cased (`idempotency-key`, …).
    public var headers: [String: String]
    public var binding: Binding

    /// Creates a call.
    public init(
        tool: String, arguments: UCPJSON, agent: UCPAgent, origin: String, tier: UCPTier = .token,
        headers: [String: String] = [:], binding: Binding = .mcp
    ) {
        self.tool = tool
        self.arguments = arguments
        self.agent = agent
        self.origin = origin
        self.tier = tier
        self.headers = headers
        self.binding = binding
    }
}
