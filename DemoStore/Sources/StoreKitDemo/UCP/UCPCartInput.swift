import Foundation

/// What a create or update of a UCP cart or checkout asks for, read from its arguments (UCP
/// 2026-04-08, `types/line_item.json`, `types/context.json`, `types/buyer.json`). Only shapes are
/// checked here (an invalid one is `invalid_input`: HTTP 400, JSON-RPC -32602); whether the items
/// exist and are in stock is the store's answer, a business outcome.
struct UCPCartInput: Sendable {
    /// The most line items one request may carry (Shopify's carts hold at most 500 lines; the
    /// demo takes fewer in one request).
    static let maxLines = 250
    /// The most of one item a line may ask for.
    static let maxQuantity = 10_000

    var lines: [CommerceState.LineRequest]
    /// `context.address_country`: the buyer's market (its currency), when the shop sells there.
    var country: String?
    /// `buyer.email`.
    var email: String?
    /// `discounts.codes` (discount.md: they replace the codes given before; an empty array
    /// clears them); nil when not given.
    var discountCodes: [String]?

    /// The most discount codes one request may carry.
    static let maxCodes = 20

    /// Reads `object` (the `cart` or `checkout` argument); `requireLines`: `line_items` must be
    /// there (create and update: "Full replacement on update").
    static func read(_ object: UCPJSON?, requireLines: Bool) -> Result<UCPCartInput, UCPError> {
        guard let object, case .object(let members) = object else {
            return .failure(.invalidInput("The request needs an object with line_items"))
        }
        var input = UCPCartInput(lines: [], country: nil, email: nil, discountCodes: nil)
        switch members["line_items"] {
        case nil where !requireLines: break
        case .array(let items)?:
            guard items.count <= maxLines else { return .failure(.invalidInput("At most \(maxLines) line items in one request")) }
            for (index, item) in items.enumerated() {
                switch line(item, index: index) {
                case .success(let request): input.lines.append(request)
                case .failure(let error): return .failure(error)
                }
            }
        default: return .failure(.invalidInput("line_items must be an array of line items"))
        }
        if let context = members["context"] {
            guard case .object = context else { return .failure(.invalidInput("context must be an object")) }
            if let country = context["address_country"] {
                guard let code = country.string, code.count == 2, code.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
                else { return .failure(.invalidInput("context.address_country must be an ISO 3166-1 alpha-2 code")) }
                input.country = code.uppercased()
            }
        }
        if let buyer = members["buyer"] {
            guard case .object = buyer else { return .failure(.invalidInput("buyer must be an object")) }
            if let email = buyer["email"] {
                guard let text = email.string, text.count <= 254, CommerceState.isEmail(text) else {
                    return .failure(.invalidInput("buyer.email is not an email address"))
                }
                input.email = text
            }
        }
        if let discounts = members["discounts"] {
            guard case .object = discounts else { return .failure(.invalidInput("discounts must be an object")) }
            if let codes = discounts["codes"] {
                let texts = codes.array?.compactMap(\.string) ?? []
                guard let array = codes.array, texts.count == array.count, texts.count <= maxCodes, texts.allSatisfy({ $0.count <= 255 })
                else { return .failure(.invalidInput("discounts.codes must be at most \(maxCodes) codes (strings)")) }
                input.discountCodes = texts
            }
        }
        return .success(input)
    }

    private static func line(_ item: UCPJSON, index: Int) -> Result<CommerceState.LineRequest, UCPError> {
        guard let id = item["item"]?["id"]?.string, !id.isEmpty, id.count <= 256 else {
            return .failure(.invalidInput("line_items[\(index)].item.id must be a variant ID"))
        }
        let quantity = item["quantity"] ?? .int(1)
        guard let count = quantity.int, (1...maxQuantity).contains(count) else {
            return .failure(.invalidInput("line_items[\(index)].quantity must be an integer from 1 to \(maxQuantity)"))
        }
        return .success(CommerceState.LineRequest(merchandiseID: id, quantity: count, sellingPlanID: nil))
    }
}
