import Foundation
import Logging
import StoreKitTestSupport
import Testing

@testable import StoreKitCore

/// The market picked in the storefront: remembered per shop, used on the next launch unless a
/// flag or the environment says otherwise for a run, and changed in a running client.
@Suite struct MarketChoiceTests {
    private let temporary = TemporaryFolder("market")
    var home: URL { temporary.url }

    var environment: [String: String] { ["HOME": home.path] }

    func file(shop: String = "embedded-demo") -> MarketChoiceFile {
        MarketChoiceFile(stateDirectory: home.appendingPathComponent(".local/state/shopterm"), shop: shop)
    }

    func load(flags: ConfigFile = ConfigFile(), environment extra: [String: String] = [:]) throws -> StoreConfiguration {
        try ConfigurationLoader(environment: environment.merging(extra) { $1 }).load(flags: flags, configPath: nil)
    }

    @Test func theRememberedChoiceBeatsTheConfigFileButNotFlagsOrTheEnvironment() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent(".config/shopterm/config.json")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"country":"DE","language":"DE"}"#.utf8).write(to: config)
        #expect(try load().buyer.country == "DE")
        try file().save(MarketChoice(country: "CA", language: "FR"))
        let remembered = try load().buyer
        #expect(remembered.country == "CA" && remembered.language == "FR")
        #expect(try load(flags: ConfigFile(country: "GB")).buyer.country == "GB")
        // The language was picked for Canada: a run in Britain leaves it to the config file (DE
        // here) or the store, never French because Canada had it (an outside walk found Swedish
        // formats on a US run).
        #expect(try load(flags: ConfigFile(country: "GB")).buyer.language == "DE")
        #expect(try load(flags: ConfigFile(country: "CA")).buyer.language == "FR")
        #expect(try load(environment: ["SHOPTERM_LANGUAGE": "EN"]).buyer.language == "EN")
        // Per shop: another shop has its own (none).
        #expect(try load(flags: ConfigFile(shop: "other.myshopify.com")).buyer.country == "DE")
    }

    /// A damaged or hostile file is no choice: shopterm starts as if it were not there.
    @Test func aDamagedFileCountsAsNoChoice() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let url = file().url
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        for content in ["not json", #"{"country":"Canada"}"#, #"{"country":"CA","language":"fr-ca!"}"#, "[]", ""] {
            try Data(content.utf8).write(to: url)
            #expect(file().load() == nil, "\(content)")
            #expect(try load().buyer.country == nil)
        }
        try file().save(MarketChoice(country: "GB"))
        #expect(file().load() == MarketChoice(country: "GB"))
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    /// After a change, requests carry the new context (and are cached apart from the old ones).
    @Test func aClientChangesMarketWhileRunning() throws {
        let transport = ScriptedTransport(json: #"{"data":{"shop":{"name":"S"}}}"#)
        let client = StorefrontClient(
            configuration: .init(
                endpoint: URL(string: "https://s.myshopify.com/api/2025-07/graphql.json")!, token: "",
                buyer: BuyerContext(country: "US", language: "EN")),
            transport: transport)
        #expect(client.buyer.country == "US")
        let before = client.request(for: ProbeQuery())
        client.changeMarket(to: MarketChoice(country: "CA", language: "FR"))
        #expect(client.buyer == BuyerContext(country: "CA", language: "FR"))
        #expect(client.configuration.buyer.country == "US", "the configuration keeps what the client started with")
        let after = client.request(for: ProbeQuery())
        #expect(String(decoding: before.body, as: UTF8.self).contains(#""country":"US""#))
        let body = String(decoding: after.body, as: UTF8.self)
        #expect(body.contains(#""country":"CA""#) && body.contains(#""language":"FR""#), "\(body)")
    }
}

/// A query with the `@inContext` variables, for the tests.
private struct ProbeQuery: GraphQLOperation {
    struct Data: Decodable, Sendable {}
    static let operationName = "Probe"
    static let document = GraphQLDocument(
        "query Probe($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) { shop { name } }")
    var variables: [String: JSONValue] { [:] }
}
