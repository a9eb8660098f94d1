import StoreKitCore

/// Mouse wheel and clicks.
enum Pointer {
    static func handle(_ mouse: Mouse, _ state: inout AppState, _ effects: inout [Effect]) {
        switch mouse {
        case .wheelUp: Lists.move(by: -3, &state, &effects)
        case .wheelDown: Lists.move(by: 3, &state, &effects)
        case .click(let row, _):
            // The collections' home: the entry of the search of every store above them.
            if state.screen == .home, HomeFeature.showsEverywhereEntry(state), row == 1 { return Navigation.openEverywhere(&state, &effects) }
            // Lists start on the first content row (the search results three rows lower).
            guard let (offset, selected, firstRow) = state.screen.feature.clickableList(state) else { return }
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
