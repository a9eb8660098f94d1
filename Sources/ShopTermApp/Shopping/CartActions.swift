import Foundation
import StoreKitCore

/// What the `shopterm cart …` commands do with the shop's local cart, beyond reading their
/// flags: each returns what is printed (``CartReport``, ``CartExtrasReport``).
public struct CartActions: Sendable {
    public let session: StoreSession

    public init(session: StoreSession) {
        self.session = session
    }

    /// `cart show`: the cart; one whose checkout the store no longer has was ordered (perhaps
    /// in a browser), and the latest order is said.
    public func show() async throws -> CartReport {
        let loaded = try session.cartFile.load()
        let ordered = await OrderedCart.isGone(loaded.cart, session: session)
        let notes = ordered ? [OrderedCart.notice(latestOrder: await OrderedCart.latestOrder(session: session))] : []
        return CartReport(cart: loaded.cart, notes: CartOutput.movedAsideNotes(loaded.movedAside) + notes, ordered: ordered)
    }

    /// `cart add`: the variant `reference` names (a product's by `variantTitle`, on `plan`),
    /// `quantity` of it; under line `parent` (from 1) as its add-on when given.
    public func add(_ reference: String, variantTitle: String?, plan: String?, quantity: Int, under parent: Int? = nil) async throws
        -> CartReport
    {
        // An add-on is a nested cart line, which a store takes from 2025-10: said now, not at checkout.
        let version = session.configuration.apiVersion
        if parent != nil, version < .nestedCartLines { throw CheckoutError.addOnsNeedNewerVersion(version) }
        let choice = try await VariantChooser(client: session.client).choose(reference, variantTitle: variantTitle, plan: plan)
        let line = choice.line(quantity: quantity)
        let loaded = try session.cartFile.load()
        var notes = CartOutput.movedAsideNotes(loaded.movedAside)
        let money = await session.moneyStyle()
        // One cart, one market: a line priced in another currency (added in another market)
        // moves the cart to that market first, its lines repriced there, as a web store's cart
        // follows the country chosen; what changed is said.
        if loaded.cart.lines.contains(where: { $0.price.currencyCode != line.price.currencyCode }) {
            let (fresh, changes) = try await CartRevalidator(client: session.client).revalidate(loaded.cart)
            try session.cartFile.update { cart in cart = cart.takingSnapshots(of: fresh) }
            notes.append("The cart follows the market shopped in: its lines are repriced in \(line.price.currencyCode).")
            notes += CartOutput.describe(changes, in: fresh, money: money)
        }
        let (number, movedAside) = try session.cartFile.update { cart in try parent.map { try cart.add(line, under: $0) } ?? cart.add(line) }
        let cart = try session.cartFile.load().cart
        notes += CartOutput.movedAsideNotes(movedAside)
        let under = parent.map { " as an add-on of line \($0)" } ?? ""
        notes.append("Added \(quantity) × \(line.title) at \(line.price.formatted(money)) each\(under): line \(number).")
        if let reason = choice.reason { notes.append(reason) }
        return CartReport(cart: cart, notes: notes)
    }

    /// `cart set`: line `line` (from 1) to `quantity`, no more than the store has when it says
    /// (with a token).
    public func set(line: Int, quantity: Int) async throws -> CartReport {
        let lines = try session.cartFile.load().cart.lines
        let variant = lines.indices.contains(line - 1) ? lines[line - 1].variantID : nil
        var available: Int?
        if let variant { available = await session.client.stockCount(of: variant) }
        let (_, movedAside) = try session.cartFile.update { cart in try cart.setQuantity(quantity, ofLine: line, storeHas: available, of: variant) }
        let cart = try session.cartFile.load().cart
        return CartReport(cart: cart, notes: CartOutput.movedAsideNotes(movedAside) + ["Line \(line) now has \(quantity)."])
    }

    /// `cart remove`: line `line` (from 1).
    public func remove(line: Int) throws -> CartReport {
        let (removed, movedAside) = try session.cartFile.update { cart in try cart.removeWithAddOns(line: line) }
        let cart = try session.cartFile.load().cart
        // Its add-ons went with it, as the store's cart removes them: said, so no line is lost unseen.
        let addOns =
            removed.addOns.isEmpty
            ? "" : ", with its add-on\(removed.addOns.count == 1 ? "" : "s") " + removed.addOns.map(\.title).joined(separator: ", ")
        return CartReport(cart: cart, notes: CartOutput.movedAsideNotes(movedAside) + ["Removed line \(line): \(removed.line.title)\(addOns)."])
    }

    /// `cart clear`.
    public func clear() throws -> CartReport {
        let (_, movedAside) = try session.cartFile.update { cart in cart.clear() }
        return CartReport(cart: LocalCart(), notes: CartOutput.movedAsideNotes(movedAside) + ["The cart is empty."])
    }

    /// `cart revalidate`: the lines re-read from the store, what changed said; none dropped.
    public func revalidate() async throws -> CartReport {
        let loaded = try session.cartFile.load()
        let (fresh, changes) = try await CartRevalidator(client: session.client).revalidate(loaded.cart)
        let (_, movedAside) = try session.cartFile.update { cart in cart = cart.takingSnapshots(of: fresh) }
        let cart = try session.cartFile.load().cart
        let notes =
            CartOutput.movedAsideNotes(loaded.movedAside ?? movedAside)
            + (changes.isEmpty
                ? ["Every line is as it was: same prices, all available."]
                : CartOutput.describe(changes, in: cart, money: await session.moneyStyle()))
        return CartReport(cart: cart, notes: notes, changes: changes)
    }

    /// `cart discount|gift-card|note`: the change made at the store, its cart and totals.
    public func extras(_ change: CartExtrasChange) async throws -> CartExtrasReport {
        let (outcome, movedAside) = try await session.changeCartExtras(change)
        let money = await session.moneyStyle()
        return CartExtrasReport(
            cart: outcome.cart, summary: outcome.state.map { CheckoutSummary(state: $0, money: money) },
            notes: CartOutput.movedAsideNotes(movedAside) + outcome.notices, refusal: outcome.refusal)
    }
}
