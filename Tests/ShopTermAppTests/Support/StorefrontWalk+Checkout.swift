import Foundation
import ShopTermUI
import StoreKitCore
import StoreKitTestSupport

/// The storefront walk's checkout: the form, the rates, the review checked against the store's
/// own cart, and the payment on the demo checkout page.
extension StorefrontWalk {
    private var checkoutScreen: CheckoutScreen? {
        if case .checkout(let screen) = app.state.screen { return screen }
        return nil
    }

    func checkOut(to destination: String) async throws {
        guard try await openCartForCheckout(), !app.state.cart.local.lines.isEmpty else { return }
        await pressKeys([.enter])
        guard checkoutScreen != nil else { return }  // a line the store cannot sell, said on the cart
        var values = MoneyStore.address(in: destination)
        values["email"] = "walk@example.com"
        try await fill(values, step: .contact)
        await pressKeys([.enter])
        try await fill(values, step: .shipping)
        await pressKeys([.enter])
        guard
            await app.wait(until: { state in
                if case .checkout(let screen) = state.screen { return screen.step >= .rates || state.status?.kind == .error }
                return false
            }), checkoutScreen?.step == .rates
        else {
            // Every line sold out in the address's market: said so, nothing to ship.
            if app.state.status?.text.contains("sold out there") == true { return }
            return problems.append("checkout to \(destination) did not reach the rates: \(app.state.status?.text ?? "")\n\(app.frame?.text ?? "")")
        }
        await pressKeys([.enter])
        guard await app.wait(until: { _ in self.checkoutScreen?.step == .review }), let reviewed = checkoutScreen?.checkout else {
            return problems.append("checkout to \(destination) did not reach the review: \(app.state.status?.text ?? "")")
        }
        try await checkReview(reviewed)
        await pressKeys([.enter])
        guard await app.wait(until: { $0.handoffURL != nil }), let url = app.state.handoffURL else {
            return problems.append("the review did not hand over a checkout URL: \(app.state.status?.text ?? "")")
        }
        try await pay(url.absoluteString, reviewed: reviewed, destination: destination)
    }

    private func openCartForCheckout() async throws -> Bool {
        while app.state.stack.count > 2 { await pressKeys([.escape]) }
        await pressKeys([.character("c")])
        return app.state.screen == .cart
    }

    private func pressKeys(_ keys: [Key]) async {
        for key in keys { app.send(.key(key)) }
        await app.settle()
        app.deliver()
    }

    /// Types each field of the step by its key (whatever the form's order).
    private func fill(_ values: [String: String], step: CheckoutScreen.Step) async throws {
        guard let screen = checkoutScreen, screen.step == step else { return }
        for index in screen.stepFields {
            let key = screen.fields[index].key
            guard let value = values[key] else { continue }
            for _ in 0..<screen.fields.count where checkoutScreen?.fields[checkoutScreen?.focused ?? 0].key != key { app.send(.key(.tab)) }
            for _ in 0..<(checkoutScreen?.fields[index].value.count ?? 0) { app.send(.key(.backspace)) }
            for character in value { app.send(.key(.character(character))) }
        }
    }

    /// The review: its figures the store's own (`cart(id:)`'s cost), adding up as shown, in one
    /// currency.
    private func checkReview(_ reviewed: CheckoutState) async throws {
        guard let frame = app.frame?.text else { return }
        let marked = MoneyCurrency.marked(in: frame, among: store.currencies)
        if marked.count > 1 { problems.append("the review shows \(marked.sorted()):\n\(frame)") }
        guard let cost = try await oracle.cartCost(reviewed.id) else { return problems.append("the store does not know the reviewed cart") }
        let shownTotal = reviewed.total
        if cost.currency != shownTotal.currencyCode || cost.subtotal != reviewed.subtotal.amount {
            problems.append("the review's subtotal \(reviewed.subtotal) is not the store's \(cost.subtotal) \(cost.currency)")
        }
        if cost.total != shownTotal.amount {
            problems.append("the review's total \(shownTotal.amount) is not the store's \(cost.total) \(cost.currency)")
        }
        let decimals = MoneyCurrency.all.first { $0.code == shownTotal.currencyCode }?.decimals ?? 2
        let shown = Set(frame.matches(of: #/[0-9](?:[0-9.,'’\u{00A0}\u{202F}]*[0-9])?/#).map { WasPrices.digits(String($0.output)) })
        for (label, amount) in [("subtotal", reviewed.subtotal.amount), ("total", shownTotal.amount)]
        where !shown.contains(WasPrices.digits(amount, decimals)) {
            problems.append("the review's \(label) \(amount) is not on the screen:\n\(frame)")
        }
    }

    /// Pays on the checkout page: the charge is the review's total plus the page's taxes (less
    /// what gift cards pay of them), and each card then holds what the page left on it.
    private func pay(_ url: String, reviewed: CheckoutState, destination: String) async throws {
        let page = try await oracle.checkoutPage(url)
        let usedInReview = reviewed.giftCards.reduce(Decimal(0)) { $0 + $1.amountUsed.amount }
        let usedOnPage = page.cards.values.reduce(Decimal(0), +)
        if page.total + usedOnPage != reviewed.total.amount + usedInReview + page.tax - (reviewed.taxes?.amount ?? 0) {
            problems.append(
                "the page charges \(page.total) with cards paying \(usedOnPage) and tax \(page.tax); the review said \(reviewed.total.amount) with cards paying \(usedInReview)"
            )
        }
        let paid = try await oracle.pay(url)
        if paid.amount != page.total { problems.append("paying charged \(paid.amount); the page said \(page.total)") }
        let variants = try await oracle.variants(store.products.map(\.handle), country: destination)
        guard let anyVariant = variants.first(where: { $0.value.available && $0.value.plans.isEmpty })?.key else { return }
        for card in reviewed.giftCards {
            guard let code = store.giftCards.first(where: { $0.code.hasSuffix(card.lastCharacters) })?.code else { continue }
            let expected = card.balance.amount - (page.cards[card.lastCharacters] ?? 0)
            let now = try await oracle.giftCardBalance(code, variantID: anyVariant, country: destination)
            if abs((now?.amount ?? 0) - expected) > store.giftCardLeeway(in: destination) {
                problems.append(
                    "gift card …\(card.lastCharacters) held \(card.balance.amount), the page took \(page.cards[card.lastCharacters] ?? 0); it now holds \(now?.amount ?? 0), not \(expected)"
                )
            }
        }
    }
}
