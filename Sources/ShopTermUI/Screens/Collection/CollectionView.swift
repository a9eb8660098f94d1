import StoreKitCore

extension Views {
    /// A collection's products, its filter panel and the highlighted product's detail.
    static func collection(_ frame: inout Frame, _ state: AppState, _ screen: CollectionScreen, _ area: Area) {
        let (list, detail) = area.split(wide: state.width >= Area.wideWidth)
        if let panel = screen.finding.panel, detail == nil { return filterPanel(&frame, state, screen.finding, panel, area) }
        let empty = screen.finding.options.filters.isEmpty ? "No products in this collection." : "No products match these filters (f changes them)."
        drawProducts(&frame, state, screen.products, list, empty: state.isWaiting(.page) ? "" : empty)
        if let detail, let panel = screen.finding.panel { return filterPanel(&frame, state, screen.finding, panel, detail) }
        if let detail, let product = screen.products.current { productDetail(&frame, state, product, detail) }
    }
}
