import Foundation

/// Where a catalog's MCP service answers, and in which UCP version: what discovery finds.
struct UCPEndpoint: Sendable, Equatable {
    /// The MCP endpoint (`https://catalog.shopify.com/api/ucp/mcp`).
    var url: URL
    /// The version both sides speak.
    var version: String

    /// Throws unless `url` is https, or http to this machine (the demo catalog): a catalog
    /// address, a token endpoint or an MCP endpoint must not send a token or a search in clear
    /// over the network. `what` names the address in the error.
    static func requireSecure(_ url: URL, what: String) throws(UCPError) {
        let scheme = url.scheme?.lowercased()
        let host = (url.host ?? "").lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        guard !host.isEmpty, scheme == "https" || (scheme == "http" && Loopback.isLoopback(host)) else {
            throw .insecureEndpoint(what: what, host: UCPText.host(url))
        }
    }
}
