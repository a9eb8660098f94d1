import StoreKitCore

extension Views {
    /// The launch screen: the store's menu, or its collections with the highlighted one's description.
    static func home(_ frame: inout Frame, _ state: AppState, _ area: Area) {
        var area = area
        if HomeFeature.showsEverywhereEntry(state) {
            // The collections' home has the storefront's entry above them (the menu has it last).
            frame.write("▸ " + MenuRow.everywhere.title, row: area.top, column: area.left + 1, style: .dim, limit: area.width - 1)
            frame.writeRight("S", row: area.top, endColumn: area.right - 1, style: .dim)
            area = Area(top: area.top + 1, left: area.left, width: area.width, height: max(1, area.height - 1))
        }
        let (list, detail) = area.split(wide: state.width >= Area.wideWidth)
        // "No collections" only once the store has said so, never while its answer is on the way.
        let loading = state.isWaiting(.collections) || state.shopRequest != nil
        // (While loading, the status line's spinner says so: once is enough.)
        let empty = loading ? "" : state.shop == nil ? "The shop could not be loaded (r tries again)." : "This shop has no collections."
        if let menu = state.homeMenu {
            return drawList(&frame, menu, area, empty: "") { row, _ in
                (String(repeating: "  ", count: min(row.depth, 4)) + row.title, row.destination.isWebLink ? "web" : nil)
            }
        }
        drawList(&frame, state.collections, list, empty: empty, loading: state.isWaiting(.collections)) { collection, width in
            (collection.title, nil)
        }
        if let detail, let collection = state.collections.current {
            var row = detail.top
            frame.write(collection.title, row: row, column: detail.left, style: .title, limit: detail.width)
            row += 2
            for line in TerminalText.wrapped(collection.description, to: detail.width) where row < detail.bottom {
                frame.write(line, row: row, column: detail.left, limit: detail.width)
                row += 1
            }
        }
    }
}
