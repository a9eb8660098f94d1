import StoreKitCore

/// The product picture follows the screen: after every event, the picture asked for is the one
/// ``PictureLayout`` gives the screen on top; anything else is cancelled, and its late answer
/// dropped. The product page asks at once; a list waits for its highlight to rest
/// (``PictureState/restDelay``), as its read-ahead does.
enum PictureRules {
    static func reconcile(_ state: inout AppState, _ effects: inout [Effect]) {
        let drawing = PictureLayout.slot(state)?.drawing
        guard drawing != state.pictures.drawing else { return }
        if let pending = state.pictures.pending { effects.append(.cancel(pending)) }
        guard let drawing else { return state.pictures.start(nil, phase: nil) }
        let id = state.makeRequestID()
        if case .product = state.screen {
            state.pictures.start(drawing, phase: .loading(id))
            effects.append(.request(id, .picture(drawing)))
        } else {
            state.pictures.start(drawing, phase: .waiting(id))
            effects.append(.timer(id, after: PictureState.restDelay))
        }
    }

    /// The highlight rested: ask for its picture.
    static func fired(_ id: RequestID, _ state: inout AppState, _ effects: inout [Effect]) {
        guard case .waiting(id)? = state.pictures.phase, let drawing = state.pictures.drawing else { return }
        let request = state.makeRequestID()
        state.pictures.phase = .loading(request)
        effects.append(.request(request, .picture(drawing)))
    }

    /// The answer to the picture asked for; false when `id` is not its request.
    static func apply(_ response: Response, to id: RequestID, _ state: inout AppState) -> Bool {
        guard case .loading(id)? = state.pictures.phase else { return false }
        switch response {
        case .picture(let picture): state.pictures.phase = .shown(picture)
        case .failure(let reason): state.pictures.phase = .failed(reason)
        default: state.pictures.phase = .failed("the answer was not a picture")
        }
        return true
    }
}
