/// A config file's settings for one shop (`"shops": {"shop.example.com": {…}}`): the Customer
/// Account API client the merchant registered for shopterm on that shop. A client ID belongs to
/// one shop, so it is kept under the shop's domain.
public struct ShopAccountSettings: Sendable, Equatable, Decodable {
    /// The Customer Account API's shop ID.
    public var customerAccountShopId: String?
    /// The public client ID the merchant made for shopterm.
    public var customerAccountClientId: String?
    /// The callback registered for that client (default: Shopify's `shop.{shop_id}.app://callback`).
    public var customerAccountRedirectUri: String?

    static let knownKeys: Set<String> = ["customerAccountShopId", "customerAccountClientId", "customerAccountRedirectUri"]

    /// Settings of the given keys.
    public init(customerAccountShopId: String? = nil, customerAccountClientId: String? = nil, customerAccountRedirectUri: String? = nil) {
        self.customerAccountShopId = customerAccountShopId
        self.customerAccountClientId = customerAccountClientId
        self.customerAccountRedirectUri = customerAccountRedirectUri
    }
}
