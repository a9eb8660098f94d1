import StoreKitCore

struct VariantSource: Sendable {
    var product: DemoCatalog.Product
    var variant: DemoCatalog.Variant
}
