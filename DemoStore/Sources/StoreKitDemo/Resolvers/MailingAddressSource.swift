import Foundation
import GraphQL
import StoreKitCore

/// A saved customer address, as `MailingAddress` resolves it.
struct MailingAddressSource: Sendable {
    var id: String
    var address: DemoAddress
}
