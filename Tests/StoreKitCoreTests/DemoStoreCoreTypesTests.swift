import Foundation
import Testing

/// The demo store is the oracle StoreKitCore's client is tested against, so it should share no
/// model type with it (issue 42, part 6): it speaks JSON as Shopify does, with wire types of its
/// own. These are the StoreKitCore types it still uses; the list only shrinks, and a new one
/// fails. Its tests' adapter, `DemoStoreTestSupport`, is where the two may meet.
@Suite struct DemoStoreCoreTypesTests {
    /// The StoreKitCore types the demo store's sources still use, each left for a later step.
    static let coreTypesStillUsed: Set<String> = [
        "APIVersion", "Base64URL", "CartExtras", "CurrencyUnits", "CustomerAccessToken", "CustomerAccountSettings", "CustomerAddress",
        "EncodedVariants", "FormEncoding", "HTTPRequest", "HTTPResponse", "HTTPTransport", "ISODate",
        "MoneyFormat", "MoneyStyle", "PKCE", "PrivateFile", "SelectedOption", "ShippingAddress", "ShopEndpoint",
        "StorefrontCodes", "TransportError",
    ]

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
        #expect(used.subtracting(Self.coreTypesStillUsed) == [], "new StoreKitCore types in the demo store: give it wire types of its own")
        #expect(Self.coreTypesStillUsed.subtracting(used) == [], "no longer used: take them off the list, which only shrinks")
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
