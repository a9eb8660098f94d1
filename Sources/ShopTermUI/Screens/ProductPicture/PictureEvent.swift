import TerminalPictures

/// What the picture's timer and request become: a list's highlight rested, and the picture drawn.
enum PictureEvent: AppEvent {
    /// The highlight rested on a product with a picture.
    case rested
    /// The picture asked for, fetched and drawn (or why not).
    case drawn(Result<Picture, StoreFailure>)

    func apply(_ state: inout AppState, _ effects: inout [Effect]) {
        switch self {
        case .rested: PictureRules.rested(&state, &effects)
        case .drawn(let result): PictureRules.drawn(result, &state)
        }
    }
}
