import StoreKitCore

/// An order's page's keys: its status page opened in the browser, or its address copied.
enum OrderKeys {
    static let keys: [ScreenKey] = [
        .openInBrowser(
            in: .order, help: "open the order's status page in the browser", applies: isOrder, does: { Orders.perform(.openInBrowser, &$0, &$1) }),
        ScreenKey(
            [.character("y")], .copyURL, in: .order, help: "copy the status page's URL (OSC 52)", hint: "copy", applies: isOrder,
            does: { Orders.perform(.copyURL, &$0, &$1) }),
    ]

    @Sendable private static func isOrder(_ state: AppState) -> Bool { state.screen.order != nil }
}
