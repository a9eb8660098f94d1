/// Who may use a demo shop's checkout tools, as Shopify's tiers give them (shopify.dev,
/// docs/agents/profiles/auth-and-rate-limiting; shared/ucp-spec/README.md): anonymous callers
/// get the catalog and carts but no checkout; signed callers (RFC 9421 HTTP message signatures,
/// Web Bot Auth) get checkout but cannot complete it; only tokens Shopify granted purchase
/// rights may complete one, which the demo grants to nobody: every checkout hands off to the
/// buyer (`requires_escalation` with a `continue_url`).
///
/// What the demo takes as signed: a caller that sends ``demoAgentToken`` as a bearer token, or
/// one whose request carries a signature, either RFC 9421's pair (`Signature-Input` and
/// `Signature`, UCP signatures.md) or the `request-signature` header of the UCP conformance
/// suites (spck-conformance sends `request-signature: test` on every request; its register notes
/// the official suite stubs it the same way). The demo does not verify signatures: it runs
/// offline and cannot fetch a platform's signing keys, and nothing a checkout does here can be
/// abused (it never takes a payment), so the header's presence stands for the tier — enough for
/// the conformance suite to exercise checkout, which it does with that header and no token.
enum UCPCheckoutAccess {
    /// The demo's public agent token for checkout (not a secret: it is documented, and a checkout
    /// on the demo charges nothing).
    static let demoAgentToken = "shopterm-demo-agent"

    /// True when a request with these headers (names lower-cased) may use the checkout tools.
    static func allows(_ headers: [String: String]) -> Bool {
        if let authorization = headers["authorization"] {
            let parts = authorization.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "bearer", parts[1].trimmingCharacters(in: .whitespaces) == demoAgentToken {
                return true
            }
        }
        let present = { (name: String) in !(headers[name]?.trimmingCharacters(in: .whitespaces).isEmpty ?? true) }
        return (present("signature-input") && present("signature")) || present("request-signature")
    }

    /// The refusal of an anonymous caller: 401 with a bearer challenge (cart-rest.md, "Status
    /// Codes": "Authentication is required and has failed or has not been provided").
    static let refusal = UCPError(
        code: "unauthorized",
        content: "Checkout needs a signed request or an agent token: anonymous callers get the catalog and carts only",
        status: 401, rpcCode: -32000, rpcMessage: "Unauthorized", headers: ["WWW-Authenticate": #"Bearer realm="ucp""#])
}
