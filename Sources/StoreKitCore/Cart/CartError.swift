import Foundation

/// Why a cart change was refused.
public enum CartError: Error, Equatable, CustomStringConvertible {
    case quantityOutOfRange(Int, max: Int, title: String)
    /// More asked of a variant than the store has beside what the cart holds of it already:
    /// the quantity asked, what the cart holds, what the store has.
    case moreThanLeft(Int, inCart: Int, available: Int, title: String)
    case noSuchLine(Int, count: Int)
    case soldOut(String)
    case unknownVariant(String)
    case tooManyLines(max: Int)
    /// An add-on asked under a line that is itself an add-on (Shopify nests one level).
    case addOnUnderAddOn(line: Int, title: String)
    /// An add-on asked under a line of its own variant (Shopify: "a variant cannot nest under itself").
    case addOnUnderItself(title: String)
    /// An add-on asked under a bundle, or a bundle asked as an add-on: Shopify's cart nests
    /// single items only (`CartLineParentRelationship.parent` is a `CartLine`, and a bundle's
    /// line, a `ComponentizableCartLine`, has no `parentRelationship`).
    case addOnWithBundle(title: String, underLine: Int?)

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .quantityOutOfRange(let quantity, let max, let title):
            if max == 0 { return "\(title) is out of stock" }
            return max < LocalCart.maxQuantity
                ? "quantity \(quantity) is not possible for \(title): choose 1 to \(max) (the store has \(max))"
                : "quantity \(quantity) is not possible: choose 1 to \(max)"
        case .moreThanLeft(let quantity, let inCart, let available, let title):
            let room = max(0, available - inCart)
            return "cannot add \(quantity) of \(title): the store has \(available); the cart holds \(inCart), so "
                + (room == 0 ? "no more can be added" : "at most \(room) more")
        case .noSuchLine(let number, let count):
            return count == 0 ? "the cart is empty: there is no line \(number)" : "there is no line \(number): the cart has lines 1 to \(count)"
        case .soldOut(let text): return text
        case .unknownVariant(let reference): return "no product or variant \"\(reference)\" in this store"
        case .tooManyLines(let max): return "the cart holds at most \(max) different items: remove one first"
        case .addOnUnderAddOn(let line, let title):
            return "line \(line) (\(title)) is itself an add-on: add it under the line it belongs to"
        case .addOnUnderItself(let title): return "\(title) cannot be an add-on of itself: choose another line"
        case .addOnWithBundle(let title, let line?):
            return "line \(line) (\(title)) is a bundle, and a store nests add-ons under single items only: choose another line"
        case .addOnWithBundle(let title, nil):
            return "\(title) is a bundle, and a bundle cannot be an add-on: add it on a line of its own"
        }
    }
}
