import StoreKitCore
import TerminalPictures

/// The product picture follows the screen: after every event, the picture asked for is the one
/// ``PictureLayout`` gives the screen on top; anything else is cancelled, and its late answer
/// dropped. The product page asks at once; a list waits for its highlight to rest
/// (``PictureState/restDelay``), as its read-ahead does.
enum PictureRules {
    static func reconcile(_ state: inout AppState, _ effects: inout [Effect]) {
        let drawing = PictureLayout.slot(state)?.drawing
        guard drawing != state.pictures.drawing else { return }
        state.cancel(.picture, &effects)
        guard let drawing else { return state.pictures.start(nil, phase: nil) }
        if case .product = state.screen {
            state.pictures.start(drawing, phase: .loading)
            state.send(.picture(drawing), for: .picture, busy: .quiet, then: PictureEvent.drawn, &effects)
        } else {
            state.pictures.start(drawing, phase: .waiting)
            state.wait(PictureState.restDelay, for: .picture, then: PictureEvent.rested, &effects)
        }
    }

    /// The highlight rested: ask for its picture.
    static func rested(_ state: inout AppState, _ effects: inout [Effect]) {
        guard state.pictures.phase == .waiting, let drawing = state.pictures.drawing else { return }
        state.pictures.phase = .loading
        state.send(.picture(drawing), for: .picture, busy: .quiet, then: PictureEvent.drawn, &effects)
    }

    /// The answer to the picture asked for.
    static func drawn(_ result: Result<Picture, StoreFailure>, _ state: inout AppState) {
        switch result {
        case .success(let picture): state.pictures.phase = .shown(picture)
        case .failure(.failed(let reason)) where reason != StoreFailure.notTheAnswer: state.pictures.phase = .failed(reason)
        case .failure: state.pictures.phase = .failed("the answer was not a picture")
        }
    }
}
