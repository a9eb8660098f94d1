import StoreKitCore

/// Where things stand on the product page, counted in lines from its top: shared by the view
/// that draws the page and by `update`, which scrolls it.
enum ProductLayout {
    /// Descriptions wrap at most this wide, however wide the terminal: long lines are hard to read.
    static let readableWidth = 76

    /// Title, vendor, a blank line, price, a blank line, then the options.
    static let firstOptionLine = 5

    static func quantityLine(_ product: Product) -> Int { firstOptionLine + product.options.count }

    /// The description starts after the quantity and a blank line.
    static func bodyLine(_ product: Product) -> Int { quantityLine(product) + 2 }

    /// One line of the page below the quantity.
    struct BodyLine: Equatable {
        var text: String
        var style: Style = .normal
        var indent = 0
        var link: String?
    }

    /// The description, wrapped at a readable width, then every image link.
    static func body(_ product: Product, width areaWidth: Int) -> [BodyLine] {
        let width = max(10, min(readableWidth, areaWidth - 2))
        var lines = TerminalText.wrapped(product.description, to: width).map { BodyLine(text: $0) }
        if !product.images.isEmpty {
            lines.append(BodyLine(text: ""))
            lines.append(BodyLine(text: "Images:", style: .dim))
            lines += product.images.map { BodyLine(text: $0.url, style: .link, indent: 2, link: TerminalText.sanitized($0.url)) }
        }
        return lines
    }

    /// Lines of the whole page, with `body` its body.
    static func height(_ product: Product, body: [BodyLine]) -> Int { bodyLine(product) + body.count }

    /// The furthest the page scrolls in `rows` rows.
    static func maxScroll(_ product: Product, width: Int, rows: Int) -> Int {
        max(0, height(product, body: body(product, width: width)) - rows)
    }
}
