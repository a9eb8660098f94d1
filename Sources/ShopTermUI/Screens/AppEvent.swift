/// An event of one of the app's own features (the shop, the cart's checks, the account's load,
/// the read-ahead, the picture): what the answers to its waits (``AppWait``) and its timers
/// become. Applied when the answer comes, whatever screens were pushed or popped meanwhile.
protocol AppEvent: Equatable, Sendable {
    /// Applies the event to the app.
    func apply(_ state: inout AppState, _ effects: inout [Effect])
}
