import Foundation

/// A product's rating: `value` out of `scaleMax`, from `count` reviews.
public struct GlobalRating: Sendable, Equatable {
    /// The average ("4.5").
    public var value: Decimal
    /// The top of the scale ("5").
    public var scaleMax: Decimal
    /// How many ratings, when known.
    public var count: Int?

    /// A rating of the given parts.
    public init(value: Decimal, scaleMax: Decimal, count: Int? = nil) {
        self.value = value
        self.scaleMax = scaleMax
        self.count = count
    }
}
