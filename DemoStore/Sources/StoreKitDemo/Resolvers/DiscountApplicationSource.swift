import Foundation
import GraphQL
import StoreKitCore

struct DiscountApplicationSource: Sendable { var value: any Sendable }
