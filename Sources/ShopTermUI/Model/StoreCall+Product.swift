import StoreKitCore

extension StoreCall where Answer == Product? {
    /// A product page by its handle (nil: the store has no such product).
    static func product(handle: String) -> Self {
        Self(.product(handle: handle)) { response in
            guard case .product(let product) = response else { return nil }
            return .some(product)
        }
    }

    /// The stock of a product on screen, asked again (nil: the product is gone).
    static func checkStock(productID: ProductSummary.ID) -> Self {
        Self(.checkStock(productID: productID)) { response in
            guard case .stock(let product) = response else { return nil }
            return .some(product)
        }
    }
}

extension StoreCall where Answer == ProductVariant? {
    /// The variant of a product with these options, read on its own (nil: no such variant).
    static func variant(productID: ProductSummary.ID, selection: [SelectedOption]) -> Self {
        Self(.variant(productID: productID, selection: selection)) { response in
            guard case .variant(let variant) = response else { return nil }
            return .some(variant)
        }
    }
}

extension StoreCall where Answer == [ProductSummary] {
    /// Products to show with one ("You may also like").
    static func recommendations(productID: ProductSummary.ID) -> Self {
        Self(.recommendations(productID: productID)) { response in
            guard case .recommendations(let products) = response else { return nil }
            return products
        }
    }
}
