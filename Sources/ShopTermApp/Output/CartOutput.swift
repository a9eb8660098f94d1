import Foundation
import ShopTermUI
import StoreKitCore

/// The cart as the cart commands print it: a table, or JSON (`{"cart": …, "notes": […],
/// "changes": […]}`). Pure: the executable prints what these return.
public enum CartOutput {
    public struct LineView: Encodable, Sendable {
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
        /// The store's words when its last checkout found the product not sold where the order
        /// ships (`PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION`); absent otherwise.
        var unavailable: String?
        /// For an add-on (a nested cart line), the number of the line it was added under.
        var addOnTo: Int?
        /// For a bundle, what one holds, as the store's last checkout stated it (no prices:
        /// those are the store's to state at checkout).
        var bundleItems: [BundleItem]?
    }

    public struct CartView: Encodable, Sendable {
        var lines: [LineView]
        var itemCount: Int
        var subtotal: Money?
        var discountCodes: [String]
        /// Gift cards by their last 4 characters only (the codes are secrets), numbered where
        /// several end the same way (``GiftCardCode/shownNames(_:)``).
        var giftCards: [String]
        var note: String?
    }

    public struct ChangeView: Encodable, Sendable {
        var line: Int
        var kind: String
        var message: String
    }

    /// What `--json` prints.
    public struct Document: Encodable, Sendable {
        var cart: CartView
        var notes: [String]
        var changes: [ChangeView]?
        /// True when the store no longer has the cart's checkout: ordered (or expired).
        var ordered: Bool?
    }

    /// The cart as JSON shows it.
    public static func view(_ cart: LocalCart) -> CartView {
        CartView(
            lines: cart.lines.enumerated().map { index, line in
                LineView(
                    line: index + 1, variantId: line.variantID.rawValue, productTitle: line.productTitle, productHandle: line.productHandle,
                    variantTitle: ProductVariant.shownTitle(line.variantTitle), sellingPlan: line.plan, quantity: line.quantity, price: line.price,
                    total: line.total,
                    soldOut: line.isSoldOut ? true : nil, unavailable: line.unavailableHere, addOnTo: cart.parentNumber(of: line),
                    bundleItems: line.bundleItems)
            }, itemCount: cart.itemCount, subtotal: cart.subtotal, discountCodes: cart.extras.discountCodes,
            giftCards: GiftCardCode.shownNames(cart.extras.giftCardCodes), note: cart.extras.note)
    }

    /// What `--json` prints of a cart command's report.
    public static func document(_ report: CartReport) -> Document {
        let changeViews = report.changes?.map { ChangeView(line: $0.line, kind: kind($0.change), message: $0.change.description) }
        return Document(cart: view(report.cart), notes: report.notes, changes: changeViews, ordered: report.ordered ? true : nil)
    }

    /// The cart as a table, its subtotal and extras below.
    public static func table(_ cart: LocalCart, money: MoneyStyle) -> String {
        guard !cart.lines.isEmpty else { return "The cart is empty. Add something: shopterm cart add HANDLE [--variant \"9 / Black\"] [--qty N]" }
        // A plan column only when a line is bought on one.
        let plans = cart.lines.contains { $0.plan != nil }
        var table = Table(
            [.init("#", alignRight: true), .init("ITEM", maxWidth: 34), .init("VARIANT", maxWidth: 20)]
                + (plans ? [.init("PLAN", maxWidth: 20)] : [])
                + [.init("QTY", alignRight: true), .init("PRICE", maxWidth: 16, alignRight: true), .init("TOTAL", maxWidth: 16, alignRight: true)])
        for (index, line) in cart.lines.enumerated() {
            // An add-on sits under its line; a bundle's contents under it, without prices.
            table.append(
                [String(index + 1), (line.isAddOn ? "+ " : "") + line.productTitle, ProductVariant.shownTitle(line.variantTitle) ?? ""]
                    + (plans ? [line.plan?.name ?? "one-time"] : [])
                    + [String(line.quantity), line.price.formatted(money), line.isSoldOut ? "sold out" : line.total.formatted(money)])
            for item in line.bundleItems ?? [] {
                table.append(["", "  · " + item.label, ""] + (plans ? [""] : []) + ["", "", ""])
            }
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
        // What the last checkout found the store will not sell where the order ships.
        let unavailable = cart.unavailableLines.map {
            "Line \($0.line) is not sold where the order ships (the store says: \($0.message)); remove it: shopterm cart remove \($0.line)"
        }
        return ([table.render(), subtotal] + (unavailable + extras).map(TerminalText.sanitized)).joined(separator: "\n")
    }

    /// What is said when the cart file could not be read and was moved aside to `url`.
    public static func movedAsideNotes(_ url: URL?) -> [String] {
        url.map { ["The cart file could not be read; it was moved to \($0.path) and a new cart was started."] } ?? []
    }

    /// "Line 2 Swift Runner (9 / Black): sold out", amounts written as the cart's table writes them.
    public static func describe(_ changes: [(line: Int, change: LineChange)], in cart: LocalCart, money: MoneyStyle) -> [String] {
        changes.map { entry in
            let line = cart.lines.indices.contains(entry.line - 1) ? cart.lines[entry.line - 1] : nil
            let name = line.map { " " + $0.title } ?? ""
            return "Line \(entry.line)\(name): \(entry.change.text { $0.formatted(money) })"
        }
    }

    /// A change's kind as JSON names it.
    public static func kind(_ change: LineChange) -> String {
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
