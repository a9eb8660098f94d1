/// What the answer to one request becomes for the screen that sent it: the screen's own event
/// (``ScreenEvent``), made from the answer by the request's ``StoreCall`` and applied to the
/// screen at the depth it now has.
struct Reply: Sendable {
    let apply: @Sendable (Response, _ depth: Int, _ state: inout AppState, _ effects: inout [Effect]) -> Void
}
