/// The input schemas `tools/list` shows (JSON Schema, after the MCP binding's
/// `mcp.openrpc.json`: the tool's payload under `catalog`, the agent under `meta`).
enum UCPToolSchemas {
    /// The schema of a `meta["ucp-agent"].profile`.
    static let meta: UCPJSON = [
        "type": "object",
        "properties": ["ucp-agent": ["type": "object", "properties": ["profile": ["type": "string"]], "required": ["profile"]]],
        "required": ["ucp-agent"],
    ]

    /// A catalog tool's arguments: `meta` and a `catalog` object with `properties`.
    static func catalog(_ properties: [String], required: [String] = []) -> UCPJSON {
        var members: [String: UCPJSON] = [:]
        for name in properties { members[name] = type(of: name) }
        var catalog: [String: UCPJSON] = ["type": "object", "properties": .object(members)]
        if !required.isEmpty { catalog["required"] = .array(required.map(UCPJSON.string)) }
        return ["type": "object", "properties": ["meta": meta, "catalog": .object(catalog)], "required": ["meta", "catalog"]]
    }

    private static func type(of property: String) -> UCPJSON {
        switch property {
        case "query", "id": return ["type": "string"]
        case "ids", "preferences": return ["type": "array", "items": ["type": "string"]]
        case "selected": return ["type": "array", "items": ["type": "object"]]
        default: return ["type": "object"]
        }
    }
}
