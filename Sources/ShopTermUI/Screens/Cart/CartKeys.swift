import StoreKitCore

/// The cart's keys: the line's quantity, removing it and putting it back, the recheck with the
/// store, checking out, and the codes, gift cards and note (typed in ``CartExtrasUpdate``).
enum CartKeys {
    static let keys: [ScreenKey] = [
        ScreenKey(
            [.character("+"), .character("=")], .increase, in: .cart, help: "one more of the line", hint: "qty", applies: hasLines,
            does: { CartScreen.perform(.increase, &$0, &$1) }),
        ScreenKey(
            [.character("-")], .decrease, in: .cart, help: "one fewer of the line", applies: hasLines,
            does: { CartScreen.perform(.decrease, &$0, &$1) }),
        ScreenKey(
            [.character("d"), .delete, .backspace], .remove, in: .cart, help: "remove the line", hint: "remove", applies: canRemove,
            does: { CartScreen.perform(.remove, &$0, &$1) }),
        // Help lists it wherever d would remove something (what it puts back).
        ScreenKey(
            [.character("u")], .undo, in: .cart, help: "put back the line just removed (after d)", applies: { $0.cart.removedLine != nil },
            offered: { $0.cart.removedLine != nil || canRemove($0) }, does: { CartScreen.perform(.undo, &$0, &$1) }),
        ScreenKey(
            [.character("r")], .revalidate, in: .cart, help: "check prices and stock with the store", hint: "recheck", applies: canCheck,
            does: { CartScreen.perform(.revalidate, &$0, &$1) }),
        ScreenKey(
            [.enter, .character("o")], .checkout, in: .cart, help: "check out", hint: "checkout", applies: canCheck,
            does: { CartScreen.perform(.checkout, &$0, &$1) }),
        ScreenKey(
            [.character("%")], .discountCode, in: .cart, help: "add a discount code", applies: canAddCode,
            does: { state, _ in CartExtrasUpdate.open(.discountCode, &state) }),
        ScreenKey(
            [.character("$")], .giftCard, in: .cart, help: "add a gift card", applies: canAddCode,
            does: { state, _ in CartExtrasUpdate.open(.giftCard, &state) }),
        ScreenKey(
            [.character("n")], .note, in: .cart, help: "write a note to the store", applies: { $0.cart.prompt == nil },
            does: { state, _ in CartExtrasUpdate.open(.note, &state) }),
    ]

    @Sendable private static func hasLines(_ state: AppState) -> Bool { !state.cart.local.lines.isEmpty }

    /// Not while the cursor is past the lines and codes, over the totals.
    @Sendable private static func canRemove(_ state: AppState) -> Bool { state.cart.selection < state.cart.rowCount }

    @Sendable private static func canCheck(_ state: AppState) -> Bool { !state.cart.local.lines.isEmpty && state.cartChecking == nil }

    @Sendable private static func canAddCode(_ state: AppState) -> Bool { !state.cart.local.lines.isEmpty && state.cart.prompt == nil }
}
