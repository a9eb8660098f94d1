import Foundation
import StoreKitCore

/// The demo store's web checkout: a page that sums up the order with a "Pay now" button, the
/// POST that pays, and the order status page. Every value from the store is HTML-escaped.
enum CheckoutPage {
    /// The page for `cart` (GET /checkouts/cn/TOKEN).
    static func page(_ cart: CommerceState.Cart, token: String, commerce: CommerceState) -> String {
        let summary = Summary(cart, commerce: commerce)
        var body = "<h1>\(escape(commerce.catalog.shop.name)): checkout</h1>\n<table>\n"
        for line in summary.lines {
            body +=
                "<tr><td>\(line.quantity) × \(escape(line.title))</td><td>\(escape(line.variantTitle))</td><td class=\"amount\">\(escape(line.total.plainAmount))</td></tr>\n"
        }
        body += "</table>\n<dl>\n"
        body += "<dt>Subtotal</dt><dd>\(escape(summary.subtotal.plainAmount)) \(escape(summary.subtotal.currencyCode))</dd>\n"
        for discount in summary.discounts {
            body += "<dt>Discount \(escape(discount.code))</dt><dd class=\"discount\">-\(escape(discount.amount.plainAmount))</dd>\n"
        }
        body += "<dt>Shipping</dt><dd>\(escape(summary.shipping ?? "not chosen"))</dd>\n"
        body += "<dt>Tax</dt><dd>\(escape(summary.tax.plainAmount))</dd>\n"
        for card in summary.giftCards {
            body += "<dt>Gift card …\(escape(card.last))</dt><dd class=\"gift-card\">-\(escape(card.amount.plainAmount))</dd>\n"
        }
        body += "<dt>Total</dt><dd id=\"total\">\(escape(summary.total.plainAmount)) \(escape(summary.total.currencyCode))</dd>\n"
        body += "<dt>Email</dt><dd>\(escape(summary.email ?? "missing"))</dd>\n"
        body += "<dt>Ship to</dt><dd>\(escape(summary.address ?? "missing"))</dd>\n</dl>\n"
        if let order = summary.order {
            body += "<p id=\"paid\">Paid: order \(escape(order.name)), \(escape(order.total.plainAmount)) \(escape(order.total.currencyCode)).</p>\n"
        } else {
            body += "<form method=\"post\" action=\"/checkouts/cn/\(escape(token))/pay\"><button type=\"submit\">Pay now</button></form>\n"
            body += "<p class=\"note\">This is shopterm's demo store: paying here charges nothing. With curl: <code>curl -X POST …/pay</code></p>\n"
        }
        return document(title: "Checkout", body: body)
    }

    /// The answer to paying (POST /checkouts/cn/TOKEN/pay).
    static func paid(_ order: CommerceState.Order) -> String {
        document(
            title: "Thank you",
            body:
                "<h1>Thank you!</h1>\n<p id=\"paid\">Order \(escape(order.name)) is paid: \(escape(order.total.plainAmount)) \(escape(order.total.currencyCode)).</p>\n"
        )
    }

    /// A page with a message (errors, unknown checkouts).
    static func message(_ title: String, _ text: String) -> String {
        document(title: title, body: "<h1>\(escape(title))</h1>\n<p>\(escape(text))</p>\n")
    }

    struct Summary {
        struct Line {
            var title: String
            var variantTitle: String
            var quantity: Int
            var total: Money
        }
        var lines: [Line]
        var subtotal: Money
        var discounts: [(code: String, amount: Money)]
        var giftCards: [(last: String, amount: Money)]
        var shipping: String?
        var tax: Money
        var total: Money
        var email: String?
        var address: String?
        var order: CommerceState.Order?

        init(_ cart: CommerceState.Cart, commerce: CommerceState) {
            // A paid cart shows what its order charged; an open one its bill now.
            let bill = commerce.bill(cart, withTax: true)
            let rate = commerce.rates(for: cart).first { $0.handle == cart.selectedOptionHandle }
            shipping = rate.map { "\($0.title) \(bill.money($0.price).plainAmount)" }
            tax = cart.order?.tax ?? bill.money(bill.tax)
            total = cart.order?.total ?? bill.money(bill.due)
            discounts = bill.codes.filter(\.applicable).map { ($0.rule?.code ?? $0.code, bill.money($0.amount)) }
            giftCards =
                cart.order?.giftCards.map { $0.map { ($0.lastCharacters, $0.amount) } }
                ?? bill.giftCards.map { (String($0.card.code.suffix(4)), bill.money($0.used)) }
            email = cart.email
            address = cart.selectedAddress?.oneLine
            order = cart.order
            lines = commerce.pricedLines(cart).map { priced in
                Line(
                    title: priced.merchandise.product.title,
                    variantTitle: LinePlan.label(
                        priced.merchandise.variant.title, priced.plan.map { LinePlan(id: SellingPlan.ID($0.id), name: $0.name) }),
                    quantity: priced.line.quantity, total: priced.total)
            }
            self.subtotal = bill.money(bill.subtotal)
        }
    }

    static func document(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
        <style>body{font:16px system-ui,sans-serif;max-width:40em;margin:2em auto}td{padding:.2em .6em}.amount{text-align:right}\
        dt{font-weight:bold}button{font-size:1.2em;padding:.4em 1.2em}.note{color:#666;font-size:.9em}</style></head>
        <body>
        \(body)</body></html>

        """
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
