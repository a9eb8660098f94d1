import Foundation

/// One variant as one seller sells it (a UCP variant of the global catalog).
public struct GlobalOffer: Sendable, Equatable {
    /// The variant's id.
    public var id: String
    /// The variant's title ("Blue, Size 10").
    public var title: String
    /// Its price; nil when the catalog gave none that could be read (never a made-up zero).
    public var price: Money?
    /// Its price before a discount (UCP `list_price`).
    public var listPrice: Money?
    /// Whether it can be bought now; nil when not said.
    public var available: Bool?
    /// Who sells it.
    public var seller: GlobalSeller?
    /// Its page on the seller's storefront.
    public var url: URL?
    /// Where the shopper's browser buys it (Shopify's global catalog extension, `checkout_url`).
    public var checkoutURL: URL?
    /// Its option values.
    public var options: [GlobalOption]

    /// An offer of the given parts.
    public init(
        id: String, title: String, price: Money? = nil, listPrice: Money? = nil, available: Bool? = nil, seller: GlobalSeller? = nil,
        url: URL? = nil, checkoutURL: URL? = nil, options: [GlobalOption] = []
    ) {
        self.id = id
        self.title = title
        self.price = price
        self.listPrice = listPrice
        self.available = available
        self.seller = seller
        self.url = url
        self.checkoutURL = checkoutURL
        self.options = options
    }
}
