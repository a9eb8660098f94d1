import StoreKitCore

/// The country and language picker's keys: choose, go through the country's languages, leave.
enum MarketsKeys {
    static let keys: [ScreenKey] = [
        ScreenKey(
            [.enter], .submit, in: .markets, help: "shop in this country and language", hint: "choose",
            applies: { $0.screen.markets?.choice != nil && !$0.isWaiting(.marketChange) }, does: { MarketPicker.perform(.submit, &$0, &$1) }),
        ScreenKey(
            [.left, .character("h")], .previousValue, in: .markets, help: "previous language of the country", hint: "language", applies: languages,
            does: { MarketPicker.perform(.previousValue, &$0, &$1) }),
        ScreenKey(
            [.right, .character("l")], .nextValue, in: .markets, help: "next language of the country", applies: languages,
            does: { MarketPicker.perform(.nextValue, &$0, &$1) }),
        ScreenKey(
            [.escape], .back, in: .markets, help: "back, as it was", hint: "back", applies: GlobalKeys.canGoBack, does: { Navigation.back(&$0, &$1) }),
    ]

    /// The country has more than one language, and no change is under way.
    @Sendable private static func languages(_ state: AppState) -> Bool {
        (state.screen.markets?.languages.count ?? 0) > 1 && !state.isWaiting(.marketChange)
    }
}
