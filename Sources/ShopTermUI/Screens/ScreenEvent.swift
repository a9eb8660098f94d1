/// An event of one screen: what the answers to its requests become. Applied to the screen that
/// sent the request, wherever it now is on the stack; an answer for a screen that is gone is
/// dropped before it becomes an event.
protocol ScreenEvent: Equatable, Sendable {
    /// Applies the event to the screen at `depth` of the stack.
    func apply(depth: Int, _ state: inout AppState, _ effects: inout [Effect])
}
