/// A `ProductVariantComponent`: a part of a bundle's variant and how many of it one bundle holds.
struct VariantComponentSource: Sendable {
    var productVariant: VariantSource
    var quantity: Int
}
