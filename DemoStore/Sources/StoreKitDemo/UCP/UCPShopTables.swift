/// A shop's UCP surface as tables: the capabilities its profile declares, its MCP tools and its
/// REST routes. A new operation is one row in each (a tool, its route, its capability); the
/// handlers live in files of their own (``UCPShopCatalog``; carts and checkouts beside it).
enum UCPShopTables {
    /// The profile's capabilities (captured/store-well-known-ucp.json lists these for the
    /// catalog, with `dev.shopify.catalog`).
    static let capabilities: [UCPCapability] = [
        .catalogSearch,
        .catalogLookup,
        .shopifyCatalog,
        UCPCartTools.capability,
        UCPCheckoutTools.capability,
        UCPCartTools.discount,
        UCPCheckoutTools.fulfillment,
    ]

    /// The MCP tools, by name.
    static func tools(_ shop: UCPShop) -> [UCPTool] {
        let catalog = UCPShopCatalog(shop: shop)
        return [
            UCPTool(
                name: "search_catalog", capability: UCPCapability.catalogSearch.name, description: "Search the shop's products.",
                inputSchema: UCPToolSchemas.catalog(["query", "context", "filters", "pagination"])
            ) { catalog.search($0) },
            UCPTool(
                name: "lookup_catalog", capability: UCPCapability.catalogLookup.name,
                description: "Look up products or variants by ID (also handle or SKU).",
                inputSchema: UCPToolSchemas.catalog(["ids", "context", "filters"], required: ["ids"])
            ) { catalog.lookup($0) },
            UCPTool(
                name: "get_product", capability: UCPCapability.catalogLookup.name,
                description: "One product in full, narrowed by selected options.",
                inputSchema: UCPToolSchemas.catalog(["id", "selected", "preferences", "context", "filters"], required: ["id"])
            ) { catalog.getProduct($0) },
        ] + UCPCheckoutTools.shopTools(shop)  // create/get/update/cancel_cart, create/get/update/complete/cancel_checkout
    }

    /// The REST routes (UCP `rest.openapi.json`), each naming its tool.
    static let routes: [UCPRoute] =
        [
            UCPRoute("POST", "/catalog/search", tool: "search_catalog") { body, _ in ["catalog": body ?? [:]] },
            UCPRoute("POST", "/catalog/lookup", tool: "lookup_catalog") { body, _ in ["catalog": body ?? [:]] },
            UCPRoute("POST", "/catalog/product", tool: "get_product") { body, _ in ["catalog": body ?? [:]] },
        ] + UCPCartTools.routes + UCPCheckoutTools.routes

    /// The dispatcher of one shop. REST is listed because it is what the conformance suite
    /// grades; Shopify's own store profiles list MCP and the embedded transport
    /// (captured/store-well-known-ucp.json), which the demo does not serve.
    static func service(_ shop: UCPShop, fallbackHost: String) -> UCPService {
        UCPService(
            profile: UCPBusinessProfile(transports: [.mcp, .rest], capabilities: capabilities), tools: tools(shop), routes: routes,
            fallbackHost: fallbackHost)
    }
}
