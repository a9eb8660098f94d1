import GraphQL
import StoreKitCore

struct FixedPriceAdjustmentSource: Sendable { var amount: DemoMoney }
