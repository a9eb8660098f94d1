import StoreKitCore
import StoreKitDemo

extension DemoCatalog.Variant {
    /// The variant's options as the client names a variant by them: where the demo's own
    /// `DemoSelectedOption` meets the client's `SelectedOption` (only in tests).
    public var clientSelectedOptions: [SelectedOption] {
        selectedOptions.map { SelectedOption(name: $0.name, value: $0.value) }
    }
}
