import Foundation
import StoreKitCore

/// The first effects: load the shop and its first collections.
public func start(_ state: AppState) -> (AppState, [Effect]) {
    var state = state
    var effects: [Effect] = []
    state.loadShop(&effects)
    state.loadAccount(renew: true, &effects)
    return (state, effects)
}

/// The whole behaviour of the UI: the new state and the effects to run for one event.
/// Pure: no I/O, no clock, no randomness.
public func update(_ state: AppState, _ event: Event) -> (AppState, [Effect]) {
    var state = state
    var effects: [Effect] = []
    switch event {
    case .resize(let width, let height):
        state.width = max(1, width)
        state.height = max(1, height)
        Lists.keepSelectionsVisible(&state)
    case .tick:
        state.spinner += 1
    case .effectFailed(let message):
        state.status = StatusLine(message, kind: .error)
    case .retrying(let text):
        let line = StatusLine(text.prefix(1).uppercased() + text.dropFirst())
        state.status = line
        state.retryShown = line
    case .response(let id, let response):
        if let shown = state.retryShown {
            // The retry's word ends with the next answer (which may bring its own), unless
            // something else was said since.
            if state.status == shown { state.status = nil }
            state.retryShown = nil
        }
        state.deliver(response, to: id, &effects)
    case .mouse(let mouse):
        if !state.isTooSmall { Pointer.handle(mouse, &state, &effects) }
    case .key(let key):
        Keys.handle(key, &state, &effects)
    case .paste(let text):
        Keys.paste(text, &state, &effects)
    case .timer(let id):
        state.deliver(nil, to: id, &effects)
    case .cameBack(let cart):
        cameBack(cart, &state)
    case .openHere(let visit):
        openHere(visit, &state, &effects)
    }
    ReadAheadRules.reconcile(&state, &effects)
    RecommendationRules.reconcile(&state, &effects)
    PictureRules.reconcile(&state, &effects)
    StoreCartRules.reconcile(&state, &effects)
    return (state, effects)
}
