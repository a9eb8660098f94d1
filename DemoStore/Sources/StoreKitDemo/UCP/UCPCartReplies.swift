/// The envelopes and messages the demo's cart and checkout tools answer with (UCP 2026-04-08:
/// `ucp.json` `response_cart_schema` / `response_checkout_schema`, `types/message_error.json`,
/// `types/error_response.json`).
enum UCPCartReplies {
    /// A response's `ucp`: the version, `status`, the capabilities it was answered under and, for
    /// a checkout, its payment handlers (required there; the demo's profile declares none).
    static func meta(_ capabilities: [String], checkout: Bool, status: String = "success") -> UCPJSON {
        var members: [String: UCPJSON] = [
            "version": .string(UCPAgentResolver.version), "status": .string(status),
            "capabilities": .object(Dictionary(uniqueKeysWithValues: capabilities.map { ($0, [["version": .string(UCPAgentResolver.version)]]) })),
        ]
        if checkout { members["payment_handlers"] = [:] }
        return .object(members)
    }

    /// A business outcome with no resource (cart-rest.md, "Business Outcomes": HTTP 200 with
    /// `ucp.status: "error"` and `messages`, and a `continue_url` to the shop).
    static func failure(_ messages: [UCPJSON], capability: String, origin: String) -> UCPOutcome {
        .result([
            "ucp": meta([capability], checkout: false, status: "error"), "messages": .array(messages),
            "continue_url": .string(origin),
        ])
    }

    /// `not_found` for a cart or checkout that does not exist (or was canceled, or expired):
    /// "When no resource exists to act on, messages SHOULD use severity: unrecoverable".
    static func notFound(_ what: String, capability: String, origin: String) -> UCPOutcome {
        failure([error("not_found", "\(what) not found or has expired", severity: "unrecoverable")], capability: capability, origin: origin)
    }

    /// One error message.
    static func error(_ code: String, _ content: String, severity: String, path: String? = nil) -> UCPJSON {
        var members: [String: UCPJSON] = [
            "type": "error", "code": .string(code), "content": .string(content), "severity": .string(severity),
        ]
        if let path { members["path"] = .string(path) }
        return .object(members)
    }

    /// The store's user errors on lines as messages: merchandise it does not have is
    /// `item_unavailable` at its line (checkout.md, "Standard Errors"), anything else invalid input.
    static func messages(_ errors: [DemoUserError]) -> [UCPJSON] {
        errors.map { error in
            let fields = error.field ?? []
            let index = fields.count >= 2 && fields[fields.count - 2].allSatisfy(\.isNumber) ? fields[fields.count - 2] : nil
            let path = index.map { "$.line_items[\($0)]" }
            let code = error.code == "INVALID_MERCHANDISE_LINE" ? "item_unavailable" : "invalid_input"
            return Self.error(code, error.message, severity: "unrecoverable", path: path)
        }
    }

    /// The store's warnings (a sold-out item left out, a quantity cut to the stock) as messages:
    /// `out_of_stock`, recoverable (checkout.md: "Businesses SHOULD mark standard errors with
    /// severity: recoverable").
    /// (A code that does not apply is the encoder's message, from the bill.)
    static func messages(_ warnings: [DemoWarning]) -> [UCPJSON] {
        warnings.filter { !$0.code.hasPrefix("DISCOUNT_") }.map { warning in
            let code =
                warning.code == "MERCHANDISE_OUT_OF_STOCK" || warning.code == "MERCHANDISE_NOT_ENOUGH_STOCK"
                ? "out_of_stock" : warning.code.lowercased()
            return error(code, warning.message, severity: "recoverable")
        }
    }

    /// A REST create answers 201 Created (rest.openapi.json), anything else 200.
    static func created(_ body: UCPJSON, _ call: UCPCall) -> UCPOutcome {
        .result(body, status: call.binding == .rest ? 201 : 200)
    }
}
