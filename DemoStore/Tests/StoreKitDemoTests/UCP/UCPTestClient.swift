import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// Speaks UCP to a demo shop or the global catalog as an agent would: MCP `tools/call` with
/// `meta["ucp-agent"]`, REST with a `UCP-Agent` header, to a Host of its choosing.
struct UCPTestClient {
    /// Answers a request (a shop's `handle`, the global catalog's `answer`).
    let answer: @Sendable (DemoRequest) async -> HTTPResponse
    var host = "127.0.0.1:8080"
    var profile: String? = UCPAgentResolver.shoptermProfile
    var authorization: String?

    /// A shop's UCP, through its own request handling.
    static func shop(_ store: DemoStore) -> UCPTestClient {
        UCPTestClient { request in
            guard case .response(let response) = await store.handle(request) else {
                return HTTPResponse(status: 599, headers: [:], body: Data())
            }
            return response
        }
    }

    /// A UCP service (the global catalog).
    static func service(_ service: UCPService) -> UCPTestClient {
        UCPTestClient { await service.answer($0) }
    }

    private var headers: [String: String] {
        var headers = ["host": host, "content-type": "application/json"]
        if let authorization { headers["authorization"] = authorization }
        return headers
    }

    /// A raw request: its status, headers and body parsed as JSON (nil when it is not).
    func send(_ method: String, _ path: String, body: Data = Data(), headers extra: [String: String] = [:]) async
        -> (status: Int, headers: [String: String], json: UCPJSON?)
    {
        let response = await answer(DemoRequest(method: method, path: path, headers: headers.merging(extra) { $1 }, body: body))
        return (response.status, response.headers, UCPJSON(data: response.body))
    }

    /// A JSON-RPC call of `method` with `params`: status and the whole response.
    func rpc(_ method: String, _ params: UCPJSON = [:]) async throws -> (status: Int, json: UCPJSON) {
        let body: UCPJSON = ["jsonrpc": "2.0", "id": 7, "method": .string(method), "params": params]
        let (status, _, json) = await send("POST", "/api/ucp/mcp", body: body.data)
        return (status, try #require(json))
    }

    /// `tools/call` of `tool` with a `catalog` argument: status and the whole JSON-RPC response.
    func call(_ tool: String, _ catalog: UCPJSON, meta: UCPJSON? = nil) async throws -> (status: Int, json: UCPJSON) {
        var arguments: [String: UCPJSON] = ["catalog": catalog]
        if let meta {
            arguments["meta"] = meta
        } else if let profile {
            arguments["meta"] = ["ucp-agent": ["profile": .string(profile)]]
        }
        return try await rpc("tools/call", ["name": .string(tool), "arguments": .object(arguments)])
    }

    /// `tools/call` that must succeed: its `structuredContent` (checked against its text copy).
    func result(_ tool: String, _ catalog: UCPJSON) async throws -> UCPJSON {
        let (status, json) = try await call(tool, catalog)
        #expect(status == 200, "\(json.text.prefix(300))")
        let content = try #require(json["result"]?["structuredContent"], "\(json.text.prefix(300))")
        let text = try #require(json["result"]?["content"]?.array?.first?["text"]?.string)
        #expect(UCPJSON(data: Data(text.utf8)) == content)
        return content
    }

    /// A REST call under `/api/ucp` with the `UCP-Agent` header.
    func rest(_ method: String, _ path: String, _ body: UCPJSON?) async -> (status: Int, headers: [String: String], json: UCPJSON?) {
        var extra: [String: String] = [:]
        if let profile { extra["ucp-agent"] = "profile=\"\(profile)\"" }
        return await send(method, "/api/ucp" + path, body: body?.data ?? Data(), headers: extra)
    }
}
