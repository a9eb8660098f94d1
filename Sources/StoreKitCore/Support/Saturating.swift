/// Conversions from numbers a store or a flag gave that never trap: `Int(1e300)` and
/// `UInt64(-1)` stop the program, and a `Retry-After` header or `--wait-timeout inf` must not.
extension Int {
    /// `value` toward zero, clamped to `Int`'s range; NaN is 0.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

/// Nanoseconds for `seconds`, for `Task.sleep`: negative and NaN are 0, and the longest is a
/// year (anything longer is forever for a storefront).
public func nanoseconds(_ seconds: Double) -> UInt64 {
    guard seconds > 0 else { return 0 }
    return UInt64(Swift.min(seconds, 365 * 24 * 3600) * 1_000_000_000)
}

extension Int {
    /// `self + other`, clamped to `Int`'s range instead of trapping.
    public func adding(saturating other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self × other`, clamped to `Int`'s range instead of trapping.
    public func multiplied(saturating other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
    }
}
