import StoreKitCore

/// `r` on a product page: its stock asked of the store again, while the shopper stays where they
/// are (the choices, the quantity, the scroll); what changed is said. Stock moves while a page
/// is open (a sale, another buyer): this is how to know before adding.
enum StockCheck {
    /// The most variants named in the message (the rest are counted).
    static let namedChanges = 3

    static func start(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let product = state.screen.product?.product, !state.isWaiting(.stock) else { return }
        state.send(
            .checkStock(productID: product.summary.id), for: .stock, busy: .saying("Checking the stock…"), then: ProductEvent.stockChecked, &effects)
    }

    /// The store's answer: each variant the page holds takes its stock now, the marks follow,
    /// the quantity comes down to what the chosen variant has, and the changes are said.
    static func received(_ result: Result<Product?, StoreFailure>, _ screen: inout ProductScreen, _ state: inout AppState) {
        guard var product = screen.product else { return }
        switch result {
        case .success(let fresh?):
            let now = Dictionary(fresh.variants.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            var changes: [String] = []
            for index in product.variants.indices {
                guard let current = now[product.variants[index].id] else { continue }
                let before = product.variants[index].stock
                product.variants[index].availableForSale = current.availableForSale
                product.variants[index].currentlyNotInStock = current.currentlyNotInStock
                product.variants[index].quantityAvailable = current.quantityAvailable
                if product.variants[index].stock != before { changes.append("\(product.variants[index].title): \(current.stock.label)") }
            }
            if let marks = fresh.marks { product.marks = marks }
            screen.product = product
            Products.fitQuantity(&screen, &state)
            let named = changes.prefix(namedChanges).joined(separator: "; ")
            let more = changes.count > namedChanges ? " (and \(changes.count - namedChanges) more)" : ""
            state.status = StatusLine(changes.isEmpty ? "The stock is as it was." : "The stock changed: \(named)\(more).")
        case .success(nil):
            state.status = StatusLine("This product is no longer in the store.", kind: .error)
        case .failure(let failure):
            state.status = StatusLine("Could not check the stock: \(failure.message) (r tries again)", kind: .error)
        }
    }
}
