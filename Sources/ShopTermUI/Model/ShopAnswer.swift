/// The launch screen's answer: the shop, its collections and menu, from the cache first
/// (`fresh` false, the store's answer still to come), then from the store.
struct ShopAnswer: Equatable, Sendable {
    let home: HomeData
    /// True for the store's own answer, false for the cached copy shown before it.
    let fresh: Bool
}
