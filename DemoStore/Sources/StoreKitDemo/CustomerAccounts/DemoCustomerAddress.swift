import Foundation

/// One address of a customer's address book, as the demo store keeps it: its `MailingAddress`
/// global ID and the address. The store's own type, shared with no client; in the accounts file
/// it is `{"id": "gid://shopify/MailingAddress/1?model_name=CustomerAddress", "address": {…}}`.
struct DemoCustomerAddress: Sendable, Equatable, Codable {
    /// The address's global ID in the address book.
    var id: String
    /// The address.
    var address: DemoAddress
}
