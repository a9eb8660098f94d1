import Foundation
import StoreKitCore

/// A UCP endpoint: the dispatcher behind `/.well-known/ucp`, `POST /api/ucp/mcp` (JSON-RPC 2.0,
/// stateless) and the REST binding under `/api/ucp`. Its tools and routes are tables
/// (``UCPTool``, ``UCPRoute``): a tool is one row, a REST route one row naming a tool. A shop's
/// tables are ``UCPShopTables``; the global catalog's ``UCPGlobalCatalog``'s.
public final class UCPService: Sendable {
    public let profile: UCPBusinessProfile
    let tools: [String: UCPTool]
    let toolOrder: [String]
    let routes: [UCPRoute]
    let agents: UCPAgentResolver
    /// The global catalog's tiers and token endpoint (nil: a shop, open to all).
    let access: UCPAccess?
    /// The host used when a request has no `Host` header (the in-process transport's).
    let fallbackHost: String

    /// A dispatcher over `tools` and `routes` (a route naming no tool is a programming error).
    public init(
        profile: UCPBusinessProfile, tools: [UCPTool], routes: [UCPRoute], agents: UCPAgentResolver = UCPAgentResolver(),
        access: UCPAccess? = nil, fallbackHost: String
    ) {
        self.profile = profile
        self.tools = Dictionary(tools.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
        toolOrder = tools.map(\.name)
        precondition(routes.allSatisfy { route in tools.contains { $0.name == route.tool } }, "a UCP route names an unknown tool")
        self.routes = routes
        self.agents = agents
        self.access = access
        self.fallbackHost = fallbackHost
    }

    /// True for the paths it answers: `/.well-known/ucp…` and `/api/ucp…` (and the token
    /// endpoint when it has tiers).
    public func handles(_ path: String) -> Bool {
        Self.isUCPPath(path) || (access != nil && DemoRequest.pathWithoutQuery(path) == UCPAccess.tokenPath)
    }

    /// True for `/.well-known/ucp…` and `/api/ucp…`: what a shop routes here.
    public static func isUCPPath(_ path: String) -> Bool {
        let bare = DemoRequest.pathWithoutQuery(path)
        return bare == "/.well-known/ucp" || bare.hasPrefix("/.well-known/ucp/") || bare == "/api/ucp" || bare.hasPrefix("/api/ucp/")
    }

    /// Answers one request.
    public func answer(_ request: DemoRequest) async -> HTTPResponse {
        let path = DemoRequest.pathWithoutQuery(request.path)
        let origin = Self.origin(of: request, fallbackHost: fallbackHost)
        if let access, path == UCPAccess.tokenPath { return access.issueToken(request) }
        if path == "/.well-known/ucp" || path == "/.well-known/ucp/\(UCPAgentResolver.version)" {
            guard request.method == "GET" || request.method == "HEAD" else { return Self.methodNotAllowed("GET") }
            var document = profile.json(origin: origin)
            if path != "/.well-known/ucp", case .object(var ucp)? = document["ucp"] {
                // A version's own profile is a leaf: no supported_versions (overview.md, "Version Negotiation").
                ucp["supported_versions"] = nil
                document = ["ucp": .object(ucp)]
            }
            var response = Self.json(200, document)
            response.headers["cache-control"] = "public, max-age=300"
            return response
        }
        if path == "/api/ucp/mcp" {
            guard request.method == "POST" else { return Self.methodNotAllowed("POST") }
            return await UCPMCPEndpoint(service: self).answer(request, origin: origin)
        }
        return await UCPRESTEndpoint(service: self).answer(request, path: String(path.dropFirst("/api/ucp".count)), origin: origin)
    }

    /// Admits the caller (tiers), negotiates its profile, checks the tool's capability and runs it.
    func run(
        tool name: String, arguments: UCPJSON, profile: String?, request: DemoRequest, origin: String, binding: UCPCall.Binding
    ) async -> UCPOutcome {
        guard let tool = tools[name] else { return .failure(.invalidInput("Unknown tool: \(Self.shown(name))", code: "unknown_tool")) }
        var tier = UCPTier.token
        if let access {
            switch access.admit(authorization: request.headers["authorization"]) {
            case .success(let granted): tier = granted
            case .failure(let error): return .failure(error)
            }
        }
        let agent: UCPAgent
        switch await agents.resolve(profile) {
        case .success(let resolved): agent = resolved
        case .failure(let error): return .failure(error)
        }
        guard agent.supports(tool.capability) else {
            // overview.md, "Error Codes": capabilities_incompatible is a business outcome (HTTP 200, a result).
            return .result([
                "ucp": ["version": .string(UCPAgentResolver.version), "status": "error", "capabilities": [:]],
                "messages": [
                    [
                        "type": "error", "code": "capabilities_incompatible", "severity": "unrecoverable",
                        "content": .string("The agent profile does not advertise \(tool.capability)"),
                    ]
                ],
                "continue_url": .string(origin),
            ])
        }
        let call = UCPCall(
            tool: name, arguments: arguments, agent: agent, origin: origin, tier: tier, headers: request.headers, binding: binding)
        return await tool.handler(call)
    }

    /// The tools in table order, for `tools/list`.
    var listedTools: [UCPTool] { toolOrder.compactMap { tools[$0] } }

    /// `http://{Host}` on loopback, `https://{Host}` elsewhere; the fallback host without one.
    /// A Host that is not a plain host[:port] is not echoed.
    static func origin(of request: DemoRequest, fallbackHost: String) -> String {
        let given = request.headers["host"]?.trimmingCharacters(in: .whitespaces) ?? ""
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-:[]"))
        let isPlain =
            !given.isEmpty && given.count <= 255
            && given.unicodeScalars.allSatisfy { $0.isASCII && allowed.contains($0) }
        let host = isPlain ? given.lowercased() : fallbackHost
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }.dropFirst()) : String(host.split(separator: ":").first ?? "")
        return "\(UCPAgentResolver.isLoopback(name) ? "http" : "https")://\(host)"
    }

    /// At most 64 printable ASCII characters of `text`, for an error line.
    static func shown(_ text: String) -> String {
        let printable = String(text.unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }.map(Character.init))
        return printable.count > 64 ? String(printable.prefix(64)) + "…" : printable
    }

    static func json(_ status: Int, _ body: UCPJSON, headers: [String: String] = [:]) -> HTTPResponse {
        var all = headers
        all["Content-Type"] = "application/json"
        return HTTPResponse(status: status, headers: all, body: body.data)
    }

    static func methodNotAllowed(_ allow: String) -> HTTPResponse {
        json(
            405,
            [
                "ucp": ["version": .string(UCPAgentResolver.version), "status": "error"],
                "messages": [
                    [
                        "type": "error", "code": "method_not_allowed", "severity": "unrecoverable",
                        "content": .string("Method not allowed: use \(allow)"),
                    ]
                ],
            ], headers: ["Allow": allow])
    }
}
