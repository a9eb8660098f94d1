import StoreKitCore

struct OptionValueSource: Sendable {
    var id: String
    var name: String
    /// See ``DemoCatalog/Product/firstSelectableVariant(option:value:)``.
    var firstSelectableVariant: VariantSource? = nil
}
