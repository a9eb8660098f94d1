import StoreKitCore

extension Views {
    /// The search box, its examples or suggestions, and the results with their filters.
    static func search(_ frame: inout Frame, _ state: AppState, _ screen: SearchScreen, _ area: Area) {
        let prompt = "Search: "
        frame.write(prompt, row: area.top, column: area.left, style: .bold)
        let used = frame.write(screen.query, row: area.top, column: area.left + prompt.count, limit: area.width - prompt.count - 1)
        if screen.editing { frame.write("▏", row: area.top, column: area.left + prompt.count + used, style: .selected) }
        frame.write(SearchExamples.line(state, width: area.width), row: area.top + 1, column: area.left, style: .dim, limit: area.width)
        let listArea = area.searchList
        if screen.editing, !screen.typeAhead.items.isEmpty { return suggestions(&frame, state, screen.typeAhead, listArea) }
        let (list, detail) = listArea.split(wide: state.width >= Area.wideWidth)
        if screen.searched != nil {
            if let panel = screen.finding.panel, detail == nil { return filterPanel(&frame, state, screen.finding, panel, listArea) }
            drawProducts(&frame, state, screen.results, list, empty: state.isWaiting(.page) ? "" : "No products match.", focused: !screen.editing)
            if let detail, let panel = screen.finding.panel { return filterPanel(&frame, state, screen.finding, panel, detail) }
            if let detail, !screen.editing, let product = screen.results.current { productDetail(&frame, state, product, detail) }
        }
    }
}
