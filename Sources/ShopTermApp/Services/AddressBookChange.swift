import Foundation
import ShopTermUI
import StoreKitCore

/// A change to the signed-in customer's address book.
public enum AddressBookChange: Equatable, Sendable {
    /// Adds (id nil) or replaces a saved address.
    case save(id: String?, ShippingAddress)
    case delete(id: String)
    case makeDefault(id: String)
}
