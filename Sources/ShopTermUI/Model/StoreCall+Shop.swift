import StoreKitCore

extension StoreCall where Answer == ShopAnswer {
    /// The launch screen: a cached copy first when there is one, then the store's.
    static var home: Self {
        Self(
            .home,
            isLast: { response in
                if case .home(_, fresh: false) = response { false } else { true }
            },
            answer: { response in
                guard case .home(let home, let fresh) = response else { return nil }
                return ShopAnswer(home: home, fresh: fresh)
            })
    }
}

extension StoreCall where Answer == Page<CollectionSummary> {
    /// The shop's collections after `cursor` (nil: the first page).
    static func collections(after cursor: String?) -> Self {
        Self(.collections(after: cursor)) { response in
            guard case .collections(let page) = response else { return nil }
            return page
        }
    }
}
