import StoreKitCore

/// Where things stand on the product page, counted in lines from its top: shared by the view
/// that draws the page and by `update`, which scrolls it.
enum ProductLayout {
    /// Descriptions wrap at most this wide, however wide the terminal: long lines are hard to read.
    static let readableWidth = 76

    /// Title, vendor, a blank line, price, a blank line, then the options.
    static let firstOptionLine = 5

    static func quantityLine(_ product: Product) -> Int { firstOptionLine + product.quantityRow }

    /// The description starts after the quantity and a blank line.
    static func bodyLine(_ product: Product) -> Int { quantityLine(product) + 2 }

    /// One line of the page below the quantity.
    struct BodyLine: Equatable {
        var text: String
        var style: Style = .normal
        var indent = 0
        var link: String?
        /// Right-aligned text (a recommended product's price).
        var right: String?
        /// The recommended product this line shows, by its index.
        var recommendation: Int?
    }

    /// What a bundle holds (when the store said), the description, wrapped at a readable width,
    /// every image link, then "You may also like".
    static func body(
        _ product: Product, recommendations: [ProductSummary], width areaWidth: Int, money: MoneyStyle, selected: ProductVariant? = nil
    ) -> [BodyLine] {
        let width = max(10, min(readableWidth, areaWidth - 2))
        var lines: [BodyLine] = []
        if let items = selected?.bundleItems {
            lines += TerminalText.wrapped("A bundle of " + items.map(\.label).joined(separator: ", ") + ".", to: width).map {
                BodyLine(text: $0, style: .bold)
            }
            lines.append(BodyLine(text: ""))
        }
        lines += TerminalText.wrapped(product.description, to: width).map { BodyLine(text: $0) }
        if !product.images.isEmpty {
            lines.append(BodyLine(text: ""))
            lines.append(BodyLine(text: "Images:", style: .dim))
            lines += product.images.map { BodyLine(text: $0.url, style: .link, indent: 2, link: TerminalText.sanitized($0.url)) }
        }
        if !recommendations.isEmpty {
            lines.append(BodyLine(text: ""))
            lines.append(BodyLine(text: "You may also like", style: .bold))
            lines += recommendations.enumerated().map { index, item in
                BodyLine(
                    text: item.title, indent: 2, right: item.availableForSale ? item.priceText(money) : "sold out", recommendation: index)
            }
        }
        return lines
    }

    /// The body of the page on screen in `state`.
    static func body(_ screen: ProductScreen, _ product: Product, _ state: AppState) -> [BodyLine] {
        body(
            product, recommendations: screen.recommendations ?? [], width: PictureLayout.productTextArea(state, screen).width,
            money: state.moneyStyle,
            selected: screen.selectedVariant)
    }

    /// Lines of the whole page, with `body` its body.
    static func height(_ product: Product, body: [BodyLine]) -> Int { bodyLine(product) + body.count }

    /// The furthest the page scrolls in `rows` rows.
    static func maxScroll(_ product: Product, body: [BodyLine], rows: Int) -> Int {
        max(0, height(product, body: body) - rows)
    }

    /// The page line of a focusable row: an option, the purchase option, the quantity, or a
    /// recommended product.
    static func line(ofRow row: Int, _ product: Product, body: [BodyLine]) -> Int {
        let recommendation = row - product.quantityRow - 1
        guard recommendation >= 0, let index = body.firstIndex(where: { $0.recommendation == recommendation }) else {
            return firstOptionLine + min(row, product.quantityRow)
        }
        return bodyLine(product) + index
    }
}
