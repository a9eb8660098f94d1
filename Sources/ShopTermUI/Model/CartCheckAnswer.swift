import StoreKitCore

/// The cart checked again: the cart as the store now prices it, and what changed in its lines.
struct CartCheckAnswer: Equatable, Sendable {
    /// The cart that was checked, with the store's prices and stock.
    let cart: LocalCart
    /// What changed, line by line, in the cart that was sent.
    let reports: [LineChangeReport]
}
