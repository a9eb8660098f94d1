import StoreKitCore

struct PriceRangeSource: Sendable {
    var minVariantPrice: Money
    var maxVariantPrice: Money
}
