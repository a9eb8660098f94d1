/// Who waits for a request (or a timer) in flight: what a newer wait of the same waiter
/// cancels, and what leaving a screen cancels. It routes nothing: the answer's way back is the
/// reply given when the request was sent (``InFlight``).
public enum Waiter: Hashable, Sendable {
    /// The app itself (the shop, the cart, the account, the read-ahead, the picture).
    case app(AppWait)
    /// A screen of the stack, by its depth (0 is home), and what on it waits.
    case screen(depth: Int, ScreenSlot)

    /// The screen's depth, for a screen's wait.
    var depth: Int? { if case .screen(let depth, _) = self { return depth } else { return nil } }
}
