import Foundation

/// A demo shop's UCP cart tools (UCP 2026-04-08, cart.md, cart-mcp.md, cart-rest.md):
/// `create_cart`, `get_cart`, `update_cart`, `cancel_cart`, over the shop's own Storefront carts
/// (``CommerceState``): a UCP cart is a Storefront cart, the same lines and prices the Cart API
/// and the checkout page show. Open to every caller, as Shopify's anonymous tier is (catalog and
/// cart, no checkout).
struct UCPCartTools: Sendable {
    let shop: UCPShop
    let store: UCPCheckoutStore

    /// `dev.ucp.shopping.cart`, as Shopify's store profiles state it.
    static let capability = UCPCapability(
        name: "dev.ucp.shopping.cart", spec: "https://ucp.dev/2026-04-08/specification/cart",
        schema: "https://ucp.dev/2026-04-08/schemas/shopping/cart.json")

    /// `dev.ucp.shopping.discount`: discount codes on carts and checkouts (discount.md), the
    /// shop's own codes as the Cart API applies them.
    static let discount = UCPCapability(
        name: "dev.ucp.shopping.discount", spec: "https://ucp.dev/2026-04-08/specification/discount",
        schema: "https://ucp.dev/2026-04-08/schemas/shopping/discount.json")

    /// The tools, one row each.
    var tools: [UCPTool] {
        let name = Self.capability.name
        return [
            UCPTool(name: "create_cart", capability: name, description: "Create a cart.", inputSchema: Self.schema(["cart"])) {
                create($0)
            },
            UCPTool(name: "get_cart", capability: name, description: "Get a cart.", inputSchema: Self.schema(["id"])) { get($0) },
            UCPTool(
                name: "update_cart", capability: name, description: "Replace a cart's line items, context or buyer.",
                inputSchema: Self.schema(["id", "cart"])
            ) { update($0) },
            UCPTool(name: "cancel_cart", capability: name, description: "Cancel a cart.", inputSchema: Self.schema(["id"])) {
                cancel($0)
            },
        ]
    }

    /// The REST routes (rest.openapi.json), one row each.
    static let routes: [UCPRoute] = [
        UCPRoute("POST", "/carts", tool: "create_cart") { body, _ in ["cart": body ?? [:]] },
        UCPRoute("GET", "/carts/{id}", tool: "get_cart") { _, path in ["id": .string(path["id"] ?? "")] },
        UCPRoute("PUT", "/carts/{id}", tool: "update_cart") { body, path in ["id": .string(path["id"] ?? ""), "cart": body ?? [:]] },
        UCPRoute("POST", "/carts/{id}/cancel", tool: "cancel_cart") { _, path in ["id": .string(path["id"] ?? "")] },
    ]

    func create(_ call: UCPCall) -> UCPOutcome {
        let input: UCPCartInput
        switch UCPCartInput.read(call.arguments["cart"], requireLines: true) {
        case .success(let read): input = read
        case .failure(let error): return .failure(error)
        }
        return store.idempotent(key: call.headers["idempotency-key"], request: Self.fingerprint(call)) {
            let outcome = shop.commerce.createCart(
                lines: input.lines, email: input.email, countryCode: input.country, phone: nil, addresses: [],
                extras: DemoCartExtras(discountCodes: input.discountCodes ?? []))
            guard let cart = outcome.value else {
                return UCPCartReplies.failure(UCPCartReplies.messages(outcome.userErrors), capability: Self.capability.name, origin: call.origin)
            }
            // "A business may reject a create ... where all items are unavailable" (checkout.md).
            if cart.lines.isEmpty && !input.lines.isEmpty {
                return UCPCartReplies.failure(
                    [UCPCartReplies.error("out_of_stock", "All requested items are currently out of stock", severity: "unrecoverable")],
                    capability: Self.capability.name, origin: call.origin)
            }
            return UCPCartReplies.created(body(cart, origin: call.origin, messages: UCPCartReplies.messages(outcome.warnings)), call)
        }
    }

    func get(_ call: UCPCall) -> UCPOutcome {
        guard let id = live(call), let cart = shop.commerce.observe(id)?.cart else { return notFound(call) }
        return .result(body(cart, origin: call.origin))
    }

    func update(_ call: UCPCall) -> UCPOutcome {
        let input: UCPCartInput
        switch UCPCartInput.read(call.arguments["cart"], requireLines: true) {
        case .success(let read): input = read
        case .failure(let error): return .failure(error)
        }
        guard let id = live(call) else { return notFound(call) }
        return store.idempotent(key: call.headers["idempotency-key"], request: Self.fingerprint(call)) {
            let outcome = Self.replace(id, with: input, in: shop.commerce)
            guard let cart = outcome.value else {
                if outcome.userErrors.isEmpty { return notFound(call) }
                return UCPCartReplies.failure(UCPCartReplies.messages(outcome.userErrors), capability: Self.capability.name, origin: call.origin)
            }
            return .result(body(cart, origin: call.origin, messages: UCPCartReplies.messages(outcome.warnings)))
        }
    }

    func cancel(_ call: UCPCall) -> UCPOutcome {
        guard let id = live(call), let cart = shop.commerce.observe(id)?.cart else { return notFound(call) }
        return store.idempotent(key: call.headers["idempotency-key"], request: Self.fingerprint(call)) {
            store.cancel(cart: id)
            return .result(body(cart, origin: call.origin))
        }
    }

    /// The Storefront ID of the call's cart when it exists and is not canceled.
    private func live(_ call: UCPCall) -> String? {
        guard let given = call.arguments["id"]?.string, let id = UCPCartEncoder.storefrontID(ofCart: given), !store.isCanceled(cart: id)
        else { return nil }
        return id
    }

    private func notFound(_ call: UCPCall) -> UCPOutcome {
        UCPCartReplies.notFound("Cart", capability: Self.capability.name, origin: call.origin)
    }

    /// The UCP cart (cart.json).
    private func body(_ cart: CommerceState.Cart, origin: String, messages: [UCPJSON] = []) -> UCPJSON {
        let encoder = UCPCartEncoder(commerce: shop.commerce, origin: origin)
        var members = encoder.members(cart, withTax: false)
        members["ucp"] = UCPCartReplies.meta(
            [Self.capability.name] + (cart.discountCodes.isEmpty ? [] : [Self.discount.name]), checkout: false)
        members["id"] = .string(UCPCartEncoder.ucpID(ofCart: cart.id))
        members["continue_url"] = .string(encoder.continueURL(cart))
        if let country = cart.countryCode { members["context"] = ["address_country": .string(country)] }
        let all = (members["messages"]?.array ?? []) + messages
        if !all.isEmpty { members["messages"] = .array(all) }
        return .object(members)
    }

    /// Replaces the lines of the Storefront cart `id` ("Full replacement on update"), and its
    /// market and email when given: the Cart API's own steps (its checks, stock limits and the
    /// restart of the shipping calculation).
    static func replace(_ id: String, with input: UCPCartInput, in commerce: CommerceState) -> Outcome<CommerceState.Cart> {
        commerce.updateCart(id) { cart, outcome in
            outcome.userErrors = commerce.lineErrors(input.lines, prefix: ["line_items"], version: .default)
            guard outcome.userErrors.isEmpty else { return }
            if let country = input.country { cart.countryCode = country }
            if let email = input.email { cart.email = email }
            if let codes = input.discountCodes { cart.discountCodes = CommerceState.distinctCodes(codes) }
            let previous = cart.lines
            cart.lines = []
            outcome.warnings = commerce.add(input.lines, to: &cart)
            // A line keeps its ID while its item stays in the cart: an agent's references to it
            // (a fulfillment group's `line_item_ids`) hold across updates.
            var unused = previous.filter { $0.parentLineID == nil }
            for index in cart.lines.indices where cart.lines[index].parentLineID == nil {
                guard
                    let match = unused.firstIndex(where: {
                        $0.variantID == cart.lines[index].variantID && $0.sellingPlanID == cart.lines[index].sellingPlanID
                    })
                else { continue }
                cart.lines[index].id = unused.remove(at: match).id
            }
            commerce.restartShippingCalculation(&cart)
        }
    }

    /// What an idempotency key is bound to: the tool and its arguments.
    static func fingerprint(_ call: UCPCall) -> UCPJSON { ["tool": .string(call.tool), "arguments": call.arguments] }

    /// A tool's input schema for `tools/list`: its arguments, all required.
    static func schema(_ names: [String]) -> UCPJSON {
        [
            "type": "object",
            "properties": .object(Dictionary(uniqueKeysWithValues: names.map { ($0, $0 == "id" ? ["type": "string"] : ["type": "object"]) })),
            "required": .array(names.map(UCPJSON.string)),
        ]
    }
}
