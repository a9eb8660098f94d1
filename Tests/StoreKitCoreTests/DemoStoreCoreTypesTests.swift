import Foundation
import Testing

/// The demo store is the oracle StoreKitCore's client is tested against, so it shares no model
/// type with it (issue 42, part 6): it speaks JSON as Shopify does, with wire types of its own
/// (`Demo…`). It may use only the boundary it plugs into and neutral encodings, which say
/// nothing of what a store's answer means; a new StoreKitCore type fails, and so does a listed
/// one no longer used. Its tests' adapter, `DemoStoreTestSupport`, is where the two may meet.
@Suite struct DemoStoreCoreTypesTests {
    /// The StoreKitCore types the demo store may use, each with why it is no store's meaning.
    static let boundaryTypes: [String: String] = [
        "HTTPTransport": "the interface the embedded store is plugged into a client by (`InProcessTransport`)",
        "HTTPRequest": "a request as the transport hands it over: method, URL, headers, body",
        "HTTPResponse": "an answer as the transport hands it back: status, headers, body bytes",
        "TransportError": "how a fault the store plays (a reset, a hang) reaches the client, as a socket's would",
        "APIVersion": "the `{version}` of the request's path (`/api/2026-04/graphql.json`), read and ordered",
        "Base64URL": "random opaque tokens written in base64url (RFC 4648 §5), an encoding",
        "PrivateFile": "the accounts file on disk (0600, locked across processes): storage, not an answer",
    ]

    /// The StoreKitCore model types the demo store still uses: none; the list stays empty.
    static let modelTypesStillUsed: Set<String> = []

    /// The types a module's files declare at their top level for other files to use.
    static func topLevelTypes(of module: String) throws -> Set<String> {
        try Set(
            Layering(module: module, layers: []).files().flatMap {
                SourceLayoutTests.sharedTopLevelTypes(try String(contentsOf: $0.url, encoding: .utf8))
            })
    }

    /// The names of `core`'s types that `texts` use, less those the texts declare themselves (a
    /// name the demo declares, such as its catalog's `Product`, is its own).
    static func coreTypes(usedBy texts: [String], core: Set<String>) -> Set<String> {
        let used = texts.reduce(into: Set<String>()) { $0.formUnion(Layering.typeNamesUsed($1)) }
        let declared = Set(texts.flatMap(Layering.declarations))
        return used.intersection(core).subtracting(declared)
    }

    @Test func theDemoStoreUsesNoNewCoreType() throws {
        let demo = try Layering(module: "StoreKitDemo", layers: []).files().map { try String(contentsOf: $0.url, encoding: .utf8) }
        #expect(demo.count > 100, "the demo store was not found under DemoStore/Sources")
        let core = try Self.topLevelTypes(of: "StoreKitCore")
        #expect(core.contains("Money") && core.contains("StorefrontClient"))
        let used = Self.coreTypes(usedBy: demo, core: core)
        let allowed = Set(Self.boundaryTypes.keys).union(Self.modelTypesStillUsed)
        #expect(used.subtracting(allowed) == [], "new StoreKitCore types in the demo store: give it wire types of its own")
        #expect(allowed.subtracting(used) == [], "no longer used: take them off the lists, which only shrink")
        #expect(Set(Self.boundaryTypes.keys).isDisjoint(with: Self.modelTypesStillUsed))
    }

    /// The check can fail: a client type used is found; one the demo declares itself, or one
    /// only named in a comment or a string, is not.
    @Test func theCheckSeesACoreTypeUsed() {
        let core: Set = ["Money", "Product", "ShippingAddress", "StorefrontClient"]
        let texts = [
            "struct Bill { var total: Money }", "struct Product {}\nlet p: Product", "// ShippingAddress\nlet s = \"StorefrontClient\"",
        ]
        #expect(Self.coreTypes(usedBy: texts, core: core) == ["Money"])
    }
}
