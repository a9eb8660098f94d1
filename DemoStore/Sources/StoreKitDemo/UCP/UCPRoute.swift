/// One REST route of a UCP endpoint (under `/api/ucp`): a row of its dispatcher's table that
/// runs a tool's handler (UCP's REST binding, `rest.openapi.json`, has the same operations as
/// the MCP binding's tools).
public struct UCPRoute: Sendable {
    /// `POST`, `GET`, `PUT`, …
    public var method: String
    /// The path after `/api/ucp`, with `{name}` for a path parameter: `/catalog/search`, `/carts/{id}`.
    public var path: String
    /// The tool whose handler answers it.
    public var tool: String
    /// The tool's arguments from the request's JSON body (nil when it has none) and the path's
    /// parameters: `/catalog/search` gives `{"catalog": body}`.
    public var arguments: @Sendable (_ body: UCPJSON?, _ parameters: [String: String]) -> UCPJSON

    /// Creates a route.
    public init(
        _ method: String, _ path: String, tool: String,
        arguments: @escaping @Sendable (_ body: UCPJSON?, _ parameters: [String: String]) -> UCPJSON
    ) {
        self.method = method
        self.path = path
        self.tool = tool
        self.arguments = arguments
    }

    /// The path's parameters when `path` (after `/api/ucp`) matches this route's, else nil.
    func match(_ requestPath: String) -> [String: String]? {
        let pattern = path.split(separator: "/")
        let parts = requestPath.split(separator: "/")
        guard pattern.count == parts.count else { return nil }
        var parameters: [String: String] = [:]
        for (expected, part) in zip(pattern, parts) {
            if expected.hasPrefix("{") && expected.hasSuffix("}") {
                parameters[String(expected.dropFirst().dropLast())] = String(part).removingPercentEncoding ?? String(part)
            } else if expected != part {
                return nil
            }
        }
        return parameters
    }
}
