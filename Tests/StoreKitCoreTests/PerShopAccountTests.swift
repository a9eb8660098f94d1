import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

/// A Customer Account API client is one shop's: the config file keeps it under the shop's
/// domain (`shops`), and its top-level keys are those of the file's own shop, never sent to
/// another; a mistake in `shops` is one line naming the key.
@Suite struct PerShopAccountTests {
    private let temporary = TemporaryFolder("home")
    var environment: [String: String] { ["HOME": temporary.url.path] }

    func load(_ json: String, shop: String? = nil) throws(ConfigurationError) -> StoreConfiguration {
        let url = temporary.url.appendingPathComponent(".config/shopterm/config.json")
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(json.utf8).write(to: url)
        return try ConfigurationLoader(environment: environment).load(flags: ConfigFile(shop: shop), configPath: nil)
    }

    static let file = #"""
        {"shop": "home.example.com", "customerAccountShopId": "1", "customerAccountClientId": "shp_home",
         "shops": {"Other.Example.com": {"customerAccountShopId": "2", "customerAccountClientId": "shp_other",
                                         "customerAccountRedirectUri": "https://other.example.com/pages/shopterm-login"},
                   "third.example.com": {"customerAccountShopId": "3"}}}
        """#

    @Test func eachShopHasItsOwnClient() throws {
        #expect(try load(Self.file).customerAccount == CustomerAccountSettings(shopID: "1", clientID: "shp_home", redirectURI: nil))
        #expect(
            try load(Self.file, shop: "other.example.com").customerAccount
                == CustomerAccountSettings(shopID: "2", clientID: "shp_other", redirectURI: "https://other.example.com/pages/shopterm-login"))
        // The file's own shop's client is not another shop's.
        #expect(try load(Self.file, shop: "fourth.example.com").customerAccount == nil)
        // Half an entry is said, with where it came from.
        #expect(throws: ConfigurationError.self) { try load(Self.file, shop: "third.example.com") }
        do {
            _ = try load(Self.file, shop: "third.example.com")
        } catch {
            #expect(error.description.contains("shops.third.example.com") && error.description.contains("needs both"), "\(error)")
        }
    }

    /// Top-level keys with no `shop` in the file are no shop's: not sent to the one in use.
    @Test func topLevelKeysOfNoShopServeNoOtherShop() throws {
        let file = #"{"customerAccountShopId": "7", "customerAccountClientId": "shp_any"}"#
        #expect(try load(file, shop: "any.example.com").customerAccount == nil)
        #expect(try load(file).customerAccount?.clientID == "shp_any")
    }

    /// A flag or a variable for one field does not make a pair with another shop's entry; a
    /// shop ID is digits; a callback is one a browser can come back to with the code.
    @Test func noMixedPairAndNoUnsafeCallback() throws {
        let url = temporary.url.appendingPathComponent(".config/shopterm/config.json")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.file.utf8).write(to: url)
        func message(_ flags: ConfigFile) -> String {
            do {
                _ = try ConfigurationLoader(environment: environment).load(flags: flags, configPath: nil)
                return ""
            } catch {
                return error.description
            }
        }
        #expect(message(ConfigFile(shop: "other.example.com", customerAccountShopId: "999")).contains("gives the shop ID alone"))
        #expect(message(ConfigFile(shop: "other.example.com", customerAccountShopId: "9", customerAccountClientId: "shp_9")) == "")
        for bad in ["abc", "-5", "0", "12a"] {
            #expect(message(ConfigFile(customerAccountShopId: bad, customerAccountClientId: "c")).contains("is not a shop ID"), "\(bad)")
        }
        for bad in ["javascript:alert(1)", "http://example.com/cb", "https://example.com/cb#x", "shop.1.app:callback", "nothing"] {
            #expect(
                message(ConfigFile(customerAccountShopId: "1", customerAccountClientId: "c", customerAccountRedirectUri: bad))
                    .hasPrefix("customer account redirect URI"), "\(bad)")
        }
        for good in ["https://example.com/pages/shopterm-login", "http://127.0.0.1:8123/callback", "shop.1.app://callback"] {
            #expect(message(ConfigFile(customerAccountShopId: "1", customerAccountClientId: "c", customerAccountRedirectUri: good)) == "", "\(good)")
        }
    }

    /// An internationalized domain in its punycode form is a shop's domain, as a key and a flag.
    @Test func punycodeDomainsAreShops() throws {
        let file = #"{"shops": {"xn--kaffee-mnchen-3ob.de": {"customerAccountShopId": "5", "customerAccountClientId": "shp_k"}}}"#
        let configuration = try load(file, shop: "xn--kaffee-mnchen-3ob.de")
        #expect(configuration.shop?.host == "xn--kaffee-mnchen-3ob.de")
        #expect(configuration.customerAccount?.clientID == "shp_k")
    }

    @Test func mistakesInShopsAreOneLineNamingTheKey() {
        func message(_ json: String) -> String {
            do {
                _ = try load(json)
                return ""
            } catch {
                return error.description
            }
        }
        #expect(message(#"{"shops": ["a.example.com"]}"#).contains(#""shops" must be an object"#))
        #expect(message(#"{"shops": {"a.example.com": {"clientId": "x"}}}"#).contains(#"unknown key "shops.a.example.com.clientId""#))
        #expect(message(#"{"shops": {"a.example.com": "x"}}"#).contains(#""shops.a.example.com" must be an object"#))
        #expect(message(#"{"shops": {"not a shop": {}}}"#).contains(#""shops": "not a shop" is not a shop's domain"#))
        #expect(!message(#"{"shops": ["a"]}"#).contains("\n"))
        #expect(message(#"{"shops": {"a.example.com": {}, "A.Example.com": {}}}"#).contains(#""shops" names a.example.com twice"#))
    }
}
