import Foundation
import StoreKitCore

/// Shopify's cart permalinks (help.shopify.com, "Creating cart permalinks"):
/// `/cart/VARIANT:QUANTITY[,VARIANT:QUANTITY…]` makes a cart of those lines and sends the buyer
/// to its checkout. The global catalog's `checkout_url` of an offer is one.
enum CartPermalink {
    /// The lines of a permalink's last path part (`79:1,80:2`), each variant as its GID; nil when
    /// it is none (at most 100 lines, quantities 1 to 10,000).
    static func lines(_ part: String) -> [CommerceState.LineRequest]? {
        let pairs = part.split(separator: ",", omittingEmptySubsequences: false)
        guard !pairs.isEmpty, pairs.count <= 100 else { return nil }
        var lines: [CommerceState.LineRequest] = []
        for pair in pairs {
            let halves = pair.split(separator: ":", omittingEmptySubsequences: false)
            guard halves.count == 2, halves[0].count <= 20, halves[0].allSatisfy(\.isASCIIDigit), let variant = UInt64(halves[0]),
                let quantity = Int(halves[1]), (1...10_000).contains(quantity), halves[1].allSatisfy(\.isASCIIDigit)
            else { return nil }
            lines.append(CommerceState.LineRequest(merchandiseID: "gid://shopify/ProductVariant/\(variant)", quantity: quantity))
        }
        return lines
    }

    /// The checkout of a new cart of `lines`: a redirect to its page, or a page saying why there is none.
    static func answer(_ lines: [CommerceState.LineRequest], commerce: CommerceState) -> HTTPResponse {
        let made = commerce.createCart(lines: lines, email: nil, countryCode: nil, phone: nil, addresses: [])
        guard let cart = made.value else {
            let reason = made.userErrors.first?.message ?? "these items cannot be bought here"
            return HTTPResponse(
                status: 404, headers: ["Content-Type": "text/html; charset=utf-8"],
                body: Data(CheckoutPage.message("Not found", "No checkout: \(reason).").utf8))
        }
        return HTTPResponse(status: 302, headers: ["Location": "/checkouts/cn/\(cart.token)"])
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
