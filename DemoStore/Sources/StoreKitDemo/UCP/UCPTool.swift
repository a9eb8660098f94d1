/// One MCP tool of a UCP endpoint: a row of its dispatcher's table (``UCPService``). Its
/// handler also serves the REST routes that name it (``UCPRoute``).
public struct UCPTool: Sendable {
    /// The tool's name in `tools/call` (`search_catalog`).
    public var name: String
    /// The capability it belongs to (`dev.ucp.shopping.catalog.search`): a caller whose profile
    /// does not advertise it is answered `capabilities_incompatible` (UCP overview.md,
    /// "Negotiation Protocol"; Shopify: "the tools returned depend on the capabilities that
    /// profile advertises").
    public var capability: String
    /// One line for `tools/list`.
    public var description: String
    /// The JSON Schema of its arguments, for `tools/list`.
    public var inputSchema: UCPJSON
    /// Answers a call.
    public var handler: @Sendable (UCPCall) async -> UCPOutcome

    /// Creates a tool.
    public init(
        name: String, capability: String, description: String, inputSchema: UCPJSON = ["type": "object"],
        handler: @escaping @Sendable (UCPCall) async -> UCPOutcome
    ) {
        self.name = name
        self.capability = capability
        self.description = description
        self.inputSchema = inputSchema
        self.handler = handler
    }
}
