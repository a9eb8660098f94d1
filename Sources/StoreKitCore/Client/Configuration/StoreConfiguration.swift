import Foundation

/// Everything needed to talk to one store, after flags, environment, config file and defaults
/// have been merged and checked.
public struct StoreConfiguration: Sendable, Equatable {
    /// The shop, or nil for the embedded demo store.
    public var shop: ShopEndpoint?
    /// The Storefront access token (empty for the embedded demo store). Never print it.
    public var token: String
    /// The Storefront API version spoken.
    public var apiVersion: APIVersion
    /// The buyer: country, language and locale.
    public var buyer: BuyerContext
    /// How answers are cached.
    public var cachePolicy: CachePolicy
    /// Seconds one request may take before it is abandoned.
    public var timeout: TimeInterval
    /// Seconds to wait for a connection to the store.
    public var connectTimeout: TimeInterval
    /// Where the directories for cache and state are.
    public var directories: XDGDirectories
    /// The Customer Account API client, when configured.
    public var customerAccount: CustomerAccountSettings?
    /// The pictures setting as given (`--images`, SHOPTERM_IMAGES or the file's `images`) and
    /// where it came from; the terminal side checks it.
    public var images: GivenSetting?
    /// The embedded store's catalog identity (nil: the built-in shoe store), naming its folder
    /// of state and cache (see ``shopFolder``).
    public var embeddedIdentity: String?
    /// The buyer's IP address when shopterm serves shoppers from a server (serve-ssh): the
    /// token is then sent as a private one, with this address (see
    /// ``StorefrontClient/Configuration/buyerIP``).
    public var buyerIP: String?

    /// A setting as given, and where (a flag, a variable or the config file), for its errors.
    public struct GivenSetting: Sendable, Equatable {
        /// The value as written.
        public var value: String
        /// Where it was written (`--images`, `SHOPTERM_IMAGES`, the config file).
        public var source: String
    }

    /// A configuration of the given parts.
    public init(
        shop: ShopEndpoint?, token: String, apiVersion: APIVersion = .default, buyer: BuyerContext = BuyerContext(),
        cachePolicy: CachePolicy = .networkOnly, timeout: TimeInterval = 30, connectTimeout: TimeInterval = 10,
        directories: XDGDirectories
    ) {
        self.shop = shop
        self.token = token
        self.apiVersion = apiVersion
        self.buyer = buyer
        self.cachePolicy = cachePolicy
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.directories = directories
    }
}
