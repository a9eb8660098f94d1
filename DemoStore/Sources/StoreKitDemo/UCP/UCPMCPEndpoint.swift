import Foundation
import StoreKitCore

/// `POST /api/ucp/mcp`: MCP's JSON-RPC 2.0 over plain HTTP POST, stateless. Shopify's own client
/// sends `tools/call` with no `initialize` first (shared/ucp-spec/README.md); `initialize`,
/// `tools/list` and `ping` are answered too, for generic MCP clients. The answer of a tool is in
/// `result.structuredContent`, with a JSON text copy in `result.content[0]` (catalog/mcp.md).
struct UCPMCPEndpoint {
    let service: UCPService

    /// The MCP protocol revision answered to `initialize` when the client names none.
    static let mcpProtocolVersion = "2025-06-18"

    func answer(_ request: DemoRequest, origin: String) async -> HTTPResponse {
        guard let message = UCPJSON(data: request.body) else {
            return Self.error(id: .null, code: -32700, message: "Parse error: the body is not JSON", status: 400)
        }
        guard case .object(let members) = message else {
            // MCP 2025-06-18 dropped JSON-RPC batches; anything but one object is not a request.
            return Self.error(id: .null, code: -32600, message: "Invalid Request: send one JSON-RPC object", status: 400)
        }
        let id = members["id"] ?? .null
        guard members["jsonrpc"] == "2.0", let method = members["method"]?.string, Self.isValidID(id) else {
            return Self.error(id: Self.isValidID(id) ? id : .null, code: -32600, message: "Invalid Request", status: 400)
        }
        guard members["id"] != nil else {
            // A notification (`notifications/initialized`): nothing to answer.
            return HTTPResponse(status: 202, headers: [:], body: Data())
        }
        let params = members["params"] ?? [:]
        switch method {
        case "initialize":
            return Self.result(
                id: id,
                [
                    "protocolVersion": .string(params["protocolVersion"]?.string.map(UCPService.shown) ?? Self.mcpProtocolVersion),
                    "capabilities": ["tools": ["listChanged": false]],
                    "serverInfo": ["name": "shopterm-demo-ucp", "version": .string(UCPAgentResolver.version)],
                ])
        case "ping":
            return Self.result(id: id, [:])
        case "tools/list":
            return Self.result(
                id: id,
                [
                    "tools": .array(
                        service.listedTools.map { tool in
                            ["name": .string(tool.name), "description": .string(tool.description), "inputSchema": tool.inputSchema]
                        })
                ])
        case "tools/call":
            return await call(id: id, params: params, request: request, origin: origin)
        default:
            return Self.error(id: id, code: -32601, message: "Method not found: \(UCPService.shown(method))", status: 200)
        }
    }

    private func call(id: UCPJSON, params: UCPJSON, request: DemoRequest, origin: String) async -> HTTPResponse {
        guard let name = params["name"]?.string else {
            return Self.error(id: id, code: -32602, message: "Invalid params: tools/call needs a tool name", status: 200)
        }
        guard service.tools[name] != nil else {
            return Self.error(id: id, code: -32602, message: "Unknown tool: \(UCPService.shown(name))", status: 200)
        }
        let given = params["arguments"] ?? [:]
        guard case .object(var arguments) = given else {
            return Self.error(id: id, code: -32602, message: "Invalid params: arguments must be an object", status: 200)
        }
        let profile = arguments["meta"]?["ucp-agent"]?["profile"]?.string
        // An MCP mutation's idempotency key comes in `meta` (checkout-mcp.md), REST's in its
        // header: the tools read it from the header either way.
        var keyed = request
        if let key = arguments["meta"]?["idempotency-key"]?.string { keyed.headers["idempotency-key"] = key }
        arguments["meta"] = nil
        let outcome = await service.run(
            tool: name, arguments: .object(arguments), profile: profile, request: keyed, origin: origin, binding: .mcp)
        switch outcome {
        case .result(let body, _):
            return Self.result(id: id, ["structuredContent": body, "content": [["type": "text", "text": .string(body.text)]]])
        case .failure(let error):
            // overview.md: over MCP's HTTP the status is the primary signal; invalid params stay a 200.
            var response = Self.json(200, ["jsonrpc": "2.0", "id": id, "error": error.rpcError])
            if error.rpcCode != -32602 { response.status = error.status }
            for (name, value) in error.headers { response.headers[name.lowercased()] = value }
            return response
        }
    }

    /// JSON-RPC 2.0, 4: an id is a string, a number or null.
    static func isValidID(_ id: UCPJSON) -> Bool {
        switch id {
        case .string(let text): return text.count <= 256
        case .int, .number, .null: return true
        default: return false
        }
    }

    static func result(id: UCPJSON, _ result: UCPJSON) -> HTTPResponse {
        json(200, ["jsonrpc": "2.0", "id": id, "result": result])
    }

    static func error(id: UCPJSON, code: Int, message: String, status: Int) -> HTTPResponse {
        json(status, ["jsonrpc": "2.0", "id": id, "error": ["code": .int(code), "message": .string(message)]])
    }

    private static func json(_ status: Int, _ body: UCPJSON) -> HTTPResponse { UCPService.json(status, body) }
}
