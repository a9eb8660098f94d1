import StoreKitCore

/// The checkout's keys: the contact and address forms (typed in ``Checkout/edit(_:_:)``), the
/// choice of shipping, the review, and the handoff to the store's payment page.
enum CheckoutKeys {
    static let keys: [ScreenKey] = [
        ScreenKey(
            [.tab, .down], .nextField, in: .form, help: "next field", hint: "next", applies: always, does: { Checkout.perform(.nextField, &$0, &$1) }),
        ScreenKey(
            [.backTab, .up], .previousField, in: .form, help: "previous field", applies: always, does: { Checkout.perform(.previousField, &$0, &$1) }),
        ScreenKey([.enter], .submit, in: .form, help: "continue", hint: "continue", applies: always, does: { Checkout.perform(.submit, &$0, &$1) }),
        ScreenKey(
            [.escape], .back, in: .form, help: "previous step", hint: "back", applies: GlobalKeys.canGoBack, does: { Navigation.back(&$0, &$1) }),
        ScreenKey(
            [.control("n")], .nextSavedAddress, in: .form, help: "fill in your next saved address (when logged in)", hint: "saved",
            applies: { $0.screen.checkout?.step == .shipping && !($0.account?.addresses.isEmpty ?? true) },
            does: { Checkout.perform(.nextSavedAddress, &$0, &$1) }),

        ScreenKey(
            [.enter], .submit, in: .rates, help: "choose this shipping", hint: "choose", applies: hasCheckout,
            does: { Checkout.perform(.submit, &$0, &$1) }),
        ScreenKey(
            [.enter], .submit, in: .review, help: "go to payment (the demo shop over SSH: end the checkout)", hint: "pay",
            applies: hasCheckout, hintNow: { $0.pagesUnreachable ? "end" : nil }, does: { Checkout.perform(.submit, &$0, &$1) }),
        .openInBrowser(
            in: .handoff, help: "open the checkout in the browser", applies: { $0.screen.checkout?.step == .handoff },
            does: { Checkout.perform(.openInBrowser, &$0, &$1) }),
        ScreenKey(
            [.character("y")], .copyURL, in: .handoff, help: "copy the URL (OSC 52)", hint: "copy",
            applies: { $0.screen.checkout?.step == .handoff && !$0.pagesUnreachable }, does: { Checkout.perform(.copyURL, &$0, &$1) }),
    ]

    @Sendable private static func always(_ state: AppState) -> Bool { true }

    /// The store's checkout is there and nothing is being asked of it.
    @Sendable private static func hasCheckout(_ state: AppState) -> Bool { state.screen.checkout?.checkout != nil && !state.isWaiting(.checkout) }
}
