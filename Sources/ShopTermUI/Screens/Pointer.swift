import StoreKitCore

/// Mouse wheel and clicks.
enum Pointer {
    static func handle(_ mouse: Mouse, _ state: inout AppState, _ effects: inout [Effect]) {
        switch mouse {
        case .wheelUp: Lists.move(by: -3, &state, &effects)
        case .wheelDown: Lists.move(by: 3, &state, &effects)
        case .click(let row, _):
            // Lists start on the first content row (the search results three rows lower).
            let offset: Int
            let selected: Int
            let firstRow: Int
            switch state.screen {
            case .home:
                (offset, selected, firstRow) = (
                    state.homeMenu?.offset ?? state.collections.offset, state.homeMenu?.selected ?? state.collections.selected, 1
                )
            case .collection(let screen): (offset, selected, firstRow) = (screen.products.offset, screen.products.selected, 1)
            case .search(let screen) where !screen.editing: (offset, selected, firstRow) = (screen.results.offset, screen.results.selected, 4)
            default: return
            }
            guard row >= firstRow, row <= state.contentRows else { return }
            let index = offset + row - firstRow
            if index == selected {
                Navigation.open(&state, &effects)
            } else {
                Lists.move(by: index - selected, &state, &effects)
            }
        }
    }
}
