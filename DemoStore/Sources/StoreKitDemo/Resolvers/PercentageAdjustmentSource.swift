import GraphQL
import StoreKitCore

struct PercentageAdjustmentSource: Sendable { var adjustmentPercentage: Int }
