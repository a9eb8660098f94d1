import Foundation

/// How the demo store writes a GraphQL `DateTime`: as Shopify's examples do, UTC to the second
/// (shopify.dev, Storefront API, scalar `DateTime`: "3:50 pm on September 7, 2019 in the time
/// zone of UTC (Coordinated Universal Time) is represented as `"2019-09-07T15:50:00Z`"). The
/// store's own, shared with no client (which must also read other stores' fractional seconds
/// and offsets).
enum DemoDateTime {
    /// `2026-11-22T10:00:00Z`.
    static func format(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}
