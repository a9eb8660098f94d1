import Foundation

/// The content of a `tools/call` answer: the tool's structured result and its UCP messages.
///
/// Read as the MCP binding says (`docs/catalog/mcp.md`; shopify.dev docs/agents/catalog):
/// `result.structuredContent`, or, when a server leaves it out, the JSON text of
/// `result.content[0]`; `result.isError` is the tool's failure, a JSON-RPC `error` the
/// transport's. A `text/event-stream` answer (MCP streamable HTTP may answer a POST so) is read
/// for its JSON-RPC message.
struct UCPAnswer: Sendable, Equatable {
    /// The structured content.
    var content: [String: JSONValue]
    /// Its `messages[]`, sanitised.
    var messages: [UCPMessage]

    /// The first error message, when the answer is a failure: `ucp.status` "error", or an error
    /// message with neither `products` nor `product`.
    var failure: UCPMessage? {
        let status = UCPJSON.object(content["ucp"])["status"]
        let error = messages.first { $0.type == "error" }
        if status == .string("error") { return error ?? UCPMessage(type: "error", content: "the catalog reported an error") }
        return content["products"] == nil && content["product"] == nil ? error : nil
    }

    /// The answer in `response` to the call numbered `id`.
    static func read(_ response: HTTPResponse, id: Int, host: String) throws(UCPError) -> UCPAnswer {
        let contentType = response.header("Content-Type")?.lowercased() ?? ""
        let messages = contentType.hasPrefix("text/event-stream") ? UCPEventStream.messages(in: response.body) : [response.body]
        let envelopes = messages.compactMap { UCPJSON.value($0) }.compactMap { value -> [String: JSONValue]? in
            guard case .object(let members) = value, members["result"] != nil || members["error"] != nil else { return nil }
            return members
        }
        guard let envelope = envelopes.first(where: { $0["id"] == .int(id) }) ?? envelopes.first else {
            let what = UCPJSON.looksLikeHTML(response.body) ? "it answered a web page" : "its answer is not JSON-RPC"
            throw .notUCPCatalog(host: host, detail: what)
        }
        if case .object(let error)? = envelope["error"] {
            throw .rpc(code: UCPJSON.int(error["code"]) ?? 0, message: UCPText.line(error["message"]) ?? "no message")
        }
        let result = UCPJSON.object(envelope["result"])
        let texts = UCPJSON.array(result["content"]).compactMap { item -> String? in
            guard case .string(let text)? = UCPJSON.object(item)["text"] else { return nil }
            return text
        }
        if UCPJSON.bool(result["isError"]) == true {
            throw .tool(message: texts.lazy.compactMap { $0.oneLine(limit: UCPText.shortLimit) }.first ?? "no reason given")
        }
        let structured: [String: JSONValue]
        if case .object(let members)? = result["structuredContent"] {
            structured = members
        } else if let text = texts.first, case .object(let members)? = UCPJSON.value(Data(text.utf8)) {
            structured = members
        } else {
            throw .notUCPCatalog(host: host, detail: "its answer has no structured content")
        }
        return UCPAnswer(content: structured, messages: UCPProductReader.messages(structured["messages"]))
    }
}
