import Foundation
import GraphQL
import StoreKitCore

/// A `PricingPercentageValue`: the schema makes it a `Float` (a label, not money; amounts are
/// computed from the rule's `Decimal`).
struct PercentageSource: Sendable { var percentage: Double }
