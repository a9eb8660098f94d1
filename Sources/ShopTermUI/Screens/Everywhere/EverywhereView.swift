import StoreKitCore

extension Views {
    /// The search of every store: the query, what it searches, and the results with the
    /// highlighted one's sellers beside them (when wide), or one product's offers.
    static func everywhere(_ frame: inout Frame, _ state: AppState, _ screen: EverywhereScreen, _ area: Area) {
        let prompt = EverywhereLayout.prompt
        frame.write(prompt, row: area.top, column: area.left, style: .bold)
        let used = frame.write(screen.query, row: area.top, column: area.left + prompt.count, limit: area.width - prompt.count - 1)
        if screen.editing { frame.write("▏", row: area.top, column: area.left + prompt.count + used, style: .selected) }
        frame.write(everywhereHelp(state), row: area.top + 1, column: area.left, style: .dim, limit: area.width)
        let listArea = area.searchList
        guard screen.searched != nil else { return }
        if let product = screen.opened { return offers(&frame, state, product, screen.offers, listArea, focused: !screen.editing) }
        let (list, detail) = listArea.split(wide: state.width >= Area.wideWidth)
        let waiting = state.isWaiting(.page)
        drawList(&frame, screen.results, list, empty: waiting ? "" : "No store has products that match.", focused: !screen.editing, loading: waiting)
        { product, _ in
            (product.title, resultPrice(product, state))
        }
        if let detail, !screen.editing, let product = screen.results.current { globalDetail(&frame, state, product, detail) }
    }

    /// Under the query: what is searched, and the carts kept in other shops.
    private static func everywhereHelp(_ state: AppState) -> String {
        var text = "Products of every Shopify store" + (state.market.map { ", shipping to \($0.country)" } ?? "")
        if !state.cartsElsewhere.isEmpty {
            text += ". Carts: " + state.cartsElsewhere.map { "\($0.shopName) (\($0.items))" }.joined(separator: ", ")
        }
        return text
    }

    /// A result's price (or range) and, when it is not for sale, that first.
    private static func resultPrice(_ product: GlobalProduct, _ state: AppState) -> String {
        let price = globalPrice(product.minPrice, product.maxPrice, state)
        return product.available ? price : "sold out  " + price
    }

    /// The lowest and highest price as the catalog states them (never converted).
    static func globalPrice(_ low: Money?, _ high: Money?, _ state: AppState) -> String {
        switch (low, high) {
        case (let low?, let high?) where low != high: "\(low.formatted(state.moneyStyle)) – \(high.formatted(state.moneyStyle))"
        case (let low?, _): low.formatted(state.moneyStyle)
        case (nil, let high?): high.formatted(state.moneyStyle)
        case (nil, nil): "no price given"
        }
    }

    /// The highlighted result beside the list: its title, price, sellers and description.
    /// With a picture (``PictureLayout``), the text above it keeps to its rows (the sellers
    /// beyond them counted) and the description follows the picture.
    private static func globalDetail(_ frame: inout Frame, _ state: AppState, _ product: GlobalProduct, _ area: Area) {
        let box = PictureLayout.slot(state)?.box
        var row = area.top
        frame.write(product.title, row: row, column: area.left, style: .title, limit: area.width)
        row += 2
        frame.write(resultPrice(product, state), row: row, column: area.left, style: product.available ? .price : .soldOut, limit: area.width)
        row += 2
        let sellers = product.sellers
        frame.write("Sold by \(sellers.count) seller\(sellers.count == 1 ? "" : "s"):", row: row, column: area.left, style: .bold, limit: area.width)
        row += 1
        // Above a picture: what fits before its box, the last row saying how many more.
        let sellerRows = box.map { max(0, $0.row - 1 - row) } ?? max(0, area.bottom - row - 3)
        let shown = sellers.count > sellerRows ? max(0, sellerRows - 1) : sellers.count
        for seller in sellers.prefix(shown) {
            frame.write("  " + sellerName(seller), row: row, column: area.left, limit: area.width)
            row += 1
        }
        if shown < sellers.count, sellerRows > 0 {
            frame.write("  and \(sellers.count - shown) more (⏎ lists them)", row: row, column: area.left, style: .dim, limit: area.width)
            row += 1
        }
        row = box.map { $0.row + $0.rows + 1 } ?? row + 1
        for line in TerminalText.wrapped(product.description ?? "", to: area.width) where row < area.bottom {
            frame.write(line, row: row, column: area.left, style: .dim, limit: area.width)
            row += 1
        }
    }

    /// One product's offers: who sells which variant at what price; ⏎ opens the seller's shop.
    private static func offers(
        _ frame: inout Frame, _ state: AppState, _ product: GlobalProduct, _ list: ListState<GlobalOffer>, _ area: Area, focused: Bool
    ) {
        frame.write(product.title, row: area.top, column: area.left + 1, style: .title, limit: area.width - 1)
        let listArea = Area(
            top: area.top + EverywhereLayout.offersHeaderRows, left: area.left, width: area.width,
            height: max(1, area.height - EverywhereLayout.offersHeaderRows))
        drawList(&frame, list, listArea, empty: "No seller offers this product now.", focused: focused) { offer, _ in
            let seller = offer.seller.map(sellerName) ?? "a seller the catalog does not name"
            let price = offer.price?.formatted(state.moneyStyle) ?? "no price given"
            return ("\(seller) · \(offer.title)", offer.available == false ? "sold out  " + price : price)
        }
    }

    /// "Name (domain)".
    private static func sellerName(_ seller: GlobalSeller) -> String {
        seller.domain.map { "\(seller.name) (\($0))" } ?? seller.name
    }
}
