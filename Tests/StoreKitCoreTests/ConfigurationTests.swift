import Foundation
import Logging
import StoreKitTestSupport
import Testing

@testable import StoreKitCore

/// Configuration: precedence flags > environment > config file > defaults, and clear errors.
@Suite struct ConfigurationTests {
    private let temporary = TemporaryFolder("home")
    var home: URL { temporary.url }

    var environment: [String: String] { ["HOME": home.path, "LANG": "fr_CA.UTF-8"] }

    func writeConfig(_ json: String, mode: Int = 0o600, at path: String = ".config/shopterm/config.json") throws -> URL {
        let url = home.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
        return url
    }

    @Test func defaultsWithNothingConfigured() throws {
        let configuration = try ConfigurationLoader(environment: environment).load(flags: ConfigFile(), configPath: nil)
        #expect(configuration.shop == nil)
        #expect(configuration.token == "")
        #expect(configuration.apiVersion == .default)
        #expect(configuration.cachePolicy == .networkOnly)
        #expect(configuration.timeout == 30)
        #expect(configuration.buyer == BuyerContext(locale: "fr_CA"))
        #expect(configuration.directories.cache.path == home.appendingPathComponent(".cache/shopterm").path)
    }

    @Test func flagsBeatEnvironmentBeatsFileBeatsDefaults() throws {
        _ = try writeConfig(#"{"shop":"file.myshopify.com","token":"file-token","country":"DE","language":"DE","cache":"cache-only"}"#)
        var env = environment
        env["SHOPTERM_SHOP"] = "env.myshopify.com"
        env["SHOPTERM_COUNTRY"] = "ca"
        let configuration = try ConfigurationLoader(environment: env).load(flags: ConfigFile(shop: "flag.myshopify.com"), configPath: nil)
        #expect(configuration.shop?.host == "flag.myshopify.com")
        #expect(configuration.buyer.country == "CA")
        #expect(configuration.buyer.language == "DE")
        #expect(configuration.token == "file-token")
        #expect(configuration.cachePolicy == .cacheOnly)
        #expect(configuration.apiVersion == .default)
    }

    @Test func xdgConfigHomeAndExplicitConfigAreHonoured() throws {
        let custom = try writeConfig(#"{"apiVersion":"2025-07"}"#, at: "elsewhere/mine.json")
        let configuration = try ConfigurationLoader(environment: environment).load(flags: ConfigFile(), configPath: custom.path)
        #expect(configuration.apiVersion.rawValue == "2025-07")
        var env = environment
        env["XDG_CONFIG_HOME"] = home.appendingPathComponent("xdg").path
        _ = try writeConfig(#"{"apiVersion":"2026-01"}"#, at: "xdg/shopterm/config.json")
        #expect(try ConfigurationLoader(environment: env).load(flags: ConfigFile(), configPath: nil).apiVersion.rawValue == "2026-01")
    }

    @Test func errorsNameTheFieldAndTheSource() throws {
        let loader = ConfigurationLoader(environment: environment)
        #expect(
            throws: ConfigurationError.invalidValue(
                field: "api version", source: "--api-version",
                reason: "\"2026-05\" is not a Storefront API version (expected YYYY-MM with MM 01, 04, 07 or 10, e.g. 2026-10)")
        ) {
            try loader.load(flags: ConfigFile(apiVersion: "2026-05"), configPath: nil)
        }
        var env = environment
        env["SHOPTERM_SHOP"] = "http://shoes.example.com"
        #expect(
            throws: ConfigurationError.invalidValue(
                field: "shop", source: "SHOPTERM_SHOP",
                reason: "\"http://shoes.example.com\" is not usable: http:// is only allowed for a loopback demo server; use https")
        ) {
            try ConfigurationLoader(environment: env).load(flags: ConfigFile(), configPath: nil)
        }
        #expect(throws: ConfigurationError.self) { try loader.load(flags: ConfigFile(country: "Canada"), configPath: nil) }
        #expect(throws: ConfigurationError.self) { try loader.load(flags: ConfigFile(language: "french"), configPath: nil) }
        #expect(throws: ConfigurationError.self) { try loader.load(flags: ConfigFile(cache: "forever"), configPath: nil) }
        #expect(throws: ConfigurationError.self) { try loader.load(flags: ConfigFile(timeout: 0), configPath: nil) }
    }

    @Test func bothTimeoutsAreConfigurable() throws {
        var env = environment
        env["SHOPTERM_CONNECT_TIMEOUT"] = "3"
        let configuration = try ConfigurationLoader(environment: env).load(flags: ConfigFile(timeout: 12), configPath: nil)
        #expect(configuration.timeout == 12 && configuration.connectTimeout == 3)
        #expect(try ConfigurationLoader(environment: environment).load(flags: ConfigFile(), configPath: nil).connectTimeout == 10)
        env["SHOPTERM_CONNECT_TIMEOUT"] = "soon"
        #expect(
            throws: ConfigurationError.invalidValue(
                field: "connect timeout", source: "SHOPTERM_CONNECT_TIMEOUT", reason: "\"soon\" is not a number of seconds")
        ) {
            try ConfigurationLoader(environment: env).load(flags: ConfigFile(), configPath: nil)
        }
        let client = StorefrontClient(
            configuration: .init(endpoint: Fixtures.endpoint, token: "t", timeout: 12, connectTimeout: 3), transport: ScriptedTransport([]))
        let request = client.request(for: ShopQuery())
        #expect(request.timeout == 12 && request.connectTimeout == 3)
    }

    /// The client is made from the configuration in one step; a shop's domain is enough: with no
    /// token the requests are tokenless (no token header at all).
    @Test func aShopsDomainIsEnough() async throws {
        let loader = ConfigurationLoader(environment: environment)
        for shop in ["shoes.myshopify.com", "http://127.0.0.1:8080", nil] {
            let configuration = try loader.load(flags: ConfigFile(shop: shop), configPath: nil)
            #expect(configuration.isTokenless)
            let transport = ScriptedTransport([Fixtures.ok(Fixtures.shopJSON)])
            let client = StorefrontClient(store: configuration, transport: transport, logger: Logger(label: "test"))
            #expect(client.configuration.endpoint == configuration.endpoint)
            _ = try await client.fetch(ShopQuery(), cachePolicy: .networkOnly)
            #expect(transport.requests.first?.headers.keys.contains { $0.lowercased().contains("access-token") } == false)
        }
        let embedded = try loader.load(flags: ConfigFile(), configPath: nil)
        #expect(embedded.endpoint.absoluteString == "http://127.0.0.1/api/\(APIVersion.default)/graphql.json")
        #expect(embedded.shopFolder == "embedded-demo")
    }

    @Test func badConfigFilesAreClearErrors() throws {
        let loader = ConfigurationLoader(environment: environment)
        let missing = home.appendingPathComponent("nope.json").path
        #expect(throws: ConfigurationError.self) { try loader.load(flags: ConfigFile(), configPath: missing) }
        let notJSON = try writeConfig("{shop:", at: "a.json")
        #expect(throws: ConfigurationError.invalidFile(notJSON.path, "not valid JSON")) {
            try loader.load(flags: ConfigFile(), configPath: notJSON.path)
        }
        let typo = try writeConfig(#"{"shopp":"x"}"#, at: "b.json")
        #expect(
            throws: ConfigurationError.invalidFile(
                typo.path,
                "unknown key \"shopp\" (known keys: apiVersion, cache, connectTimeout, country, customerAccountClientId, customerAccountRedirectUri, customerAccountShopId, images, language, shop, shops, timeout, token)"
            )
        ) {
            try loader.load(flags: ConfigFile(), configPath: typo.path)
        }
        let wrongType = try writeConfig(#"{"timeout":"soon"}"#, at: "c.json")
        #expect(throws: ConfigurationError.invalidFile(wrongType.path, "\"timeout\" must be a number")) {
            try loader.load(flags: ConfigFile(), configPath: wrongType.path)
        }
    }

    @Test func aReadableFileWithATokenIsRefused() throws {
        let url = try writeConfig(#"{"token":"abc"}"#, mode: 0o644)
        #expect(throws: ConfigurationError.insecureFile(url.path, "644")) {
            try ConfigurationLoader(environment: environment).load(flags: ConfigFile(), configPath: nil)
        }
        #expect(ConfigurationError.insecureFile(url.path, "644").description.hasSuffix("run: chmod 600 \(url.path)"))
    }

    /// The check reads the parsed JSON, not the text: an escaped key or another encoding still
    /// holds a token. A symbolic link is judged by the file it points to.
    @Test func theTokenCheckReadsTheJSONAndFollowsLinks() throws {
        let escaped = try writeConfig(#"{"\u0074oken":"abc"}"#, mode: 0o644)
        #expect(throws: ConfigurationError.insecureFile(escaped.path, "644")) { try ConfigFile.load(from: escaped) }
        let utf16 = home.appendingPathComponent("utf16.json")
        try #require(#"{"token":"abc"}"#.data(using: .utf16)).write(to: utf16)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: utf16.path)
        #expect(throws: ConfigurationError.insecureFile(utf16.path, "644")) { try ConfigFile.load(from: utf16) }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: utf16.path)
        #expect(try ConfigFile.load(from: utf16).token == "abc")
        // A link (its own mode 777) to a private file is fine; to a readable one it is not.
        let link = home.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: utf16.path)
        #expect(try ConfigFile.load(from: link).token == "abc")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: utf16.path)
        #expect(throws: ConfigurationError.insecureFile(link.path, "640")) { try ConfigFile.load(from: link) }
        // A file without a token may be readable.
        let plain = try writeConfig(#"{"shop":"shoes.myshopify.com"}"#, mode: 0o644, at: "plain.json")
        #expect(try ConfigFile.load(from: plain).shop == "shoes.myshopify.com")
    }

    @Test(arguments: ["2026-04", "2024-04", "2025-01", "unstable"])
    func validVersions(_ text: String) { #expect(APIVersion(text) != nil) }

    @Test(arguments: ["2026-4", "2026-02", "26-04", "latest", "2026-04-01", ""])
    func invalidVersions(_ text: String) { #expect(APIVersion(text) == nil) }

    @Test func versionsOrder() {
        #expect(APIVersion("2024-04")! < APIVersion("2025-01")!)
        #expect(APIVersion("2026-04")! < APIVersion("unstable")!)
        #expect(APIVersion.oldestSupported.rawValue == "2025-01")
    }

    /// The Checkout API of older versions is gone: a version before 2025-01 is refused, saying so,
    /// from every source.
    @Test(arguments: [("SHOPTERM_API_VERSION", "2024-04"), ("SHOPTERM_API_VERSION", "2024-10")])
    func versionsOlderThanTheOldestSupportedAreRefused(_ variable: String, _ version: String) throws {
        var environment = environment
        environment[variable] = version
        #expect(
            throws: ConfigurationError.invalidValue(
                field: "api version", source: variable,
                reason: APIVersion.tooOldReason(APIVersion(version)!))
        ) {
            try ConfigurationLoader(environment: environment).load(flags: ConfigFile(), configPath: nil)
        }
        #expect(APIVersion.tooOldReason(APIVersion(version)!).contains("older than 2025-01, the oldest version shopterm supports"))
        let flagged = try ConfigurationLoader(environment: self.environment).load(flags: ConfigFile(apiVersion: "2025-01"), configPath: nil)
        #expect(flagged.apiVersion.rawValue == "2025-01")
    }

    @Test func customerAccountSettingsComeInPairsFromAnySource() throws {
        _ = try writeConfig(#"{"customerAccountShopId":"123","customerAccountRedirectUri":"https://example.com/callback"}"#)
        var env = environment
        env["SHOPTERM_ACCOUNT_CLIENT_ID"] = "shp_env"
        let configuration = try ConfigurationLoader(environment: env).load(flags: ConfigFile(), configPath: nil)
        #expect(
            configuration.customerAccount == CustomerAccountSettings(shopID: "123", clientID: "shp_env", redirectURI: "https://example.com/callback"))

        let flagged = try ConfigurationLoader(environment: env).load(flags: ConfigFile(customerAccountShopId: "456"), configPath: nil)
        #expect(flagged.customerAccount?.shopID == "456")

        #expect(
            throws: ConfigurationError.invalidValue(
                field: "customer account", source: "--account-shop-id",
                reason: "needs both the shop ID and the client ID (--account-shop-id and --account-client-id)")
        ) {
            try ConfigurationLoader(environment: environment).load(flags: ConfigFile(customerAccountShopId: "9"), configPath: nil)
        }
        #expect(
            throws: ConfigurationError.invalidValue(
                field: "customer account shop ID", source: "--account-shop-id",
                reason: "\"a b\" is not a shop ID (digits, e.g. 68817551382: the number in shopify.com/<shop ID>/account)")
        ) {
            try ConfigurationLoader(environment: env).load(flags: ConfigFile(customerAccountShopId: "a b"), configPath: nil)
        }
        try FileManager.default.removeItem(at: home.appendingPathComponent(".config/shopterm/config.json"))
        #expect(try ConfigurationLoader(environment: environment).load(flags: ConfigFile(), configPath: nil).customerAccount == nil)
    }
}
