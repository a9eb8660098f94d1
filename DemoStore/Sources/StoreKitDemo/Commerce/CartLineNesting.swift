import Foundation
import StoreKitCore

/// Nested cart lines (add-ons), Storefront API 2025-10 and later: Shopify's changelog of
/// 2025-08-06, "New: Support for nested cart lines", and
/// https://shopify.dev/docs/apps/build/product-merchandising/nested-cart-lines: "nested cart
/// lines are always ordered after their parent line, and are removed from cart if parent is
/// removed. Additionally, a variant cannot nest under itself as it is considered a circular
/// reference."
///
/// The demo keeps one level: a nested line cannot itself be a parent (the docs show one level
/// only). A bundle's line (a `ComponentizableCartLine`) is neither a parent nor nested: the
/// schema types a parent as `CartLine!`, and `ComponentizableCartLine` has no
/// `parentRelationship`.
extension CommerceState {
    /// A `CartLineParentInput` (`@oneOf { lineId, merchandiseId }`).
    enum LineParent: Sendable, Equatable {
        /// A line already in the cart.
        case line(String)
        /// The line of a variant added in the same request (or already in the cart).
        case merchandise(String)
        /// Both `lineId` and `merchandiseId`, or neither: `@oneOf` wants exactly one.
        case malformed
    }

    /// The user errors of the parents of `lines` to add to `cart` (nil: a new cart). Shopify's
    /// exact code and message for these are not documented: the demo answers
    /// `INVALID_MERCHANDISE_LINE` (the code Shopify gives bad line input) with the input's
    /// `parent` as the field.
    func parentErrors(_ lines: [LineRequest], in cart: Cart?, prefix: [String]) -> [DemoUserError] {
        let existing = cart?.lines ?? []
        let requested = Set(lines.filter { $0.parent == nil }.map(\.merchandiseID))
        return lines.enumerated().compactMap { index, line in
            guard let parent = line.parent else { return nil }
            let error = { (message: String) in
                DemoUserError(field: prefix + [String(index), "parent"], code: "INVALID_MERCHANDISE_LINE", message: message)
            }
            let parentVariant: String
            switch parent {
            case .malformed:
                return error("The parent must name exactly one of lineId and merchandiseId.")
            case .line(let id):
                guard let found = existing.first(where: { $0.id == id }) else {
                    return error("The parent line with id \(id) does not exist.")
                }
                guard found.parentLineID == nil else {
                    return error("The line with id \(id) is nested under another line: it cannot be a parent.")
                }
                parentVariant = found.variantID
            case .merchandise(let id):
                guard requested.contains(id) || existing.contains(where: { $0.variantID == id && $0.parentLineID == nil }) else {
                    return error("The parent merchandise with id \(id) is not a line of the request or of the cart.")
                }
                parentVariant = id
            }
            if parentVariant == line.merchandiseID {
                return error("The merchandise with id \(line.merchandiseID) cannot be nested under itself.")
            }
            if isBundle(parentVariant) || isBundle(line.merchandiseID) {
                return error("A bundle cannot have nested lines nor be nested under another line.")
            }
            return nil
        }
    }

    /// The ID of the line `parent` names in `cart` as lines are added (nil: gone, as a parent
    /// that was sold out and not added).
    func parentLineID(_ parent: LineParent, in cart: Cart) -> String? {
        switch parent {
        case .line(let id): cart.lines.first { $0.id == id && $0.parentLineID == nil }?.id
        case .merchandise(let id): cart.lines.first { $0.variantID == id && $0.parentLineID == nil }?.id
        case .malformed: nil
        }
    }

    /// Lines in Shopify's order: each top-level line followed by the lines nested under it; a
    /// nested line whose parent is gone is gone too.
    static func arranged(_ lines: [Line]) -> [Line] {
        lines.filter { $0.parentLineID == nil }.flatMap { parent in [parent] + lines.filter { $0.parentLineID == parent.id } }
    }

    private func isBundle(_ variantID: String) -> Bool { merchandise(variantID)?.product.isBundle ?? false }
}
