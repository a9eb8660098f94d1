import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a demo store states, asked as any Storefront client asks it: variants' prices, plan
/// prices and stock in a country's market, a store cart's cost, a gift card's balance, and its
/// checkout page. The money walk's checks compare shopterm's figures with these answers, never
/// with prices worked out by the test.
public struct StoreOracle: Sendable {
    /// A variant as the store states it in one market.
    public struct Variant: Sendable {
        public var price: Decimal
        public var currency: String
        public var compareAt: Decimal?
        public var quantity: Int?
        public var available: Bool
        /// Plan name → the price on that plan.
        public var plans: [String: Decimal]
    }

    /// Sends one HTTP request to the store (method, path, body) and returns its body.
    public typealias Send = @Sendable (String, String, Data) async throws -> Data

    private let send: Send

    /// An oracle that asks the store through `send`.
    public init(send: @escaping Send) { self.send = send }

    /// An oracle on a demo server at `base` (`http://127.0.0.1:PORT`).
    public init(base: String) {
        send = { method, path, body in
            var request = URLRequest(url: URL(string: base + path)!)
            request.httpMethod = method
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.setValue("t", forHTTPHeaderField: "X-Shopify-Storefront-Access-Token")
            if method == "POST" { request.httpBody = body }
            return try await URLSession.shared.data(for: request).0
        }
    }

    /// Every variant of `handles` in `country`'s market, by variant ID.
    public func variants(_ handles: [String], country: String) async throws -> [String: Variant] {
        var found: [String: Variant] = [:]
        for handle in handles {
            let answer = try await query(
                """
                query Walk($handle: String!) @inContext(country: \(country)) { product(handle: $handle) { variants(first: 250) { nodes {
                  id price { amount currencyCode } compareAtPrice { amount } quantityAvailable availableForSale
                  sellingPlanAllocations(first: 10) { nodes { sellingPlan { name } priceAdjustments { price { amount } } } } } } } }
                """, ["handle": handle])
            let nodes = (((answer["product"] as? [String: Any])?["variants"] as? [String: Any])?["nodes"] as? [[String: Any]]) ?? []
            for node in nodes {
                guard let id = node["id"] as? String, let price = Self.money(node["price"]) else { continue }
                var plans: [String: Decimal] = [:]
                for allocation in ((node["sellingPlanAllocations"] as? [String: Any])?["nodes"] as? [[String: Any]]) ?? [] {
                    let name = (allocation["sellingPlan"] as? [String: Any])?["name"] as? String
                    let adjusted = (allocation["priceAdjustments"] as? [[String: Any]])?.first.flatMap { Self.money($0["price"]) }
                    if let name, let adjusted { plans[name] = adjusted.amount }
                }
                found[id] = Variant(
                    price: price.amount, currency: price.currency, compareAt: Self.money(node["compareAtPrice"])?.amount,
                    quantity: node["quantityAvailable"] as? Int, available: node["availableForSale"] as? Bool ?? false, plans: plans)
            }
        }
        return found
    }

    /// A gift card's balance as the store states it on a new cart in `country`'s market (nil when
    /// it does not apply the card: unknown or nothing left).
    public func giftCardBalance(_ code: String, variantID: String, country: String) async throws -> (amount: Decimal, currency: String)? {
        let answer = try await query(
            """
            mutation WalkCard($input: CartInput!) { cartCreate(input: $input) { cart { appliedGiftCards { balance { amount currencyCode } } } } }
            """,
            [
                "input": [
                    "lines": [["merchandiseId": variantID, "quantity": 1] as [String: Any]], "giftCardCodes": [code],
                    "buyerIdentity": ["countryCode": country],
                ] as [String: Any]
            ])
        let cards = (((answer["cartCreate"] as? [String: Any])?["cart"] as? [String: Any])?["appliedGiftCards"] as? [[String: Any]]) ?? []
        return cards.first.flatMap { Self.money($0["balance"]) }
    }

    /// The checkout page at `url`: its tax, what each gift card pays, and its total.
    public func checkoutPage(_ url: String) async throws -> (tax: Decimal, cards: [String: Decimal], total: Decimal, currency: String) {
        let data = try await send("GET", Self.path(url), Data())
        let html = String(decoding: data, as: UTF8.self)
        // The page writes amounts as the store does for the buyer; its data attributes carry them plainly.
        let tax = html.firstMatch(of: #/<dd id="tax" data-amount="([0-9.]+)"/#).flatMap { Decimal(moneyString: String($0.output.1)) }
        let total = html.firstMatch(of: #/<dd id="total" data-amount="([0-9.]+)" data-currency="([A-Z]{3})"/#)
        var cards: [String: Decimal] = [:]
        for match in html.matches(of: #/<dt>Gift card …([^<]+)</dt><dd class="gift-card" data-amount="([0-9.]+)"/#) {
            cards[String(match.output.1)] = Decimal(moneyString: String(match.output.2))
        }
        guard let tax, let total, let amount = Decimal(moneyString: String(total.output.1)) else {
            throw WalkError("the checkout page has no tax or total:\n\(html)")
        }
        return (tax, cards, amount, String(total.output.2))
    }

    /// Pays the checkout at `url` as its "Pay now" button does; the paid page's charge.
    public func pay(_ url: String) async throws -> (amount: Decimal, currency: String) {
        let data = try await send("POST", Self.path(url) + "/pay", Data())
        let html = String(decoding: data, as: UTF8.self)
        guard let paid = html.firstMatch(of: #/<p id="paid" data-amount="([0-9.]+)" data-currency="([A-Z]{3})"/#),
            let amount = Decimal(moneyString: String(paid.output.1))
        else {
            throw WalkError("paying did not say what it charged:\n\(html)")
        }
        return (amount, String(paid.output.2))
    }

    /// A store cart's cost as the store states it (`cart(id:)`, the ID with its key).
    public func cartCost(_ id: String) async throws -> (subtotal: Decimal, total: Decimal, currency: String)? {
        let answer = try await query(
            "query WalkCart($id: ID!) { cart(id: $id) { cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } } } }",
            ["id": id])
        let cost = (answer["cart"] as? [String: Any])?["cost"] as? [String: Any]
        guard let subtotal = Self.money(cost?["subtotalAmount"]), let total = Self.money(cost?["totalAmount"]) else { return nil }
        return (subtotal.amount, total.amount, total.currency)
    }

    /// The path (and query) of `url`.
    static func path(_ url: String) -> String {
        guard let components = URLComponents(string: url) else { return url }
        return components.percentEncodedPath + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
    }

    private func query(_ document: String, _ variables: [String: Any]) async throws -> [String: Any] {
        let data = try await send(
            "POST", "/api/2026-04/graphql.json", try JSONSerialization.data(withJSONObject: ["query": document, "variables": variables]))
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        guard let answer = json?["data"] as? [String: Any] else {
            throw WalkError("the store did not answer: \(String(decoding: data, as: UTF8.self))")
        }
        return answer
    }

    /// `{"amount": "12.50", "currencyCode": "USD"}` as a Decimal and a code.
    public static func money(_ value: Any?) -> (amount: Decimal, currency: String)? {
        guard let object = value as? [String: Any], let amount = (object["amount"] as? String).flatMap(Decimal.init(moneyString:)) else { return nil }
        return (amount, object["currencyCode"] as? String ?? "")
    }
}

/// A money walk that could not go on.
public struct WalkError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
