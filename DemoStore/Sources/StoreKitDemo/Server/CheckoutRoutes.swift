import Foundation
import StoreKitCore

/// The web side of the demo checkout:
/// `GET /checkouts/cn/TOKEN` (the page), `POST /checkouts/cn/TOKEN/pay` (pay),
/// `GET /orders/TOKEN` (order status), `GET /cart/VARIANT:QTY,…` (a cart permalink: a new cart's
/// checkout). Anything else is 404.
enum CheckoutRoutes {
    static func answer(_ request: DemoStore.Request, commerce: CommerceState, customers: CustomerDirectory) -> HTTPResponse {
        // `URL/pay` (as README's `curl -X POST URL/pay` writes it) also for a checkout URL with
        // a query (a signed-in buyer's `?logged_in=true&sso=silent`): the query is left out.
        var target = request.path
        if let query = target.firstIndex(of: "?"), target.hasSuffix("/pay") { target = String(target[..<query]) + "/pay" }
        let parts = DemoStore.pathWithoutQuery(target).split(separator: "/").map(String.init)
        switch (request.method, parts.count) {
        case ("GET", 3) where parts[0] == "checkouts" && parts[1] == "cn":
            guard let purchase = commerce.purchase(token: parts[2]) else { return notFound() }
            return html(200, CheckoutPage.page(purchase, token: parts[2], commerce: commerce))
        case ("POST", 4) where parts[0] == "checkouts" && parts[1] == "cn" && parts[3] == "pay":
            do {
                let order = try commerce.pay(token: parts[2])
                if let customerID = commerce.purchase(token: parts[2])?.customerID {
                    customers.record(order, customerID: customerID)
                }
                return html(200, CheckoutPage.paid(order, cart: commerce.purchase(token: parts[2]), commerce: commerce))
            } catch {
                switch error {
                case .unknown:
                    return notFound()
                case .alreadyPaid(let name):
                    return html(409, CheckoutPage.message("Already paid", "This checkout was already paid as order \(name)."))
                case .notReady(let reason):
                    return html(409, CheckoutPage.message("Cannot pay yet", "This checkout cannot be paid yet: \(reason)."))
                }
            }
        case ("GET", 2) where parts[0] == "cart":
            guard let lines = CartPermalink.lines(parts[1]) else { return notFound() }
            return CartPermalink.answer(lines, commerce: commerce)
        case ("GET", 2) where parts[0] == "orders":
            let cart = commerce.purchase(token: parts[1])
            let order = cart?.order ?? customers.order(token: parts[1])
            return order.map { html(200, CheckoutPage.paid($0, cart: cart, commerce: commerce)) } ?? notFound()
        default:
            return notFound()
        }
    }

    private static func html(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Data(text.utf8))
    }

    private static func notFound() -> HTTPResponse {
        html(404, CheckoutPage.message("Not found", "There is no checkout here."))
    }
}
