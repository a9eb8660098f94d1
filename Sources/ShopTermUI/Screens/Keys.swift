import Foundation
import StoreKitCore

/// Key handling: the quit question, help, text entry, then the keymap.
enum Keys {
    static func handle(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) {
        // Too small to show anything but how to quit: nothing else acts unseen, and q quits
        // at once (a question could not be seen; a checkout's URL is printed on quitting).
        if state.isTooSmall {
            switch key {
            case .character("q"), .character("y"): quit(&state, &effects)
            case .control("c"): interrupt(&state, &effects)
            default: break
            }
            return
        }
        if state.confirmingQuit {
            switch key {
            case .character("y"), .character("Y"): quit(&state, &effects)
            case .control("c"): interrupt(&state, &effects)
            default:
                state.confirmingQuit = false
                state.status = nil
            }
            return
        }
        if key == .control("c") { return interrupt(&state, &effects) }
        // A message tells what just happened; the next key moves on from it, so it ends
        // (one the key brings is set anew). Errors stay until they are dealt with.
        if state.status?.kind == .info { state.status = nil }
        if ProductKeys.keepWhileLoading(key, &state) { return }
        if state.showHelp {
            // When the help does not fit, j/k, arrows and pages scroll it; any other key closes it.
            let rows = Keymap.help(for: state).count
            let page = max(1, state.height - 6)
            let current = Views.helpScroll(state, rows: rows)
            let scrolls = rows > page
            switch key {
            case .down where scrolls, .character("j") where scrolls: state.helpScroll = current + 1
            case .up where scrolls, .character("k") where scrolls: state.helpScroll = max(0, current - 1)
            case .pageDown where scrolls, .character(" ") where scrolls: state.helpScroll = current + page
            case .pageUp where scrolls: state.helpScroll = max(0, current - page)
            default:
                state.showHelp = false
                state.helpScroll = 0
            }
            state.helpScroll = Views.helpScroll(state, rows: rows)
            return
        }
        if Account.confirm(key, &state, &effects) { return }
        if edit(key, &state, &effects) { return }
        // The top screen's declaration of the key does what it does (``Keymap/declarations``).
        Keymap.declaration(for: key, in: state.keyContext)?.does(&state, &effects)
    }

    /// A key given to the text field being edited, if there is one: true when it took it.
    static func edit(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) -> Bool {
        switch state.keyContext {
        case .form: return Checkout.edit(key, &state)
        case .accountForm: return Account.edit(key, &state)
        case .search: return Search.edit(key, &state, &effects)
        case .everywhere: return Everywhere.edit(key, &state, &effects)
        case .cart: return CartExtrasUpdate.edit(key, &state, &effects)
        case .priceRange: return FindingUpdate.edit(key, &state, &effects)
        default: return false
        }
    }

    /// A paste: its characters typed into the field being edited, and never keys. Where no
    /// field is being edited, nothing happens but a word on where a paste goes.
    static func paste(_ text: String, _ state: inout AppState, _ effects: inout [Effect]) {
        let text = BracketedPaste.text(text.unicodeScalars.map(\.value))
        guard !state.isTooSmall, !state.confirmingQuit, !state.showHelp, !text.isEmpty else { return }
        if state.status?.kind == .info { state.status = nil }
        for character in text {
            guard edit(.character(character), &state, &effects) else {
                state.status = StatusLine("A paste goes into a text field (a form, the search, a code).")
                return
            }
        }
    }

    /// ctrl-c: quit at once, whatever is under way, with the status of an interrupted program.
    static func interrupt(_ state: inout AppState, _ effects: inout [Effect]) {
        state.exitStatus = 130
        quit(&state, &effects)
    }

    static func quit(_ state: inout AppState, _ effects: inout [Effect]) {
        state.inFlight.cancel(where: { _ in true }, &effects)
        effects.append(.quit)
    }
}
