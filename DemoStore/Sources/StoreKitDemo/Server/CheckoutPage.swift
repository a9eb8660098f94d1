import Foundation
import StoreKitCore

/// The demo store's web checkout: a page that sums up the order with a "Pay now" button, the
/// POST that pays, and the order status page. Every value from the store is HTML-escaped.
enum CheckoutPage {
    /// The page for `cart` (GET /checkouts/cn/TOKEN).
    static func page(_ cart: CommerceState.Cart, token: String, commerce: CommerceState) -> String {
        let summary = Summary(cart, commerce: commerce)
        // Amounts as the store writes them to this buyer (the shop's format, or the market's locale).
        let style = commerce.moneyStyle(for: commerce.market(of: cart))
        let money = { (amount: DemoMoney) in escape(amount.formatted(style)) }
        var body = "<h1>\(escape(commerce.catalog.shop.name)): checkout</h1>\n<table>\n"
        // As Shopify's checkout renders them: an add-on indented under its parent line, a
        // bundle's parts indented under it without a price (the bundle's line is charged once).
        for line in summary.lines {
            let kind = line.kind == .topLevel ? "" : " class=\"\(line.kind.rawValue)\""
            // The marks shopterm uses too: "+" an add-on, "·" a bundle's part.
            let indent = [.nested: "+ ", .component: "· "][line.kind] ?? ""
            let amount = line.kind == .component ? "" : money(line.total)
            body +=
                "<tr\(kind)><td>\(indent)\(line.quantity) × \(escape(line.title))</td><td>\(escape(line.variantTitle))</td><td class=\"amount\">\(amount)</td></tr>\n"
        }
        body += "</table>\n<dl>\n"
        body += "<dt>Subtotal</dt><dd>\(money(summary.subtotal))</dd>\n"
        for discount in summary.discounts where !discount.shipping {
            body += "<dt>Discount \(escape(discount.code))</dt><dd class=\"discount\">-\(money(discount.amount))</dd>\n"
        }
        body += "<dt>Shipping</dt><dd>\(summary.shipping.map { "\(escape($0.title)) \(money($0.price))" } ?? "not chosen")</dd>\n"
        // A shipping code on the shipping line, as the cart states it.
        for discount in summary.discounts where discount.shipping {
            body += "<dt>Shipping discount \(escape(discount.code))</dt><dd class=\"discount\">-\(money(discount.amount))</dd>\n"
        }
        // The tax, what each gift card pays and the total also as data a program reads (tests,
        // scripts): their plain amounts and currency.
        body += "<dt>Tax</dt><dd id=\"tax\"\(data(summary.tax))>\(money(summary.tax))</dd>\n"
        for card in summary.giftCards {
            body += "<dt>Gift card …\(escape(card.last))</dt><dd class=\"gift-card\"\(data(card.amount))>-\(money(card.amount))</dd>\n"
        }
        body += "<dt>Total</dt><dd id=\"total\"\(data(summary.total))>\(money(summary.total))</dd>\n"
        body += "<dt>Email</dt><dd>\(escape(summary.email ?? "missing"))</dd>\n"
        body += "<dt>Ship to</dt><dd>\(escape(summary.address ?? "missing"))</dd>\n</dl>\n"
        if let order = summary.order {
            body += "<p id=\"paid\">Paid: order \(escape(order.name)), \(money(order.total)).</p>\n"
        } else {
            body += "<form method=\"post\" action=\"/checkouts/cn/\(escape(token))/pay\"><button type=\"submit\">Pay now</button></form>\n"
            body += "<p class=\"note\">This is shopterm's demo store: paying here charges nothing. With curl: <code>curl -X POST …/pay</code></p>\n"
        }
        return document(title: "Checkout", body: body)
    }

    /// The answer to paying (POST /checkouts/cn/TOKEN/pay) and the order's status page, its total
    /// as the checkout page wrote it (in the market of `cart`; without it, the market of the
    /// order's currency).
    static func paid(_ order: CommerceState.Order, cart: CommerceState.Cart?, commerce: CommerceState) -> String {
        let market = cart.map(commerce.market(of:)) ?? commerce.catalog.markets.first { $0.currency == order.total.currencyCode }
        let total = market.map { order.total.formatted(commerce.moneyStyle(for: $0)) } ?? "\(order.total.plainAmount) \(order.total.currencyCode)"
        return document(
            title: "Thank you",
            body: "<h1>Thank you!</h1>\n<p id=\"paid\"\(data(order.total))>Order \(escape(order.name)) is paid: \(escape(total)).</p>\n")
    }

    /// ` data-amount="12.50" data-currency="EUR"`: an amount as a program reads it from a page.
    static func data(_ amount: DemoMoney) -> String {
        " data-amount=\"\(escape(amount.plainAmount))\" data-currency=\"\(escape(amount.currencyCode))\""
    }

    /// A page with a message (errors, unknown checkouts).
    static func message(_ title: String, _ text: String) -> String {
        document(title: title, body: "<h1>\(escape(title))</h1>\n<p>\(escape(text))</p>\n")
    }

    struct Summary {
        struct Line {
            /// How a line sits in the order: its own, an add-on under the line above, or a
            /// bundle's part (its class on the page).
            enum Kind: String {
                case topLevel = "line"
                case nested, component
            }
            var title: String
            var variantTitle: String
            var quantity: Int
            var total: DemoMoney
            var kind = Kind.topLevel
        }
        var lines: [Line]
        var subtotal: DemoMoney
        var discounts: [(code: String, amount: DemoMoney, shipping: Bool)]
        var giftCards: [(last: String, amount: DemoMoney)]
        var shipping: (title: String, price: DemoMoney)?
        var tax: DemoMoney
        var total: DemoMoney
        var email: String?
        var address: String?
        var order: CommerceState.Order?

        init(_ cart: CommerceState.Cart, commerce: CommerceState) {
            // A paid cart shows what its order charged; an open one its bill now.
            let bill = commerce.bill(cart, withTax: true)
            let rate = commerce.rates(for: cart).first { $0.handle == cart.selectedOptionHandle }
            shipping = rate.map { ($0.title, bill.money($0.price)) }
            tax = cart.order?.tax ?? bill.money(bill.tax)
            total = cart.order?.total ?? bill.money(bill.due)
            discounts = bill.codes.filter(\.applicable).map { ($0.rule?.code ?? $0.code, bill.money($0.amount), $0.rule?.target == .shipping) }
            giftCards =
                cart.order?.giftCards.map { $0.map { ($0.lastCharacters, $0.amount) } }
                ?? bill.giftCards.map { (String($0.card.code.suffix(4)), bill.money($0.used)) }
            email = cart.email
            address = cart.selectedAddress?.oneLine
            order = cart.order
            lines = commerce.pricedLines(cart).flatMap { priced in
                [Self.line(priced, kind: priced.line.parentLineID == nil ? .topLevel : .nested)]
                    + commerce.componentLines(of: priced, in: cart).map { Self.line($0, kind: .component) }
            }
            self.subtotal = bill.money(bill.subtotal)
        }

        static func line(_ priced: PricedLine, kind: Line.Kind) -> Line {
            Line(
                title: priced.merchandise.product.title,
                variantTitle: [Self.shownTitle(priced.merchandise.variant.title), priced.plan?.name].compactMap { $0 }.joined(separator: " · "),
                quantity: priced.line.quantity, total: priced.total, kind: kind)
        }

        /// A variant's title as a line shows it: none for the one variant of a product without
        /// options, which Shopify titles "Default Title".
        private static func shownTitle(_ title: String) -> String? {
            let trimmed = title.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed == "Default Title" ? nil : title
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
