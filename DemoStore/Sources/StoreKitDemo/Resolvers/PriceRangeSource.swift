import StoreKitCore

struct PriceRangeSource: Sendable {
    var minVariantPrice: DemoMoney
    var maxVariantPrice: DemoMoney
}
