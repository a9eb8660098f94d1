import Foundation

/// Reads a catalog's profile (`GET <catalog>/.well-known/ucp`, UCP overview → "Discovery";
/// `source/discovery/profile_schema.json`): the version to speak and the MCP endpoint of the
/// `dev.ucp.shopping` service.
enum UCPDiscovery {
    /// The profile's address under `catalog`.
    static func profileURL(of catalog: URL) -> URL {
        catalog.appendingPathComponent(".well-known").appendingPathComponent("ucp")
    }

    /// The endpoint the profile `body` of `catalog` declares.
    ///
    /// Versions offered are `ucp.version` and the keys of `ucp.supported_versions` (an object of
    /// version → profile URL in Shopify's profile; a list is accepted too). The service chosen is
    /// the first `dev.ucp.shopping` entry with `transport` "mcp" and an `endpoint`, of the version
    /// chosen (or of none stated).
    static func endpoint(in body: Data, catalog: URL) throws(UCPError) -> UCPEndpoint {
        let host = UCPText.host(catalog)
        guard case .object(let root)? = UCPJSON.value(body) else {
            throw .notUCPCatalog(
                host: host, detail: UCPJSON.looksLikeHTML(body) ? "its /.well-known/ucp is a web page" : "its /.well-known/ucp is not JSON")
        }
        guard case .object(let ucp)? = root["ucp"] else { throw .notUCPCatalog(host: host, detail: "its profile has no \"ucp\" object") }
        var offered: [String] = []
        if let version = UCPText.line(ucp["version"], limit: 40) { offered.append(version) }
        switch ucp["supported_versions"] {
        case .object(let versions)?: offered += versions.keys.sorted().compactMap { $0.oneLine(limit: 40) }
        case .array(let versions)?: offered += versions.compactMap { UCPText.line($0, limit: 40) }
        default: break
        }
        offered = offered.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        guard let version = UCPVersion.negotiate(offered) else { throw .versionUnsupported(offered: Array(offered.prefix(10))) }
        guard case .object(let services)? = ucp["services"], case .array(let shopping)? = services["dev.ucp.shopping"] else {
            throw .noMCPService(host: host)
        }
        for case .object(let service) in shopping {
            guard case .string("mcp")? = service["transport"], case .string(let address)? = service["endpoint"] else { continue }
            if case .string(let stated)? = service["version"], stated != version { continue }
            guard let url = URL(string: address, relativeTo: catalog)?.absoluteURL else { continue }
            try UCPEndpoint.requireSecure(url, what: "MCP endpoint")
            return UCPEndpoint(url: url, version: version)
        }
        throw .noMCPService(host: host)
    }
}
