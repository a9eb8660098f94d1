/// Which combinations of a product's option values exist, and which are for sale: Shopify's
/// `encodedVariantExistence` and `encodedVariantAvailability` decoded (``EncodedVariants``).
/// A combination is the positions of its values in the product's options.
public struct VariantMarks: Sendable, Hashable {
    /// Every combination the product has a variant for.
    public var existence: Set<[Int]>
    /// Every combination whose variant is for sale.
    public var availability: Set<[Int]>

    /// The marks of `existence` and `availability`.
    public init(existence: Set<[Int]>, availability: Set<[Int]>) {
        self.existence = existence
        self.availability = availability
    }

    /// The marks the store encoded; nil when it gave none, or one this version cannot read.
    public init?(existence: String?, availability: String?) {
        guard let existence, let availability, let made = EncodedVariants.decode(existence),
            let forSale = EncodedVariants.decode(availability)
        else { return nil }
        self.init(existence: made, availability: forSale)
    }

    /// True when some combination for sale starts with `prefix` (or, `anyExisting`, exists):
    /// a value is worth choosing when it leads to something.
    public func contains(prefix: [Int], forSale: Bool) -> Bool {
        (forSale ? availability : existence).contains { $0.starts(with: prefix) }
    }
}
