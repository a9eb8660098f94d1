/// The mall's global catalog (`dev.shopify.catalog.global`, like catalog.shopify.com): a UCP
/// endpoint over every shop, MCP only, with catalog search and lookup and the global extension,
/// and no cart or checkout (captured/catalog.shopify.com-well-known-ucp.json), behind the access
/// tiers of ``UCPAccess``.
public enum UCPGlobalCatalog {
    /// The profile's capabilities.
    static let capabilities: [UCPCapability] = [.catalogSearch, .catalogLookup, .shopifyCatalogGlobal]

    /// The tools, by name.
    static func tools(_ sellers: [UCPSeller]) -> [UCPTool] {
        let global = UCPGlobalTools(sellers: sellers)
        return [
            UCPTool(
                name: "search_catalog", capability: UCPCapability.catalogSearch.name,
                description: "Search products across every shop; offers from several sellers per product.",
                inputSchema: UCPToolSchemas.catalog(["query", "context", "filters", "pagination"])
            ) { global.search($0) },
            UCPTool(
                name: "lookup_catalog", capability: UCPCapability.catalogLookup.name,
                description: "Look up global products (gid://shopify/p/…) or a seller's variants.",
                inputSchema: UCPToolSchemas.catalog(["ids", "context", "filters"], required: ["ids"])
            ) { global.lookup($0) },
            UCPTool(
                name: "get_product", capability: UCPCapability.catalogLookup.name,
                description: "One global product with every seller's variants, narrowed by selected options.",
                inputSchema: UCPToolSchemas.catalog(["id", "selected", "preferences", "context", "filters"], required: ["id"])
            ) { global.getProduct($0) },
        ]
    }

    /// The global catalog over `sellers`, answering at `host` when a request names none; tokens
    /// are issued to the client `clientID` with `clientSecret`.
    public static func service(
        sellers: [UCPSeller], host: String, clientID: String, clientSecret: String, agents: UCPAgentResolver = UCPAgentResolver()
    ) -> UCPService {
        UCPService(
            profile: UCPBusinessProfile(transports: [.mcp], capabilities: capabilities), tools: tools(sellers), routes: [],
            agents: agents, access: UCPAccess(clientID: clientID, clientSecret: clientSecret), fallbackHost: host)
    }
}
