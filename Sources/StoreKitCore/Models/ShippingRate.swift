import Foundation

/// A shipping method the store offers for the address: handle, title, price, description.
public struct ShippingRate: Sendable, Equatable, Codable {
    /// What `cartSelectedDeliveryOptionsUpdate` names it by.
    public var handle: String
    /// What the shopper reads ("Standard", "Express").
    public var title: String
    /// What it costs.
    public var price: Money
    /// The store's words about it, often the delivery time ("1–2 business days"): the
    /// option's `description`; nil when the store gives none.
    public var description: String?

    /// A rate `title` of `price`, chosen by `handle`, described by `description`.
    public init(handle: String, title: String, price: Money, description: String? = nil) {
        self.handle = handle
        self.title = title
        self.price = price
        self.description = description
    }
}
