/// Whether a wait shows on the status line, said by whoever starts it.
public enum Busy: Equatable, Sendable {
    /// Nothing shows: work the shopper does not wait for (a read-ahead, a picture, suggestions).
    case quiet
    /// A spinner turns (the driver sends ticks); what loads is said by the screen's own state.
    case spinner
    /// A spinner turns, saying what loads while the screen that waits is on top.
    case saying(String)
}
