import Foundation

/// Merges configuration sources with the precedence flags > environment > config file > defaults
/// (for the country and language, the market last picked in the UI for the shop comes before
/// the config file: see ``MarketChoiceFile``).
public struct ConfigurationLoader: Sendable {
    /// Environment variable names, one per field.
    public static let environmentKeys: [String: String] = [
        "shop": "SHOPTERM_SHOP", "token": "SHOPTERM_TOKEN", "apiVersion": "SHOPTERM_API_VERSION",
        "country": "SHOPTERM_COUNTRY", "language": "SHOPTERM_LANGUAGE", "cache": "SHOPTERM_CACHE",
        "timeout": "SHOPTERM_TIMEOUT", "connectTimeout": "SHOPTERM_CONNECT_TIMEOUT", "config": "SHOPTERM_CONFIG",
        "customerAccountShopId": "SHOPTERM_ACCOUNT_SHOP_ID", "customerAccountClientId": "SHOPTERM_ACCOUNT_CLIENT_ID",
        "customerAccountRedirectUri": "SHOPTERM_ACCOUNT_REDIRECT_URI", "images": "SHOPTERM_IMAGES",
    ]

    /// The environment the loader reads (`SHOPTERM_*`, `XDG_*`, `HOME`).
    public var environment: [String: String]

    /// A loader of `environment`.
    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// Resolves the configuration. `flags` holds what was given on the command line;
    /// `configPath` is `--config` (an explicitly named file must exist).
    /// `embeddedIdentity` is the identity of the catalog the embedded store serves (nil: the
    /// built-in one): its market choice is read from that shop's folder.
    public func load(flags: ConfigFile, configPath: String?, embeddedIdentity: String? = nil) throws(ConfigurationError) -> StoreConfiguration {
        let directories = XDGDirectories(environment: environment)
        let file = try loadFile(explicitPath: configPath, directories: directories)
        let fileLabel = file.path.map { "config file \($0)" } ?? "config file"

        func pick<T>(_ key: String, _ path: KeyPath<ConfigFile, T?>) -> (value: T, source: String)? {
            if let value = flags[keyPath: path] { return (value, "--\(ConfigurationLoader.flagName(key))") }
            if let name = Self.environmentKeys[key], let raw = environment[name], !raw.isEmpty {
                if let value = Self.convert(raw, to: T.self) { return (value, name) }
            }
            if let value = file.values[keyPath: path] { return (value, fileLabel) }
            return nil
        }

        var shop: ShopEndpoint?
        if let (text, source) = pick("shop", \.shop) {
            do {
                shop = try ShopEndpoint(parsing: text)
            } catch {
                throw .invalidValue(field: "shop", source: source, reason: error.description)
            }
        }
        let token = pick("token", \.token)?.value.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""

        var version = APIVersion.default
        if let (text, source) = pick("apiVersion", \.apiVersion) {
            guard let parsed = APIVersion(text) else {
                throw .invalidValue(
                    field: "api version", source: source,
                    reason: "\"\(text)\" is not a Storefront API version (expected YYYY-MM with MM 01, 04, 07 or 10, e.g. \(APIVersion.default))")
            }
            guard parsed >= .oldestSupported else {
                throw .invalidValue(field: "api version", source: source, reason: APIVersion.tooOldReason(parsed))
            }
            version = parsed
        }

        // A market picked in the UI stands until a flag or the environment says otherwise for a run.
        let marketFile = MarketChoiceFile(stateDirectory: directories.state, shop: StoreConfiguration.folder(of: shop, embedded: embeddedIdentity))
        let remembered = marketFile.load()
        func pickMarket(_ key: String, _ path: KeyPath<ConfigFile, String?>, remembered: String?) -> (value: String, source: String)? {
            let forRun = flags[keyPath: path] != nil || !(Self.environmentKeys[key].flatMap { environment[$0] } ?? "").isEmpty
            if !forRun, let remembered { return (remembered, marketFile.url.path) }
            return pick(key, path)
        }

        var buyer = BuyerContext(locale: BuyerContext.locale(fromEnvironment: environment))
        if let (text, source) = pickMarket("country", \.country, remembered: remembered?.country) {
            let code = text.uppercased()
            guard BuyerContext.isCountryCode(code) else {
                throw .invalidValue(field: "country", source: source, reason: StorefrontCodes.countryReason(text))
            }
            buyer.country = code
        }
        // The language remembered was picked for the remembered country: a run in another one
        // (`--country US` after Sweden was picked) leaves it to that country's store.
        let rememberedLanguage = remembered?.country.uppercased() == buyer.country ? remembered?.language : nil
        if let (text, source) = pickMarket("language", \.language, remembered: rememberedLanguage) {
            let code = text.uppercased().replacingOccurrences(of: "-", with: "_")
            guard BuyerContext.isLanguageCode(code) else {
                throw .invalidValue(field: "language", source: source, reason: StorefrontCodes.languageReason(text))
            }
            buyer.language = code
        }

        var cachePolicy = CachePolicy.networkOnly
        if let (text, source) = pick("cache", \.cache) {
            guard let parsed = CachePolicy(parsing: text) else {
                throw .invalidValue(
                    field: "cache", source: source,
                    reason: "\"\(text)\" is not a cache policy (network-only, cache-only, cache-first[:SECONDS], network-first[:SECONDS])")
            }
            cachePolicy = parsed
        }

        var timeout: TimeInterval = 30
        if let (value, source) = pick("timeout", \.timeout) {
            guard value > 0, value <= 600 else {
                throw .invalidValue(field: "timeout", source: source, reason: "must be between 0 and 600 seconds")
            }
            timeout = value
        } else if let raw = environment["SHOPTERM_TIMEOUT"], !raw.isEmpty {
            throw .invalidValue(field: "timeout", source: "SHOPTERM_TIMEOUT", reason: "\"\(raw)\" is not a number of seconds")
        }

        var connectTimeout: TimeInterval = 10
        if let (value, source) = pick("connectTimeout", \.connectTimeout) {
            guard value > 0, value <= 600 else {
                throw .invalidValue(field: "connect timeout", source: source, reason: "must be between 0 and 600 seconds")
            }
            connectTimeout = value
        } else if let raw = environment["SHOPTERM_CONNECT_TIMEOUT"], !raw.isEmpty {
            throw .invalidValue(field: "connect timeout", source: "SHOPTERM_CONNECT_TIMEOUT", reason: "\"\(raw)\" is not a number of seconds")
        }

        var configuration = StoreConfiguration(
            shop: shop, token: token, apiVersion: version, buyer: buyer, cachePolicy: cachePolicy,
            timeout: timeout, connectTimeout: connectTimeout, directories: directories)
        configuration.images = pick("images", \.images).map { StoreConfiguration.GivenSetting(value: $0.value, source: $0.source) }
        if shop == nil { configuration.embeddedIdentity = embeddedIdentity }
        configuration.customerAccount = try customerAccount(flags: flags, file: file.values, fileLabel: fileLabel, shop: shop)
        return configuration
    }

    private func loadFile(explicitPath: String?, directories: XDGDirectories) throws(ConfigurationError) -> (values: ConfigFile, path: String?) {
        if let path = explicitPath ?? environment["SHOPTERM_CONFIG"].flatMap({ $0.isEmpty ? nil : $0 }) {
            let url = URL(fileURLWithPath: path)
            return (try ConfigFile.load(from: url), url.path)
        }
        let url = directories.config.appendingPathComponent("config.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return (ConfigFile(), nil) }
        return (try ConfigFile.load(from: url), url.path)
    }

    static func flagName(_ key: String) -> String {
        switch key {
        case "customerAccountShopId": return "account-shop-id"
        case "customerAccountClientId": return "account-client-id"
        case "customerAccountRedirectUri": return "account-redirect-uri"
        case "apiVersion": return "api-version"
        case "connectTimeout": return "connect-timeout"
        default: return key
        }
    }

    private static func convert<T>(_ raw: String, to: T.Type) -> T? {
        if T.self == String.self { return raw as? T }
        if T.self == Double.self { return Double(raw) as? T }
        return nil
    }
}
