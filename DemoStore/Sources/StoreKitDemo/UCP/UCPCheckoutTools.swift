import Foundation

/// A demo shop's UCP checkout tools (UCP 2026-04-08, checkout.md, checkout-mcp.md,
/// checkout-rest.md): `create_checkout`, `get_checkout`, `update_checkout`, `complete_checkout`,
/// `cancel_checkout`. A checkout session is a Storefront cart of the shop (a new one, or the UCP
/// cart it converts: cart.md, "Cart-to-Checkout Conversion"), so its lines and totals are the
/// Cart API's and the checkout page's. Only callers ``UCPCheckoutAccess`` admits may use them,
/// and none may complete: every open checkout is `requires_escalation` with a `continue_url` to
/// the demo's checkout page, where the buyer pays (then the session reads `completed`).
struct UCPCheckoutTools: Sendable {
    let shop: UCPShop
    let store: UCPCheckoutStore

    /// `dev.ucp.shopping.checkout`, as Shopify's store profiles state it.
    static let capability = UCPCapability(
        name: "dev.ucp.shopping.checkout", spec: "https://ucp.dev/2026-04-08/specification/checkout",
        schema: "https://ucp.dev/2026-04-08/schemas/shopping/checkout.json")

    /// `dev.ucp.shopping.fulfillment` on checkouts (``UCPCheckoutFulfillment``).
    static let fulfillment = UCPCapability(
        name: "dev.ucp.shopping.fulfillment", spec: "https://ucp.dev/2026-04-08/specification/fulfillment",
        schema: "https://ucp.dev/2026-04-08/schemas/shopping/fulfillment.json", extends: [capability.name])

    /// Seconds a session lives (checkout.json `expires_at`: "Default TTL is 6 hours").
    static let lifetime: TimeInterval = 6 * 3600

    /// The tools, one row each.
    var tools: [UCPTool] {
        let name = Self.capability.name
        let schema = UCPCartTools.schema
        return [
            UCPTool(name: "create_checkout", capability: name, description: "Create a checkout session.", inputSchema: schema(["checkout"])) {
                create($0)
            },
            UCPTool(name: "get_checkout", capability: name, description: "Get a checkout session.", inputSchema: schema(["id"])) { get($0) },
            UCPTool(
                name: "update_checkout", capability: name, description: "Replace a checkout's line items, context or buyer.",
                inputSchema: schema(["id", "checkout"])
            ) { update($0) },
            UCPTool(
                name: "complete_checkout", capability: name,
                description: "Ask to place the order: the demo hands every checkout to the buyer (continue_url).",
                inputSchema: schema(["id", "checkout"])
            ) { complete($0) },
            UCPTool(name: "cancel_checkout", capability: name, description: "Cancel a checkout session.", inputSchema: schema(["id"])) {
                cancel($0)
            },
        ]
    }

    /// A shop's cart and checkout tools, sharing one ``UCPCheckoutStore`` (a cart converted to a
    /// checkout, a cart canceled): what its tool table adds.
    static func shopTools(_ shop: UCPShop) -> [UCPTool] {
        let store = UCPCheckoutStore()
        return UCPCartTools(shop: shop, store: store).tools + UCPCheckoutTools(shop: shop, store: store).tools
    }

    /// The REST routes (rest.openapi.json), one row each.
    static let routes: [UCPRoute] = [
        UCPRoute("POST", "/checkout-sessions", tool: "create_checkout") { body, _ in ["checkout": body ?? [:]] },
        UCPRoute("GET", "/checkout-sessions/{id}", tool: "get_checkout") { _, path in ["id": .string(path["id"] ?? "")] },
        UCPRoute("PUT", "/checkout-sessions/{id}", tool: "update_checkout") { body, path in
            ["id": .string(path["id"] ?? ""), "checkout": body ?? [:]]
        },
        UCPRoute("POST", "/checkout-sessions/{id}/complete", tool: "complete_checkout") { body, path in
            ["id": .string(path["id"] ?? ""), "checkout": body ?? [:]]
        },
        UCPRoute("POST", "/checkout-sessions/{id}/cancel", tool: "cancel_checkout") { _, path in ["id": .string(path["id"] ?? "")] },
    ]

    func create(_ call: UCPCall) -> UCPOutcome {
        guard UCPCheckoutAccess.allows(call.headers) else { return .failure(UCPCheckoutAccess.refusal) }
        let checkout = call.arguments["checkout"]
        // cart.md: with a cart_id the business "MUST use cart contents ... and MUST ignore
        // overlapping fields in checkout payload"; line_items may then be empty.
        let cartID = checkout?["cart_id"]
        let input: UCPCartInput
        let shipping: UCPCheckoutFulfillment?
        switch (UCPCartInput.read(checkout, requireLines: cartID == nil), UCPCheckoutFulfillment.read(checkout)) {
        case (.success(let read), .success(let fulfillment)): (input, shipping) = (read, fulfillment)
        case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
        }
        if cartID == nil && input.lines.isEmpty { return .failure(Self.noLines) }
        return store.idempotent(key: call.headers["idempotency-key"], request: UCPCartTools.fingerprint(call)) {
            if let cartID { return convert(cartID, shipping: shipping, call: call) }
            let outcome = shop.commerce.createCart(
                lines: input.lines, email: input.email, countryCode: input.country, phone: nil, addresses: [],
                extras: DemoCartExtras(discountCodes: input.discountCodes ?? []))
            guard let cart = outcome.value else {
                return UCPCartReplies.failure(UCPCartReplies.messages(outcome.userErrors), capability: Self.capability.name, origin: call.origin)
            }
            if cart.lines.isEmpty {
                return UCPCartReplies.failure(
                    [UCPCartReplies.error("out_of_stock", "All requested items are currently out of stock", severity: "unrecoverable")],
                    capability: Self.capability.name, origin: call.origin)
            }
            let (session, shipped, notes) = open(cart, fromCart: nil, shipping: shipping)
            return UCPCartReplies.created(body(session, shipped, call, messages: UCPCartReplies.messages(outcome.warnings) + notes), call)
        }
    }

    /// A checkout of the UCP cart `given`: the open one it already has, else a new session on the
    /// same Storefront cart (cart.md: the two "SHOULD be linked for the duration of the checkout").
    /// The cart's lines, context and buyer stand; the checkout's own are ignored (cart.md: the
    /// business "MUST ignore overlapping fields"); its shipping, which a cart has not, is taken.
    private func convert(_ given: UCPJSON, shipping: UCPCheckoutFulfillment?, call: UCPCall) -> UCPOutcome {
        guard let text = given.string, let id = UCPCartEncoder.storefrontID(ofCart: text), !store.isCanceled(cart: id),
            shop.commerce.observe(id) != nil
        else { return UCPCartReplies.notFound("Cart", capability: UCPCartTools.capability.name, origin: call.origin) }
        if let existing = store.openSession(fromCart: text), let cart = shop.commerce.purchase(token: token(existing)) {
            return .result(body(existing, cart, call))
        }
        guard let cart = shop.commerce.observe(id)?.cart, !cart.lines.isEmpty else {
            return UCPCartReplies.failure(
                [UCPCartReplies.error("invalid_input", "The cart has no line items", severity: "recoverable", path: "$.cart_id")],
                capability: Self.capability.name, origin: call.origin)
        }
        let (session, shipped, notes) = open(cart, fromCart: text, shipping: shipping)
        return UCPCartReplies.created(body(session, shipped, call, messages: notes), call)
    }

    func get(_ call: UCPCall) -> UCPOutcome {
        guard UCPCheckoutAccess.allows(call.headers) else { return .failure(UCPCheckoutAccess.refusal) }
        guard let (session, cart) = find(call) else { return notFound(call) }
        return .result(body(session, cart, call))
    }

    func update(_ call: UCPCall) -> UCPOutcome {
        guard UCPCheckoutAccess.allows(call.headers) else { return .failure(UCPCheckoutAccess.refusal) }
        let input: UCPCartInput
        let shipping: UCPCheckoutFulfillment?
        switch (UCPCartInput.read(call.arguments["checkout"], requireLines: true), UCPCheckoutFulfillment.read(call.arguments["checkout"])) {
        case (.success(let read), .success(let fulfillment)): (input, shipping) = (read, fulfillment)
        case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
        }
        if input.lines.isEmpty { return .failure(Self.noLines) }
        guard let (session, cart) = find(call) else { return notFound(call) }
        if let refusal = Self.immutable(session, cart) { return .failure(refusal) }
        return store.idempotent(key: call.headers["idempotency-key"], request: UCPCartTools.fingerprint(call)) {
            let outcome = UCPCartTools.replace(cart.id, with: input, in: shop.commerce)
            guard let changed = outcome.value else {
                if outcome.userErrors.isEmpty { return notFound(call) }
                return UCPCartReplies.failure(UCPCartReplies.messages(outcome.userErrors), capability: Self.capability.name, origin: call.origin)
            }
            guard let shipping else { return .result(body(session, changed, call, messages: UCPCartReplies.messages(outcome.warnings))) }
            var shipped = session
            shipped.fulfillment = shipping
            store.save(shipped)
            let notes = shipping.apply(to: changed.id, in: shop.commerce)
            let now = shop.commerce.purchase(token: token(shipped)) ?? changed
            return .result(body(shipped, now, call, messages: UCPCartReplies.messages(outcome.warnings) + notes))
        }
    }

    /// Never places the order (no caller of the demo has purchase rights): the checkout as it is,
    /// `requires_escalation`, with a message saying why and the `continue_url` where the buyer pays.
    func complete(_ call: UCPCall) -> UCPOutcome {
        guard UCPCheckoutAccess.allows(call.headers) else { return .failure(UCPCheckoutAccess.refusal) }
        guard let (session, cart) = find(call) else { return notFound(call) }
        if let refusal = Self.immutable(session, cart) { return .failure(refusal) }
        let review = UCPCartReplies.error(
            "buyer_review_required", "The buyer places this order on the shop's checkout page (continue_url): agents cannot complete it",
            severity: "requires_buyer_review")
        return .result(body(session, cart, call, messages: [review]))
    }

    func cancel(_ call: UCPCall) -> UCPOutcome {
        guard UCPCheckoutAccess.allows(call.headers) else { return .failure(UCPCheckoutAccess.refusal) }
        guard let (session, cart) = find(call) else { return notFound(call) }
        if let refusal = Self.immutable(session, cart) { return .failure(refusal) }
        return store.idempotent(key: call.headers["idempotency-key"], request: UCPCartTools.fingerprint(call)) {
            var canceled = session
            canceled.status = .canceled
            store.save(canceled)
            return .result(body(canceled, cart, call))
        }
    }

    /// A checkout buys something: one line item at least (a cart may be empty).
    private static let noLines = UCPError.invalidInput("A checkout needs at least one line item")

    /// A new open session on `cart`, with its shipping put on the cart: the session, the cart as
    /// it is then, and the messages about the shipping.
    private func open(_ cart: CommerceState.Cart, fromCart: String?, shipping: UCPCheckoutFulfillment?)
        -> (UCPCheckoutSession, CommerceState.Cart, [UCPJSON])
    {
        let expiry = ISO8601DateFormatter().string(from: Date().addingTimeInterval(Self.lifetime))
        let new = UCPCheckoutSession(
            id: "chk_\(CommerceState.token())", cartID: cart.id, fromCart: fromCart, status: .requiresEscalation, expiresAt: expiry,
            fulfillment: shipping)
        let session = fromCart == nil ? new : store.claim(new)
        if fromCart == nil { store.save(new) }
        guard session == new else { return (session, shop.commerce.purchase(token: cart.token) ?? cart, []) }
        let notes = shipping?.apply(to: cart.id, in: shop.commerce) ?? []
        return (session, shop.commerce.purchase(token: cart.token) ?? cart, notes)
    }

    /// The call's session and its cart (paid or not).
    private func find(_ call: UCPCall) -> (UCPCheckoutSession, CommerceState.Cart)? {
        guard let id = call.arguments["id"]?.string, let session = store.session(id),
            let cart = shop.commerce.purchase(token: token(session))
        else { return nil }
        return (session, cart)
    }

    private func token(_ session: UCPCheckoutSession) -> String {
        String(session.cartID.dropFirst("gid://shopify/Cart/".count).prefix { $0 != "?" })
    }

    /// A completed or canceled checkout does not change (checkout.md: "After a checkout session
    /// reaches the state completed, it is considered immutable"): 409.
    private static func immutable(_ session: UCPCheckoutSession, _ cart: CommerceState.Cart) -> UCPError? {
        guard session.status == .canceled || cart.order != nil else { return nil }
        let state = cart.order != nil ? "completed" : "canceled"
        return UCPError(code: "checkout_\(state)", content: "The checkout is \(state)", status: 409, rpcCode: -32000, rpcMessage: "Conflict")
    }

    private func notFound(_ call: UCPCall) -> UCPOutcome {
        UCPCartReplies.notFound("Checkout session", capability: Self.capability.name, origin: call.origin)
    }

    /// The UCP checkout (checkout.json): `completed` with its order once the buyer paid on the
    /// checkout page, `canceled`, else `requires_escalation` with the `continue_url` and the
    /// message that hands it to the buyer (checkout.md: the business "MUST include at least one
    /// message with severity of requires_buyer_input or requires_buyer_review").
    private func body(_ session: UCPCheckoutSession, _ cart: CommerceState.Cart, _ call: UCPCall, messages: [UCPJSON] = []) -> UCPJSON {
        let encoder = UCPCartEncoder(commerce: shop.commerce, origin: call.origin)
        var members = encoder.members(cart, withTax: true)
        let capabilities =
            [Self.capability.name, Self.fulfillment.name] + (session.fromCart == nil ? [] : [UCPCartTools.capability.name])
            + (cart.discountCodes.isEmpty ? [] : [UCPCartTools.discount.name])
        members["ucp"] = UCPCartReplies.meta(capabilities, checkout: true)
        members["id"] = .string(session.id)
        members["expires_at"] = .string(session.expiresAt)
        members["links"] = .array(links(call.origin))
        let currency = shop.commerce.market(of: cart).currency
        let shipping = session.fulfillment ?? UCPCheckoutFulfillment(destinations: [], selectedDestination: nil, selectedOption: nil)
        members["fulfillment"] = shipping.json(cart, commerce: shop.commerce) { .int(UCPProductEncoder.minorUnits($0, currency: currency)) }
        if let email = cart.email { members["buyer"] = ["email": .string(email)] }
        if let country = cart.countryCode { members["context"] = ["address_country": .string(country)] }
        if let from = session.fromCart { members["cart_id"] = .string(from) }
        var all = (members["messages"]?.array ?? []) + messages
        if let order = cart.order {
            members["status"] = "completed"
            members["order"] = [
                "id": .string(order.id), "label": .string(order.name),
                "permalink_url": .string("\(call.origin)/orders/\(token(session))"),
            ]
        } else if session.status == .canceled {
            members["status"] = "canceled"
        } else {
            members["status"] = .string(session.status.rawValue)
            members["continue_url"] = .string(encoder.continueURL(cart))
            if !all.contains(where: { ["requires_buyer_input", "requires_buyer_review"].contains($0["severity"]?.string ?? "") }) {
                all.append(
                    UCPCartReplies.error(
                        "buyer_handoff", "The buyer finishes this checkout on the shop's checkout page (continue_url)",
                        severity: "requires_buyer_input"))
            }
        }
        if !all.isEmpty { members["messages"] = .array(all) }
        return .object(members)
    }

    /// The shop's policies as checkout links (checkout.json `links`: "Mandatory for legal compliance").
    private func links(_ origin: String) -> [UCPJSON] {
        let kinds = [
            "privacy-policy": "privacy_policy", "terms-of-service": "terms_of_service", "refund-policy": "refund_policy",
            "shipping-policy": "shipping_policy",
        ]
        return shop.catalog.shop.policies.map { policy in
            [
                "type": .string(kinds[policy.handle] ?? policy.handle), "title": .string(policy.title),
                "url": .string("\(origin)/policies/\(policy.handle)"),
            ]
        }
    }
}
