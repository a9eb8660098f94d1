/// A business's `/.well-known/ucp` (UCP 2026-04-08, `discovery/profile_schema.json`): the
/// protocol version, the `dev.ucp.shopping` service's transports at the address the request came
/// to, and the capabilities (a table: ``UCPCapability``).
public struct UCPBusinessProfile: Sendable {
    /// The transports of `dev.ucp.shopping`.
    public enum Transport: String, Sendable {
        case mcp, rest
    }

    public var transports: [Transport]
    public var capabilities: [UCPCapability]

    /// Creates a profile.
    public init(transports: [Transport], capabilities: [UCPCapability]) {
        self.transports = transports
        self.capabilities = capabilities
    }

    /// The profile served at `origin` (`http://127.0.0.1:PORT`): MCP at `<origin>/api/ucp/mcp`,
    /// REST at `<origin>/api/ucp`.
    public func json(origin: String) -> UCPJSON {
        let version = UCPAgentResolver.version
        let services: [UCPJSON] = transports.map { transport in
            switch transport {
            case .mcp:
                return [
                    "version": .string(version), "spec": "https://ucp.dev/2026-04-08/specification/overview/", "transport": "mcp",
                    "endpoint": .string("\(origin)/api/ucp/mcp"),
                    "schema": "https://ucp.dev/2026-04-08/services/shopping/mcp.openrpc.json",
                ]
            case .rest:
                return [
                    "version": .string(version), "spec": "https://ucp.dev/2026-04-08/specification/overview/", "transport": "rest",
                    "endpoint": .string("\(origin)/api/ucp"),
                    "schema": "https://ucp.dev/2026-04-08/services/shopping/rest.openapi.json",
                ]
            }
        }
        var registry: [String: UCPJSON] = [:]
        for capability in capabilities { registry[capability.name] = [capability.json] }
        return [
            "ucp": [
                "version": .string(version),
                "supported_versions": .object([version: .string("\(origin)/.well-known/ucp/\(version)")]),
                "services": ["dev.ucp.shopping": .array(services)],
                "capabilities": .object(registry),
                "payment_handlers": [:],
            ]
        ]
    }
}
