import Foundation
import GraphQL
import StoreKitCore

struct AppliedGiftCardSource: Sendable {
    var id: String
    var lastCharacters: String
    var amountUsed: DemoMoney
    var balance: DemoMoney
}
