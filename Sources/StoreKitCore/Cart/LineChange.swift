import Foundation

/// What changed about a cart line since it was added.
public enum LineChange: Sendable, Equatable, CustomStringConvertible {
    case priceChanged(from: Money, to: Money)
    case soldOut
    /// The variant is no longer in the store.
    case removed
    /// The variant is no longer sold on the line's selling plan (named).
    case planEnded(String)
    /// The line's variant ID now belongs to another product (a store that changed its catalog):
    /// what was added, and what the store would sell under it now.
    case productChanged(from: String, to: String)
    /// The store has fewer of the line's variant than the cart holds (what it has, what the
    /// cart's lines of that variant hold together, and those lines' numbers when there are
    /// several, on different plans): it would sell only what it has.
    case notEnoughStock(available: Int, inCart: Int, lines: [Int] = [])
    /// The line is priced in another currency now (a change of market): the price it had, the
    /// price it has.
    case currencyChanged(from: Money, to: Money)

    /// It, in one line of text, amounts as plain decimals with their currency codes (`--json`).
    public var description: String { text { "\($0.plainAmount) \($0.currencyCode)" } }

    /// It, in one line of text, amounts written by `format` (the shop's money format or the
    /// market's locale: as the rest of the output writes money).
    public func text(writing format: (Money) -> String) -> String {
        switch self {
        case .priceChanged(let old, let new): return "price changed from \(format(old)) to \(format(new))"
        case .soldOut: return "sold out"
        case .removed: return "no longer sold by the store"
        case .planEnded(let plan): return "no longer sold on \"\(plan)\""
        case .productChanged(let old, let new): return "is now \"\(new)\" at the store, not \"\(old)\": remove it and add what you want"
        case .notEnoughStock(let available, let inCart, let lines):
            guard lines.count > 1 else { return "the store has only \(available), not \(inCart)" }
            let named = lines.dropLast().map(String.init).joined(separator: ", ") + " and \(lines[lines.count - 1])"
            return "the store has \(available) of this variant; lines \(named) hold \(inCart) together"
        case .currencyChanged(let old, let new):
            return "now priced in \(new.currencyCode): \(format(new)), was \(format(old))"
        }
    }

    /// True when the line cannot be bought as it is.
    public var blocksCheckout: Bool {
        switch self {
        case .priceChanged, .notEnoughStock, .currencyChanged: return false
        case .soldOut, .removed, .planEnded, .productChanged: return true
        }
    }
}
