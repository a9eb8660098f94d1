import Foundation

/// A demo shop's Storefront cart as UCP writes it (UCP 2026-04-08, `schemas/shopping/cart.json`,
/// `checkout.json`, `types/line_item.json`, `types/totals.json`): line items and totals from the
/// one ``Bill`` the Cart API, the checkout page and the order read (never priced again here), in
/// integers of the currency's minor unit (``UCPProductEncoder/minorUnits(_:currency:)``).
struct UCPCartEncoder {
    let commerce: CommerceState
    /// `http://127.0.0.1:PORT`: the call's origin, where the shop's checkout pages are served.
    let origin: String

    /// The UCP ID of a Storefront cart: its token and key (`gid://shopify/Cart/TOKEN?key=KEY` →
    /// `TOKEN_KEY`), which a REST path carries as it is (the GID's `?` and `/` would not).
    static func ucpID(ofCart storefrontID: String) -> String {
        String(storefrontID.dropFirst(cartPrefix.count)).replacingOccurrences(of: "?key=", with: "_")
    }

    /// The Storefront cart ID of a UCP cart ID; nil for anything that is not one.
    static func storefrontID(ofCart ucpID: String) -> String? {
        let parts = ucpID.split(separator: "_", omittingEmptySubsequences: false)
        let hex = CharacterSet(charactersIn: "0123456789abcdef")
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 64 && $0.unicodeScalars.allSatisfy(hex.contains) })
        else { return nil }
        return "\(cartPrefix)\(parts[0])?key=\(parts[1])"
    }

    private static let cartPrefix = "gid://shopify/Cart/"

    /// The members a cart and a checkout share: `line_items`, `currency`, `totals`; `withTax`
    /// adds the tax of the delivery address (a checkout's final total, as the checkout page
    /// charges it: the cart's cost is stated before taxes, as on Shopify).
    func members(_ cart: CommerceState.Cart, withTax: Bool) -> [String: UCPJSON] {
        let bill = commerce.bill(cart, withTax: withTax)
        let currency = bill.market.currency
        let minor = { (amount: Decimal) in UCPJSON.int(UCPProductEncoder.minorUnits(amount, currency: currency)) }
        let lines: [UCPJSON] = commerce.pricedLines(cart).map { priced in
            let item: UCPJSON = [
                "id": .string(priced.line.variantID), "title": .string(Self.title(priced)), "price": minor(priced.unitPrice.amount),
            ]
            var line: [String: UCPJSON] = [
                "id": .string(priced.line.id), "item": item, "quantity": .int(priced.line.quantity),
                "totals": [["type": "subtotal", "amount": minor(priced.total.amount)], ["type": "total", "amount": minor(priced.total.amount)]],
            ]
            if let parent = priced.line.parentLineID { line["parent_id"] = .string(parent) }
            return .object(line)
        }
        // totals.json: exactly one subtotal and one total; discounts negative, the rest not. The
        // total is the entries added up, as the bill adds them (gift cards are a payment, not a total).
        var totals: [UCPJSON] = [["type": "subtotal", "display_text": "Subtotal", "amount": minor(bill.subtotal)]]
        for code in bill.codes where code.applicable && code.amount > 0 {
            totals.append(["type": "discount", "display_text": .string("Discount \(code.code)"), "amount": minor(-code.amount)])
        }
        if let option = commerce.rates(for: cart).first(where: { $0.handle == cart.selectedOptionHandle }) {
            totals.append(["type": "fulfillment", "display_text": .string(option.title), "amount": minor(bill.shipping)])
        }
        if withTax && cart.selectedAddress != nil { totals.append(["type": "tax", "display_text": "Tax", "amount": minor(bill.tax)]) }
        let total = bill.subtotal - bill.discount + bill.shipping + bill.tax
        totals.append(["type": "total", "display_text": "Total", "amount": minor(total)])
        var members: [String: UCPJSON] = ["line_items": .array(lines), "currency": .string(currency), "totals": .array(totals)]
        if !cart.discountCodes.isEmpty {
            members["discounts"] = discounts(bill, minor: minor)
            let refused = Self.refusals(bill)
            if !refused.isEmpty { members["messages"] = .array(refused) }
        }
        return members
    }

    /// discount.json's `discounts`: the codes as given, and those that apply with what they take off.
    private func discounts(_ bill: Bill, minor: (Decimal) -> UCPJSON) -> UCPJSON {
        let applied: [UCPJSON] = bill.codes.filter { $0.applicable && $0.amount > 0 }.map { code in
            let title = code.rule?.target == .shipping ? "\(code.code): shipping discount" : "\(code.code): order discount"
            return ["code": .string(code.code), "title": .string(title), "amount": minor(code.amount), "automatic": false]
        }
        return ["codes": .array(bill.codes.map { .string($0.code) }), "applied": .array(applied)]
    }

    /// The codes that do not apply, as warnings at their place in `discounts.codes` (discount.md,
    /// "Rejected Codes": rejections that change the buyer's expected total "SHOULD use type:
    /// warning"), with its codes: unknown `discount_code_invalid`, one that does not combine
    /// `discount_code_combination_disallowed`, a minimum not reached `discount_code_minimum_not_met`
    /// (a code of the demo's own; error codes are open).
    static func refusals(_ bill: Bill) -> [UCPJSON] {
        bill.codes.enumerated().compactMap { index, code in
            guard let refusal = code.refusal else { return nil }
            let kinds = [
                "DISCOUNT_NOT_FOUND": "discount_code_invalid", "DISCOUNT_CODE_NOT_HONOURED": "discount_code_combination_disallowed",
                "DISCOUNT_PURCHASE_NOT_IN_RANGE": "discount_code_minimum_not_met",
            ]
            return [
                "type": "warning", "code": .string(kinds[refusal.code] ?? "discount_code_invalid"),
                "path": .string("$.discounts.codes[\(index)]"), "content": .string(refusal.message),
            ]
        }
    }

    /// The cart's page on the demo's web checkout (the Storefront cart's `checkoutUrl` path).
    func continueURL(_ cart: CommerceState.Cart) -> String { "\(origin)/checkouts/cn/\(cart.token)" }

    /// The product's title, and its variant's when it has more than the default one.
    static func title(_ priced: PricedLine) -> String {
        let variant = priced.merchandise.variant.title
        return variant == "Default Title" ? priced.merchandise.product.title : "\(priced.merchandise.product.title) - \(variant)"
    }
}
