import StoreKitCore

/// What the store's cart is asked to match: the cart's lines and quantities, its discount
/// codes, gift cards and note, and the market shopped in.
public struct StoreCartWanted: Equatable, Sendable {
    var lines: [CartLineKey: Int]
    var extras: CartExtras
    var country: String?
}
