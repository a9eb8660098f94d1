import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore

/// Prints the cart as a table or as JSON (`{"cart": …, "notes": […], "changes": […]}`).
struct CartOutput {
    let session: StoreSession
    let json: Bool

    struct LineView: Encodable {
        var line: Int
        var variantId: String
        var productTitle: String
        var productHandle: String
        /// The variant's title; absent for a product without options (Shopify's "Default Title").
        var variantTitle: String?
        /// The selling plan (subscription) the line is bought on.
        var sellingPlan: LinePlan?
        var quantity: Int
        var price: Money
        var total: Money
        /// True when the last check found it sold out: not counted in the subtotal (absent otherwise).
        var soldOut: Bool?
    }

    struct CartView: Encodable {
        var lines: [LineView]
        var itemCount: Int
        var subtotal: Money?
        var discountCodes: [String]
        /// Gift cards by their last 4 characters only (the codes are secrets), numbered where
        /// several end the same way (``GiftCardCode/shownNames(_:)``).
        var giftCards: [String]
        var note: String?
    }

    struct ChangeView: Encodable {
        var line: Int
        var kind: String
        var message: String
    }

    struct Document: Encodable {
        var cart: CartView
        var notes: [String]
        var changes: [ChangeView]?
        /// True when the store no longer has the cart's checkout: ordered (or expired).
        var ordered: Bool?
    }

    static func view(_ cart: LocalCart) -> CartView {
        CartView(
            lines: cart.lines.enumerated().map { index, line in
                LineView(
                    line: index + 1, variantId: line.variantID.rawValue, productTitle: line.productTitle, productHandle: line.productHandle,
                    variantTitle: ProductVariant.shownTitle(line.variantTitle), sellingPlan: line.plan, quantity: line.quantity, price: line.price,
                    total: line.total,
                    soldOut: line.isSoldOut ? true : nil)
            }, itemCount: cart.itemCount, subtotal: cart.subtotal, discountCodes: cart.extras.discountCodes,
            giftCards: GiftCardCode.shownNames(cart.extras.giftCardCodes), note: cart.extras.note)
    }

    func print(_ cart: LocalCart, notes: [String], changes: [(line: Int, change: LineChange)]? = nil, ordered: Bool = false) async {
        if json {
            let changeViews = changes?.map { ChangeView(line: $0.line, kind: Self.kind($0.change), message: $0.change.description) }
            try? Console.printJSON(Document(cart: Self.view(cart), notes: notes, changes: changeViews, ordered: ordered ? true : nil))
            return
        }
        for note in notes { Console.error(note) }
        Console.print(Self.table(cart, money: await session.moneyStyle()))
    }

    static func table(_ cart: LocalCart, money: MoneyStyle) -> String {
        guard !cart.lines.isEmpty else { return "The cart is empty. Add something: shopterm cart add HANDLE [--variant \"9 / Black\"] [--qty N]" }
        // A plan column only when a line is bought on one.
        let plans = cart.lines.contains { $0.plan != nil }
        var table = Table(
            [.init("#", alignRight: true), .init("ITEM", maxWidth: 34), .init("VARIANT", maxWidth: 20)]
                + (plans ? [.init("PLAN", maxWidth: 20)] : [])
                + [.init("QTY", alignRight: true), .init("PRICE", maxWidth: 16, alignRight: true), .init("TOTAL", maxWidth: 16, alignRight: true)])
        for (index, line) in cart.lines.enumerated() {
            table.append(
                [String(index + 1), line.productTitle, ProductVariant.shownTitle(line.variantTitle) ?? ""]
                    + (plans ? [line.plan?.name ?? "one-time"] : [])
                    + [String(line.quantity), line.price.formatted(money), line.isSoldOut ? "sold out" : line.total.formatted(money)])
        }
        // A sold-out line cannot be bought: the subtotal is what the store's cart would hold.
        let soldOut = cart.lines.indices.filter { cart.lines[$0].isSoldOut }.map { String($0 + 1) }
        let left = soldOut.isEmpty ? "" : "; not counted: line\(soldOut.count == 1 ? "" : "s") \(soldOut.joined(separator: ", ")), sold out"
        let subtotal =
            cart.subtotal.map { "Subtotal: \($0.formatted(money)) (\(counted(cart.buyableItemCount, "item"))\(left))" }
            ?? "Subtotal: lines in several currencies"
        var extras: [String] = []
        if !cart.extras.discountCodes.isEmpty { extras.append("Discount codes: " + cart.extras.discountCodes.joined(separator: ", ")) }
        if !cart.extras.giftCardCodes.isEmpty {
            extras.append("Gift cards: " + GiftCardCode.shownNames(cart.extras.giftCardCodes).joined(separator: ", "))
        }
        if let note = cart.extras.note { extras.append("Note: " + (note.oneLine(limit: 60) ?? "")) }
        if !extras.isEmpty { extras.append("(what they take off is said by the store: shopterm checkout)") }
        return ([table.render(), subtotal] + extras.map(TerminalText.sanitized)).joined(separator: "\n")
    }

    static func movedAsideNotes(_ url: URL?) -> [String] {
        url.map { ["The cart file could not be read; it was moved to \($0.path) and a new cart was started."] } ?? []
    }

    /// "Line 2 Swift Runner (9 / Black): sold out", amounts written as the cart's table writes them.
    static func describe(_ changes: [(line: Int, change: LineChange)], in cart: LocalCart, money: MoneyStyle) -> [String] {
        changes.map { entry in
            let line = cart.lines.indices.contains(entry.line - 1) ? cart.lines[entry.line - 1] : nil
            let name = line.map { " " + $0.title } ?? ""
            return "Line \(entry.line)\(name): \(entry.change.text { $0.formatted(money) })"
        }
    }

    static func kind(_ change: LineChange) -> String {
        switch change {
        case .priceChanged: return "priceChanged"
        case .soldOut: return "soldOut"
        case .removed: return "removed"
        case .planEnded: return "planEnded"
        case .productChanged: return "productChanged"
        case .notEnoughStock: return "notEnoughStock"
        case .currencyChanged: return "currencyChanged"
        }
    }
}
