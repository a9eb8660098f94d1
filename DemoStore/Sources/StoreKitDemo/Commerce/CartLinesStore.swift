import Foundation
import StoreKitCore

/// A cart's lines in the demo store: `cartLinesAdd`, `cartLinesUpdate` and `cartLinesRemove`,
/// with the user errors and warnings Shopify gives them.
extension CommerceState {
    func addLines(_ id: String, _ lines: [LineRequest], version: APIVersion = .default) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            outcome.userErrors += lineErrors(lines, prefix: ["lines"], version: version)
            outcome.userErrors += parentErrors(lines, in: cart, prefix: ["lines"])
            guard outcome.userErrors.isEmpty else { return }
            outcome.warnings = add(lines, to: &cart)
            restartShippingCalculation(&cart)
        }
    }

    /// Changes lines' quantities, variants and selling plans (nil: unchanged).
    func updateLines(
        _ id: String, _ updates: [(lineID: String, quantity: Int?, merchandiseID: String?, sellingPlanID: String?)],
        version: APIVersion = .default
    ) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            for (index, update) in updates.enumerated() {
                guard let position = cart.lines.firstIndex(where: { $0.id == update.lineID }) else {
                    outcome.userErrors.append(
                        DemoUserError(
                            field: ["lines", String(index), "id"], code: "INVALID_MERCHANDISE_LINE",
                            message: "The merchandise line with id \(update.lineID) does not exist."))
                    continue
                }
                if let merchandiseID = update.merchandiseID {
                    guard merchandise(merchandiseID) != nil else {
                        outcome.userErrors.append(
                            DemoUserError(
                                field: ["lines", String(index), "merchandiseId"], code: "INVALID_MERCHANDISE_LINE",
                                message: "The merchandise with id \(merchandiseID) does not exist."))
                        continue
                    }
                    cart.lines[position].variantID = merchandiseID
                }
                if let plan = update.sellingPlanID { cart.lines[position].sellingPlanID = plan }
                let line = cart.lines[position]
                let request = LineRequest(
                    merchandiseID: line.variantID, quantity: line.quantity, sellingPlanID: line.sellingPlanID,
                    attributes: line.attributes)
                if let item = merchandise(line.variantID),
                    let error = Self.planError(request, item, prefix: ["lines", String(index)], version: version)
                {
                    outcome.userErrors.append(error)
                    continue
                }
                if let quantity = update.quantity {
                    guard quantity >= 0 else {
                        outcome.userErrors.append(
                            DemoUserError(
                                field: ["lines", String(index), "quantity"], code: "LESS_THAN",
                                message: "The quantity must be greater than or equal to 0."))
                        continue
                    }
                    cart.lines[position].quantity = quantity
                    if let warning = clampToStock(&cart, line: position) { outcome.warnings.append(warning) }
                }
            }
            // A line set to 0 is removed, and with it the lines nested under it.
            cart.lines = Self.arranged(cart.lines.filter { $0.quantity > 0 })
            restartShippingCalculation(&cart)
        }
    }

    func removeLines(_ id: String, _ lineIDs: [String]) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            for (index, lineID) in lineIDs.enumerated() where !cart.lines.contains(where: { $0.id == lineID }) {
                outcome.userErrors.append(
                    DemoUserError(
                        field: ["lineIds", String(index)], code: "INVALID_MERCHANDISE_LINE",
                        message: "The merchandise line with id \(lineID) does not exist."))
            }
            // The lines nested under a removed line go with it.
            cart.lines = Self.arranged(cart.lines.filter { !lineIDs.contains($0.id) })
            restartShippingCalculation(&cart)
        }
    }

    /// The user errors of lines to add: merchandise that does not exist, a selling plan it does
    /// not have, or none when it is sold by subscription only.
    func lineErrors(_ lines: [LineRequest], prefix: [String], version: APIVersion) -> [DemoUserError] {
        lines.enumerated().compactMap { index, line in
            guard let item = merchandise(line.merchandiseID) else {
                return DemoUserError(
                    field: prefix + [String(index), "merchandiseId"], code: "INVALID_MERCHANDISE_LINE",
                    message: "The merchandise with id \(line.merchandiseID) does not exist.")
            }
            return Self.planError(line, item, prefix: prefix + [String(index)], version: version)
        }
    }

    func add(_ lines: [LineRequest], to cart: inout Cart) -> [DemoWarning] {
        var warnings: [DemoWarning] = []
        // Top-level lines first: a nested line's parent may be added by the same request.
        for line in lines.filter({ $0.parent == nil }) + lines.filter({ $0.parent != nil }) {
            // A parent not added (sold out) takes its nested lines with it.
            let parentID = line.parent.map { parentLineID($0, in: cart) }
            if parentID == .some(nil) { continue }
            // Stock as the cart's market sees it (a product can be sold out in one market only).
            guard let item = merchandise(line.merchandiseID, for: cart) else { continue }
            guard item.variant.availableForSale else {
                warnings.append(
                    DemoWarning(
                        code: "MERCHANDISE_OUT_OF_STOCK", message: "The product '\(item.product.title)' is already sold out.",
                        target: line.merchandiseID))
                continue
            }
            // The same variant on the same plan (with the same attributes, under the same parent)
            // adds to its line; on another plan, with other attributes, or under another parent
            // (or none), it is a line of its own.
            if let index = cart.lines.firstIndex(where: {
                $0.variantID == line.merchandiseID && $0.sellingPlanID == line.sellingPlanID && $0.attributes == line.attributes
                    && $0.parentLineID == parentID ?? nil
            }) {
                cart.lines[index].quantity += max(1, line.quantity)
                if let warning = clampToStock(&cart, line: index) { warnings.append(warning) }
            } else {
                cart.lines.append(
                    Line(
                        id: "gid://shopify/CartLine/\(cart.token)-\(cart.lines.count + 1)-\(Self.token().prefix(6))",
                        variantID: line.merchandiseID, quantity: max(1, line.quantity), sellingPlanID: line.sellingPlanID,
                        attributes: line.attributes, parentLineID: parentID ?? nil))
                if let warning = clampToStock(&cart, line: cart.lines.count - 1) { warnings.append(warning) }
            }
        }
        // A line its variant's other lines left no stock for is not added; nested lines follow
        // their parents.
        cart.lines = Self.arranged(cart.lines.filter { $0.quantity > 0 })
        return warnings
    }
}
