import StoreKitCore

/// `u` on a product page: the cart line the product goes under as its add-on (a warranty, an
/// engraving, gift wrap: Shopify's nested cart lines), chosen by stepping through the cart's
/// top-level lines, then back to a line of its own.
enum AddOnTarget {
    /// The line after `current` that the variant can go under (a top-level line of another
    /// variant, not a bundle: a store nests add-ons under single items), or nil past the last:
    /// a line of its own.
    static func next(after current: Int?, in cart: LocalCart, for variant: ProductVariant.ID?) -> Int? {
        let candidates = cart.lines.indices.filter {
            !cart.lines[$0].isAddOn && !cart.lines[$0].isBundle && cart.lines[$0].variantID != variant
        }.map { $0 + 1 }
        return candidates.first { $0 > (current ?? 0) }
    }

    /// What ⏎ does now, for the product page's quantity row and the status line.
    static func describe(_ target: Int?, in cart: LocalCart) -> String {
        guard let target, cart.lines.indices.contains(target - 1) else { return "⏎ adds to the cart" }
        return "⏎ adds it under line \(target), \(cart.lines[target - 1].title)"
    }

    /// `u`: the next line, said on the status line.
    static func step(_ screen: inout ProductScreen, _ state: inout AppState) {
        // A nested cart line reaches a store from API 2025-10 only.
        if let version = APIVersion(state.apiVersion), version < .nestedCartLines {
            state.status = StatusLine(CheckoutError.addOnsNeedNewerVersion(version).description, kind: .error)
            return
        }
        screen.addOnParent = next(after: screen.addOnParent, in: state.cart.local, for: screen.selectedVariant?.id)
        if screen.addOnParent == nil, next(after: nil, in: state.cart.local, for: screen.selectedVariant?.id) == nil {
            state.status = StatusLine("The cart has no line to add this under: add the item it goes with first.")
            return
        }
        state.status = StatusLine(
            describe(screen.addOnParent, in: state.cart.local)
                + (screen.addOnParent == nil ? " on its own line." : " as its add-on; u for another line."))
    }
}
