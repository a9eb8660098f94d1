import GraphQL
import StoreKitCore

struct ChargePercentageSource: Sendable { var percentage: Double }
