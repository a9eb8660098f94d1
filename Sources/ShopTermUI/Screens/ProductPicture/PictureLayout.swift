import StoreKitCore

/// Where the product picture goes: shared by `update`, which asks for a picture of the box's
/// size, and by the views, which leave the box's cells to it.
///
/// The product page keeps a box at its top right, beside the details (they wrap narrower); the
/// wide list's detail pane has one under the highlighted product's details. A box never reaches
/// the status line or the footer, so a picture never scrolls the terminal.
enum PictureLayout {
    /// The widest a picture is drawn, in cells.
    static let maxColumns = 40
    /// The product page has a picture from this width of the screen (80 columns do).
    static let productPageMinWidth = 64
    /// The detail pane's text above the picture: title, vendor, blank, price, stock, blank, hint, blank.
    static let detailTextRows = 8
    /// A box smaller than this shows nothing worth seeing.
    static let minRows = 3

    /// The picture the screen on top shows now, if any.
    static func slot(_ state: AppState) -> PictureSlot? {
        guard state.pictures.enabled, !state.showHelp,
            state.width >= minimumSize.width, state.height >= minimumSize.height
        else { return nil }
        let area = Area.content(state)
        switch state.screen {
        case .product(let screen):
            return productSlot(state, screen)
        case .collection(let screen):
            guard screen.finding.panel == nil else { return nil }
            return detailSlot(screen.products.current, listArea: area, state)
        case .search(let screen):
            guard !screen.editing, screen.searched != nil, screen.finding.panel == nil else { return nil }
            return detailSlot(screen.results.current, listArea: area.searchList, state)
        case .everywhere(let screen):
            guard !screen.editing, screen.opened == nil, let product = screen.results.current, let url = product.image else { return nil }
            return detailSlot(image: ProductImage(url: url.absoluteString, altText: product.imageAlt), listArea: area.searchList, state)
        default:
            return nil
        }
    }

    /// The product page's text: the content area less the picture's box and a gap when the
    /// product has a picture.
    /// (It keeps that width under the help, which hides the picture, so the text does not move.)
    static func productTextArea(_ state: AppState, _ screen: ProductScreen) -> Area {
        let area = Area.content(state)
        guard let box = productSlot(state, screen)?.box else { return area }
        return Area(top: area.top, left: area.left, width: box.column - area.left - 1, height: area.height)
    }

    /// The product page's picture when pictures are on: the chosen variant's image in its box.
    private static func productSlot(_ state: AppState, _ screen: ProductScreen) -> PictureSlot? {
        guard state.pictures.enabled, let product = screen.product, let image = image(of: product, selection: screen.selection),
            let box = productBox(Area.content(state), image: image)
        else { return nil }
        return PictureSlot(image: image, box: box)
    }

    /// The image of the variant chosen; when the choice names no variant (a combination not
    /// offered), the closest one: first by the options that change the picture (a colour, not a
    /// size), then by the others, so that the picture follows the colour picked. Else the
    /// product's first image.
    static func image(of product: Product, selection: [String: String]) -> ProductImage? {
        if let image = product.variant(matching: selection)?.image { return image }
        let pictured = product.variants.filter { $0.image != nil }
        let changing = Set(product.options.map(\.name).filter { changesPicture($0, pictured) })
        func score(_ variant: ProductVariant) -> (Int, Int) {
            let matching = variant.selectedOptions.filter { selection[$0.name] == $0.value }
            let onPicture = matching.filter { changing.contains($0.name) }.count
            return (onPicture, matching.count - onPicture)
        }
        let closest = pictured.enumerated().max { lhs, rhs in
            let (left, right) = (score(lhs.element), score(rhs.element))
            return left != right ? left < right : lhs.offset > rhs.offset
        }
        return closest?.element.image ?? product.images.first ?? product.summary.featuredImage
    }

    /// True when two variants differing only in `option` have different images.
    private static func changesPicture(_ option: String, _ variants: [ProductVariant]) -> Bool {
        func others(_ variant: ProductVariant) -> [SelectedOption] { variant.selectedOptions.filter { $0.name != option } }
        let groups = Dictionary(grouping: variants) { others($0).map { "\($0.name)=\($0.value)" }.joined(separator: "\u{1f}") }
        return groups.values.contains { Set($0.compactMap(\.image?.url)).count > 1 }
    }

    /// The product page's box: about three tenths of the width at the top right.
    private static func productBox(_ area: Area, image: ProductImage) -> PictureBox? {
        guard area.width >= productPageMinWidth else { return nil }
        let columns = min(maxColumns, area.width * 3 / 10)
        let rows = min(area.height, rowsShowing(image, columns: columns))
        guard rows >= minRows else { return nil }
        return PictureBox(row: area.top, column: area.right - columns - 1, columns: columns, rows: rows)
    }

    /// The detail pane's box, under the highlighted product's details.
    private static func detailSlot(_ product: ProductSummary?, listArea: Area, _ state: AppState) -> PictureSlot? {
        detailSlot(image: product?.featuredImage, listArea: listArea, state)
    }

    /// The detail pane's box for `image`, under the details (a product of a list, a result of the
    /// search of every store).
    static func detailSlot(image: ProductImage?, listArea: Area, _ state: AppState) -> PictureSlot? {
        guard let image, case (_, let detail?) = listArea.split(wide: state.width >= Area.wideWidth) else { return nil }
        let columns = min(maxColumns, detail.width)
        let row = detail.top + detailTextRows
        let rows = min(detail.bottom - row, rowsShowing(image, columns: columns))
        guard columns >= 8, rows >= minRows else { return nil }
        return PictureSlot(image: image, box: PictureBox(row: row, column: detail.left, columns: columns, rows: rows))
    }

    /// The rows `columns` cells of the image take, with a cell twice as high as wide (square
    /// when the store does not say the image's size). The picture is fitted inside in the end.
    private static func rowsShowing(_ image: ProductImage, columns: Int) -> Int {
        guard let width = image.width, let height = image.height, width > 0, height > 0 else { return (columns + 1) / 2 }
        let rows = (Double(columns) * Double(height) / Double(width) / 2).rounded(.up)
        return rows.isFinite ? Int(min(rows, 1_000)) : (columns + 1) / 2
    }
}
