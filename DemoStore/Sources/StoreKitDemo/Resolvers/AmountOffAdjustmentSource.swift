import GraphQL
import StoreKitCore

struct AmountOffAdjustmentSource: Sendable { var amount: DemoMoney }
