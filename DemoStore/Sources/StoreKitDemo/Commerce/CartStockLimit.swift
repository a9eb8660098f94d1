import Foundation

/// A variant's stock across a cart: Shopify counts every line of a variant against its
/// inventory, whatever plan or attributes set the lines apart (its cart answers "The maximum
/// quantity of this item is already in your cart." when all of a variant is in the cart,
/// shopify.dev/changelog/posts/cart-ajax-api-inventory-error-message-updates; the Storefront
/// API's warning for a cut is `MERCHANDISE_NOT_ENOUGH_STOCK`).
extension CommerceState {
    /// Cuts the cart's line at `index` to what its variant's stock leaves beside the cart's other
    /// lines of that variant (to 0 when they hold it all: the caller drops such a line), and
    /// says so; nil when nothing is cut. A variant for sale with none counted is sold anyway (a
    /// backorder): no cut.
    func clampToStock(_ cart: inout Cart, line index: Int) -> DemoWarning? {
        let line = cart.lines[index]
        guard let available = merchandise(line.variantID)?.variant.quantityAvailable, available > 0 else { return nil }
        let others = cart.lines.indices.filter { $0 != index && cart.lines[$0].variantID == line.variantID }
            .reduce(0) { $0 + cart.lines[$1].quantity }
        let left = max(0, available - others)
        guard line.quantity > left else { return nil }
        cart.lines[index].quantity = left
        let message =
            switch left {
            case 0: "The maximum quantity of this item is already in your cart."
            case 1: "Only 1 item was added to your cart due to availability."
            default: "Only \(left) items were added to your cart due to availability."
            }
        // A line cut to nothing is dropped: the warning is about its merchandise.
        return DemoWarning(code: "MERCHANDISE_NOT_ENOUGH_STOCK", message: message, target: left == 0 ? line.variantID : line.id)
    }
}
