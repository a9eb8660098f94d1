import Foundation
import StoreKitCore

/// Paying in the demo store: the checkout page's cart and the order it becomes.
extension CommerceState {
    /// The cart behind a checkout page's token (paid or not).
    func purchase(token: String) -> Cart? {
        storage.withLock { storage in storage.tokens[token].flatMap { storage.carts[$0] } }
    }

    /// Pays for the cart behind `token`, creating its order. Throws a message when it cannot be
    /// paid yet.
    func pay(token: String) throws(PaymentError) -> Order {
        try storage.withLock { storage throws(PaymentError) -> Order in
            guard let id = storage.tokens[token], var cart = storage.carts[id] else { throw .unknown }
            if let order = cart.order { throw .alreadyPaid(order.name) }
            guard !cart.lines.isEmpty else { throw .notReady("the cart is empty") }
            guard cart.email != nil else { throw .notReady("no email address") }
            guard cart.selectedAddress != nil else { throw .notReady("no shipping address") }
            guard cart.selectedOptionHandle != nil else { throw .notReady("no shipping method chosen") }
            let number = storage.nextOrderNumber
            // What the checkout page showed: the bill with the tax of the address, less what
            // the gift cards pay, which is taken from their balances.
            let bill = bill(cart, withTax: true, balances: storage.giftCardBalances)
            let money = bill.money
            let lines = pricedLines(cart).map { priced in
                OrderLine(
                    title: priced.merchandise.product.title, variantTitle: priced.merchandise.variant.title, variantID: priced.line.variantID,
                    quantity: priced.line.quantity, total: priced.total, sellingPlan: priced.plan?.name)
            }
            let order = Order(
                id: "gid://shopify/Order/\(number)", number: number, total: money(bill.due), processedAt: Self.timestamp(), token: token,
                email: cart.email, lines: lines, subtotal: money(bill.subtotal), shipping: money(bill.shipping),
                tax: money(bill.tax), discount: bill.discount > 0 ? money(bill.discount) : nil,
                giftCards: bill.giftCards.map { GiftCardPayment(lastCharacters: String($0.card.code.suffix(4)), amount: money($0.used)) },
                shippingAddress: cart.selectedAddress)
            // Balances are kept in the shop's currency.
            for use in bill.giftCards {
                let balance = storage.giftCardBalances[use.card.id] ?? 0
                storage.giftCardBalances[use.card.id] = use.used >= use.balance ? 0 : max(0, balance - bill.market.unconvert(use.used))
            }
            cart.order = order
            sell(cart.lines)
            storage.carts[id] = cart
            storage.nextOrderNumber += 1
            return order
        }
    }

    enum PaymentError: Error, Equatable {
        case unknown
        case alreadyPaid(String)
        case notReady(String)
    }
}
