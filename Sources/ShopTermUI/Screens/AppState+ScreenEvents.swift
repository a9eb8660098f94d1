extension AppState {
    /// The one guard and write-back of every screen's event: `change` changes the screen at
    /// `depth`, read as the kind `kind` names (`\.search`, `\.product`…), and it is written back.
    /// An event for a screen that is gone, or is now another kind, does nothing; a change that
    /// started the stack over (a change of market) is not undone by the write-back.
    /// Returns false when there was no such screen.
    @discardableResult
    mutating func updateScreen<Kind>(
        at depth: Int, _ kind: WritableKeyPath<Screen, Kind?>, _ change: (_ screen: inout Kind, _ state: inout AppState) -> Void
    ) -> Bool {
        guard stack.indices.contains(depth), var screen = stack[depth][keyPath: kind] else { return false }
        change(&screen, &self)
        if stack.indices.contains(depth), stack[depth][keyPath: kind] != nil { stack[depth][keyPath: kind] = screen }
        return true
    }
}
