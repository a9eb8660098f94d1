import StoreKitCore

extension StoreCall where Answer == Bool {
    /// The global catalog made ready ahead of the first search: true when it is.
    static var prepareGlobalSearch: Self {
        Self(.prepareGlobalSearch) { response in
            guard case .globalSearchPrepared = response else { return nil }
            return true
        }
    }
}

extension StoreCall where Answer == GlobalSearchPage {
    /// A page of the search of every store.
    static func globalSearch(_ search: GlobalSearch) -> Self {
        Self(.globalSearch(search)) { response in
            guard case .globalSearch(let page) = response else { return nil }
            return page
        }
    }
}

extension StoreCall where Answer == GlobalProduct? {
    /// A product of the global catalog with its offers (nil: the catalog has none by that ID).
    static func globalProduct(id: String) -> Self {
        Self(.globalProduct(id: id)) { response in
            guard case .globalProduct(let product) = response else { return nil }
            return .some(product)
        }
    }
}
