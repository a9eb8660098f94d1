import Foundation

/// The JSON config file (`$XDG_CONFIG_HOME/shopterm/config.json`). Every key is optional;
/// unknown keys are an error so that a typo does not silently do nothing.
public struct ConfigFile: Sendable, Equatable, Decodable {
    /// The shop's domain or URL (`shop.example.com`).
    public var shop: String?
    /// The Storefront access token (the file must then be private).
    public var token: String?
    /// The Storefront API version (`2026-10`).
    public var apiVersion: String?
    /// The country to shop in (ISO 3166).
    public var country: String?
    /// The language to read the store in (a `LanguageCode`).
    public var language: String?
    /// The cache policy (`network-only`, `cache-first:60`…).
    public var cache: String?
    /// Seconds one request may take.
    public var timeout: Double?
    /// Seconds to wait for a connection.
    public var connectTimeout: Double?
    /// The Customer Account API's shop ID (the number in `shopify.com/<id>/account`).
    public var customerAccountShopId: String?
    /// The Customer Account API public client ID (Headless channel settings).
    public var customerAccountClientId: String?
    /// The redirect URI registered for that client (default: Shopify's `shop.{shop_id}.app://callback`).
    public var customerAccountRedirectUri: String?
    /// How product pictures are drawn: auto, kitty, iterm, sixel, blocks or none.
    public var images: String?
    /// Settings per shop, by its domain: each shop's Customer Account API client. The
    /// top-level `customerAccount…` keys are those of the file's `shop`.
    public var shops: [String: ShopAccountSettings]?

    static let knownKeys: Set<String> = [
        "shop", "token", "apiVersion", "country", "language", "cache", "timeout", "connectTimeout",
        "customerAccountShopId", "customerAccountClientId", "customerAccountRedirectUri", "images", "shops",
    ]

    /// A file of the given keys.
    public init(
        shop: String? = nil, token: String? = nil, apiVersion: String? = nil, country: String? = nil,
        language: String? = nil, cache: String? = nil, timeout: Double? = nil, connectTimeout: Double? = nil,
        customerAccountShopId: String? = nil, customerAccountClientId: String? = nil, customerAccountRedirectUri: String? = nil, images: String? = nil
    ) {
        self.customerAccountShopId = customerAccountShopId
        self.customerAccountClientId = customerAccountClientId
        self.customerAccountRedirectUri = customerAccountRedirectUri
        self.shop = shop
        self.token = token
        self.apiVersion = apiVersion
        self.country = country
        self.language = language
        self.cache = cache
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.images = images
    }

    /// Reads and checks the file at `url`. Errors name the file and the offending key.
    public static func load(from url: URL) throws(ConfigurationError) -> ConfigFile {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(url.path, (error as NSError).localizedDescription)
        }
        let object: Any
        do {
            // UTF-8, UTF-16 or UTF-32, as JSON allows: the parser detects which.
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .invalidFile(url.path, "not valid JSON")
        }
        guard let dictionary = object as? [String: Any] else {
            throw .invalidFile(url.path, "the top level must be a JSON object")
        }
        // Decided on the parsed keys (a "\u0074oken" key is a token too), before anything else.
        if let token = dictionary["token"] as? String, !token.isEmpty { try checkPermissions(of: url) }
        if let unknown = dictionary.keys.sorted().first(where: { !knownKeys.contains($0) }) {
            let known = knownKeys.sorted().joined(separator: ", ")
            throw .invalidFile(url.path, "unknown key \"\(unknown)\" (known keys: \(known))")
        }
        try checkShops(dictionary["shops"], in: url)
        do {
            let utf8 = try JSONSerialization.data(withJSONObject: dictionary)
            return try JSONDecoder().decode(ConfigFile.self, from: utf8)
        } catch let DecodingError.typeMismatch(type, context) {
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw .invalidFile(url.path, "\"\(key)\" must be a \(type == Double.self ? "number" : "string")")
        } catch {
            throw .invalidFile(url.path, "a value has the wrong type (strings for text, numbers for timeouts)")
        }
    }

    /// `shops`: an object whose keys are shops' domains and whose values hold only the per-shop keys.
    private static func checkShops(_ value: Any?, in url: URL) throws(ConfigurationError) {
        guard let value else { return }
        guard let shops = value as? [String: Any] else {
            throw .invalidFile(url.path, "\"shops\" must be an object: {\"shop.example.com\": {\"customerAccountClientId\": …}}")
        }
        var seen: [ShopEndpoint] = []
        for (domain, entry) in shops.sorted(by: { $0.key < $1.key }) {
            let endpoint: ShopEndpoint
            do {
                endpoint = try ShopEndpoint(parsing: domain)
            } catch {
                throw .invalidFile(url.path, "\"shops\": \"\(domain)\" is not a shop's domain (\(error.description))")
            }
            guard !seen.contains(where: { $0.sameShop(as: endpoint) }) else {
                throw .invalidFile(url.path, "\"shops\" names \(endpoint.host) twice (domains are not case-sensitive): keep one entry")
            }
            seen.append(endpoint)
            guard let settings = entry as? [String: Any] else { throw .invalidFile(url.path, "\"shops.\(domain)\" must be an object") }
            if let unknown = settings.keys.sorted().first(where: { !ShopAccountSettings.knownKeys.contains($0) }) {
                let known = ShopAccountSettings.knownKeys.sorted().joined(separator: ", ")
                throw .invalidFile(url.path, "unknown key \"shops.\(domain).\(unknown)\" (known keys there: \(known))")
            }
        }
    }

    /// The settings the file holds for `shop`: its `shops` entry for that domain.
    public func settings(for shop: ShopEndpoint) -> ShopAccountSettings? {
        shops?.first { (try? ShopEndpoint(parsing: $0.key))?.sameShop(as: shop) == true }?.value
    }

    /// A file that holds a token must not be readable by group or others (as ssh does for keys).
    /// The mode is the file's own: through a symbolic link, the file it points to (`stat`).
    private static func checkPermissions(of url: URL) throws(ConfigurationError) {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return }
        let mode = Int(status.st_mode) & 0o777
        if mode & 0o077 != 0 {
            throw .insecureFile(url.path, String(mode, radix: 8))
        }
    }
}
