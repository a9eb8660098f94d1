import Foundation
import StoreKitCore

/// The signed-in customer as the UI shows them: profile, address book and recent orders.
public struct AccountSnapshot: Equatable, Sendable {
    public var profile: CustomerProfile
    public var addresses: [CustomerAddress]
    public var defaultAddressID: String?
    public var orders: [CustomerOrder]
    /// True when signed in through the Customer Account API.
    public var viaCustomerAccountAPI: Bool

    public init(
        profile: CustomerProfile, addresses: [CustomerAddress], defaultAddressID: String?, orders: [CustomerOrder],
        viaCustomerAccountAPI: Bool = false
    ) {
        self.profile = profile
        self.addresses = addresses
        self.defaultAddressID = defaultAddressID
        self.orders = orders
        self.viaCustomerAccountAPI = viaCustomerAccountAPI
    }

    /// One entry of the Account overview's list.
    public enum Item: Equatable, Sendable {
        case address(CustomerAddress)
        case order(CustomerOrder)
    }

    /// What the overview lists and the selection moves over: the addresses, then the orders.
    public var items: [Item] { addresses.map(Item.address) + orders.map(Item.order) }

    /// The default address, else the first one.
    public var preferredAddress: CustomerAddress? {
        addresses.first { $0.id == defaultAddressID } ?? addresses.first
    }
}
