/// A Storefront API version: `YYYY-MM` with a quarterly month (01, 04, 07, 10), or `unstable`.
public struct APIVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The version shopterm is built and tested against.
    public static let `default` = APIVersion(validated: "2026-04")
    /// The last version that still has the Checkout API (`checkoutCreate` and friends).
    public static let lastWithCheckoutAPI = APIVersion(validated: "2024-04")

    public let rawValue: String

    /// Parses `text`, returning nil when it is not a version Shopify could publish.
    public init?(_ text: String) {
        if text == "unstable" {
            rawValue = text
            return
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]),
              (2017...2099).contains(year), [1, 4, 7, 10].contains(month),
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) })
        else { return nil }
        rawValue = text
    }

    private init(validated: String) { rawValue = validated }

    public var description: String { rawValue }

    /// `unstable` sorts after every dated version.
    public static func < (lhs: APIVersion, rhs: APIVersion) -> Bool {
        if lhs.rawValue == "unstable" { return false }
        if rhs.rawValue == "unstable" { return true }
        return lhs.rawValue < rhs.rawValue
    }
}
