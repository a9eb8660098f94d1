/// One capability a business profile declares (`capabilities` of `/.well-known/ucp`, UCP
/// 2026-04-08 `discovery/profile_schema.json`): a row of the profile's table.
public struct UCPCapability: Sendable {
    /// `dev.ucp.shopping.catalog.search`, `dev.shopify.catalog`, …
    public var name: String
    public var spec: String
    public var schema: String
    /// The capabilities it extends (an extension's parents).
    public var extends: [String]

    /// Creates a capability at the demo's protocol version.
    public init(name: String, spec: String, schema: String, extends: [String] = []) {
        self.name = name
        self.spec = spec
        self.schema = schema
        self.extends = extends
    }

    /// Catalog search, as Shopify's profiles state it.
    public static let catalogSearch = UCPCapability(
        name: "dev.ucp.shopping.catalog.search", spec: "https://ucp.dev/2026-04-08/specification/catalog",
        schema: "https://ucp.dev/2026-04-08/schemas/shopping/catalog_search.json")
    /// Catalog lookup (lookup_catalog, get_product).
    public static let catalogLookup = UCPCapability(
        name: "dev.ucp.shopping.catalog.lookup", spec: "https://ucp.dev/2026-04-08/specification/catalog",
        schema: "https://ucp.dev/2026-04-08/schemas/shopping/catalog_lookup.json")
    /// Shopify's storefront catalog extension (a store's profile, captured/store-well-known-ucp.json).
    public static let shopifyCatalog = UCPCapability(
        name: "dev.shopify.catalog", spec: "https://shopify.dev/docs/agents/catalog/storefront-catalog",
        schema: "https://shopify.dev/ucp/schemas/2026-04-08/shopify_catalog.json",
        extends: [catalogSearch.name, catalogLookup.name])
    /// Shopify's global catalog extension (captured/catalog.shopify.com-well-known-ucp.json).
    public static let shopifyCatalogGlobal = UCPCapability(
        name: "dev.shopify.catalog.global", spec: "https://shopify.dev/docs/agents/catalog/global-catalog",
        schema: "https://shopify.dev/ucp/schemas/2026-04-08/shopify_catalog_global.json",
        extends: [catalogSearch.name, catalogLookup.name])

    /// Its entry in a profile.
    var json: UCPJSON {
        var entry: [String: UCPJSON] = [
            "version": .string(UCPAgentResolver.version), "spec": .string(spec), "schema": .string(schema),
        ]
        if !extends.isEmpty { entry["extends"] = .array(extends.map(UCPJSON.string)) }
        return .object(entry)
    }
}
