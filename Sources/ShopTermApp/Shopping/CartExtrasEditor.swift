import Foundation
import StoreKitCore

/// Changes the cart's discount codes, gift cards or note: in the local cart first, then on the
/// store's cart made from it, and says what the store made of the change. Shared by
/// `shopterm cart discount|gift-card|note` and the storefront's cart.
public struct CartExtrasEditor: Sendable {
    public let flow: CheckoutFlow
    /// The API version the store's cart is made with (a cart ID is good for that one only).
    public let apiVersion: String
    /// How amounts are written: the shop's money format (see ``StorefrontClient/moneyStyle()``).
    public let moneyStyle: @Sendable () async -> MoneyStyle

    public init(flow: CheckoutFlow, apiVersion: String, moneyStyle: @escaping @Sendable () async -> MoneyStyle) {
        self.flow = flow
        self.apiVersion = apiVersion
        self.moneyStyle = moneyStyle
    }

    /// What a change came to.
    public struct Outcome: Sendable, Equatable {
        /// The local cart to save: its extras and the store cart's ID as they now are.
        public var cart: LocalCart
        /// The store's cart; nil when the local cart is empty (nothing was asked of the store).
        public var state: CheckoutState?
        /// What to tell the buyer, one line each.
        public var notices: [String]
        /// Set when the store did not take the change (the local cart does not keep it): the
        /// one-line reason.
        public var refusal: String?
    }

    /// Applies `change` to `cart`. Throws ``CartExtrasError`` for a change refused before
    /// asking the store, and the store's errors. Adding a code the cart already has changes
    /// nothing: it is said, with the store's totals, and is no failure.
    public func apply(_ change: CartExtrasChange, to cart: LocalCart) async throws -> Outcome {
        var updated = cart
        var already: String?
        do {
            try updated.extras.apply(change)
        } catch {
            guard case .already(let said) = error else { throw error }
            already = said.prefix(1).uppercased() + said.dropFirst() + "."
        }
        guard !cart.lines.isEmpty else {
            switch change {
            case .addDiscount, .addGiftCard:
                throw CartExtrasError.invalid("the cart is empty: add something before a discount code or gift card")
            case .removeDiscount, .removeGiftCard, .setNote:
                return Outcome(cart: updated, state: nil, notices: [Self.done(change)], refusal: nil)
            }
        }
        var state = try await sync(&updated)
        let style = await moneyStyle()
        let format = { (money: Money) in money.formatted(style) }
        var outcome = Outcome(cart: updated, state: state, notices: already.map { [$0] } ?? [], refusal: nil)
        switch change {
        case .addDiscount(let code):
            let code = code.trimmingCharacters(in: .whitespaces)
            let entry = state.discountCodes.first { $0.code.lowercased() == code.lowercased() }
            let unknown = entry == nil || (entry?.applicable == false && state.discountWarnings.contains { $0.code == "DISCOUNT_NOT_FOUND" })
            if unknown {
                // Not kept: neither here nor on the store's cart.
                try updated.extras.apply(.removeDiscount(code))
                state = try await sync(&updated)
                outcome.refusal = "the store does not know the discount code \(code)"
            } else if entry?.applicable == false {
                let reasons = state.discountWarnings.map(\.description)
                outcome.notices.append(
                    "\(code) is on the cart but does not apply: "
                        + (reasons.isEmpty ? "the store gave no reason" : reasons.joined(separator: "; ")))
            } else if let discount = state.discounts.first(where: { $0.isCode && $0.title.lowercased() == code.lowercased() }) {
                // A shipping code takes nothing until a rate is chosen: that is not "nothing".
                if discount.appliesTo == .shipping {
                    outcome.notices.append(
                        discount.amount.amount > 0
                            ? "\(code) takes \(format(discount.amount)) off shipping."
                            : "\(code) takes money off shipping once a rate is chosen (at checkout).")
                } else {
                    outcome.notices.append("\(code) takes \(format(discount.amount)) off.")
                }
            } else {
                outcome.notices.append("\(code) applies to this cart.")
            }
        case .addGiftCard(let code):
            let codes = updated.extras.giftCardCodes
            let index = codes.lastIndex { GiftCardCode.normalized($0) == GiftCardCode.normalized(code) }
            if let index, let card = AppliedGiftCard.paired(codes, with: state.giftCards)[index] {
                let name = GiftCardCode.shownNames(codes)[index]
                outcome.notices.append(Self.pays(card, named: name, of: state, format: format))
            } else {
                try updated.extras.apply(.removeGiftCard(code))
                let said = state.warnings.first { $0.code == "PAYMENTS_GIFT_CARDS_UNAVAILABLE" }
                outcome.refusal =
                    "the store did not take the gift card \(GiftCardCode.shown(code)): "
                    + (said?.description ?? "it is unknown, used up or not valid in this store")
            }
        case .removeDiscount, .removeGiftCard, .setNote:
            outcome.notices.append(Self.done(change))
        }
        // The store may hold fewer of a line than the cart asks (its stock): its totals are for
        // what it holds, which is said, as `checkout` says it.
        for adjustment in CartAdjustment.between(updated, and: state) {
            outcome.notices.append("The store has \(adjustment); its totals are for what it has.")
        }
        outcome.cart = updated
        outcome.state = state
        return outcome
    }

    /// The cart's store cart brought in line again (after a change of market, which moves it);
    /// nil when the cart has no store cart or no lines.
    public func resync(_ cart: LocalCart) async throws -> (cart: LocalCart, state: CheckoutState)? {
        guard cart.storeCart?.id(forVersion: apiVersion) != nil, !cart.lines.isEmpty else { return nil }
        return try await refresh(cart)
    }

    /// The store's cart brought in line with `cart` (made when it has none), in the client's
    /// market: the store's totals for the cart as it is now.
    public func refresh(_ cart: LocalCart) async throws -> (cart: LocalCart, state: CheckoutState) {
        guard !cart.lines.isEmpty else { throw CheckoutError.emptyCart }
        var updated = cart
        let state = try await sync(&updated)
        return (updated, state)
    }

    /// The store's cart brought in line with `cart` (lines, codes, note); `cart` remembers it.
    private func sync(_ cart: inout LocalCart) async throws -> CheckoutState {
        let state = try await flow.syncCart(lines: cart.inputs, extras: cart.extras, previous: cart.storeCart?.id(forVersion: apiVersion))
        cart.storeCart = LocalCart.StoreCart(id: state.id, apiVersion: apiVersion)
        return state
    }

    /// What a gift card pays, as the store states it: what it pays now and, when it holds more,
    /// that what the checkout page adds comes off it too. Never what stays on it: the store
    /// states no remainder, and its checkout page takes the taxes off the card as well.
    static func pays(_ card: AppliedGiftCard, named name: String, of state: CheckoutState, format: (Money) -> String) -> String {
        let now = "Gift card \(name) pays \(format(card.amountUsed))"
        guard card.holdsMore else { return now + ", all it holds." }
        let later = state.alsoPaid(by: card)
        guard !later.isEmpty else { return now + " of its \(format(card.balance))." }
        return now + " now, of its \(format(card.balance)); "
            + later.joined(separator: " and ") + " added on the checkout page come off it too."
    }

    /// What a removal or a note change did, in one line (no secret in it).
    static func done(_ change: CartExtrasChange) -> String {
        switch change {
        case .addDiscount(let code): return "Added the discount code \(code)."
        case .removeDiscount(let code): return "Removed the discount code \(code.trimmingCharacters(in: .whitespaces))."
        case .addGiftCard(let code): return "Added the gift card \(GiftCardCode.shown(code))."
        case .removeGiftCard(let code): return "Removed the gift card \(GiftCardCode.shown(code))."
        case .setNote(let text): return text.isEmpty ? "The note is removed." : "The note is saved with the cart."
        }
    }
}

extension StoreSession {
    /// Changes this shop's cart's extras (see ``CartExtrasEditor``) and saves what the store took:
    /// the extras and the store cart's ID. Another process's line changes meanwhile are kept.
    public func changeCartExtras(_ change: CartExtrasChange) async throws -> (outcome: CartExtrasEditor.Outcome, movedAside: URL?) {
        let client = client
        let editor = CartExtrasEditor(
            flow: CheckoutFlow(backend: CartCheckout(client: client)), apiVersion: configuration.apiVersion.rawValue,
            moneyStyle: { await client.moneyStyle() })
        let loaded = try cartFile.load()
        let outcome = try await editor.apply(change, to: loaded.cart)
        let (_, movedAside) = try cartFile.update { cart in
            cart.extras = outcome.cart.extras
            cart.storeCart = outcome.cart.storeCart
        }
        return (outcome, loaded.movedAside ?? movedAside)
    }
}
