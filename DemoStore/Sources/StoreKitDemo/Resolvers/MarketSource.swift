import Foundation
import GraphQL
import StoreKitCore

struct MarketSource: Sendable {
    var id: String
    var handle: String

    init(_ market: DemoCatalog.Market) {
        id = market.id
        handle = market.handle
    }
}
