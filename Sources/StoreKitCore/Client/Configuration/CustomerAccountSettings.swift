import Foundation

/// The Customer Account API client shopterm signs in as: from --account-shop-id /
/// --account-client-id / --account-redirect-uri, SHOPTERM_ACCOUNT_*, or the config file.
public struct CustomerAccountSettings: Sendable, Equatable {
    /// The shop's ID in the Customer Account API.
    public var shopID: String
    /// The public client's ID.
    public var clientID: String
    /// The redirect URI registered for it; nil: a loopback listener's.
    public var redirectURI: String?

    /// The client `clientID` of the shop `shopID`.
    public init(shopID: String, clientID: String, redirectURI: String? = nil) {
        self.shopID = shopID
        self.clientID = clientID
        self.redirectURI = redirectURI
    }

    /// The demo stores' own (the embedded one and `shopterm demo-server`): their shop ID and
    /// their public client's ID.
    public static let demoServer = CustomerAccountSettings(shopID: "demo", clientID: "shp_shopterm-demo")
}
