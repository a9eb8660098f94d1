import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// A catalog file's IDs come from what an edit keeps (handles, option values, names), so that
/// a saved cart or a link still points at the same product after the file changes.
@Suite struct CatalogIDTests {
    static let teaShop = #"""
        {"shop": {"name": "Thé Bleu", "currencyCode": "EUR", "countryCode": "FR"},
         "collections": [{"handle": "green", "title": "Green", "products": ["gyokuro"]}],
         "products": [
           {"handle": "gyokuro", "title": "Gyokuro",
            "options": [{"name": "Weight", "values": ["50 g", "100 g"]}, {"name": "Pack", "values": ["Tin", "Bag"]}],
            "variants": [{"price": "12.50", "selectedOptions": {"Weight": "50 g", "Pack": "Tin"}},
                         {"price": "11.50", "selectedOptions": {"Weight": "50 g", "Pack": "Bag"}},
                         {"price": "23.00", "selectedOptions": {"Weight": "100 g", "Pack": "Tin"}}],
            "sellingPlans": [{"name": "Every month", "percentageOff": "10"}]},
           {"handle": "coffret", "title": "Coffret cadeau", "variants": [{"price": "30.00"}]}]}
        """#

    func load(_ json: String) throws -> DemoCatalog { try DemoCatalog.read(Data(json.utf8)) }

    /// Every ID of a catalog, by what it is (handle, handle + option values, …).
    func ids(_ catalog: DemoCatalog) -> [String: String] {
        var ids: [String: String] = [:]
        for product in catalog.products {
            ids[product.handle] = product.id
            for variant in product.variants { ids["\(product.handle) \(variant.selectedOptions.map(\.value).sorted())"] = variant.id }
            for option in product.options { ids["\(product.handle) option \(option.name)"] = option.id }
            for plan in product.sellingPlanGroup?.plans ?? [] { ids["\(product.handle) plan \(plan.name)"] = plan.id }
        }
        for collection in catalog.collections { ids["collection \(collection.handle)"] = collection.id }
        return ids
    }

    /// The numbers are pinned: a change of the hash would move every saved cart's products.
    @Test func theIDsOfAFileArePinned() throws {
        let catalog = try load(Self.teaShop)
        #expect(catalog.products.map(\.id) == ["gid://shopify/Product/1216862364429085", "gid://shopify/Product/7613827716834515"])
        #expect(
            catalog.products[0].variants.map(\.id) == [
                "gid://shopify/ProductVariant/8879215944251949", "gid://shopify/ProductVariant/8662467251792468",
                "gid://shopify/ProductVariant/1269586799747692",
            ])
        #expect(catalog.products[1].variants.map(\.id) == ["gid://shopify/ProductVariant/7013123238920037"])
        #expect(catalog.collections.map(\.id) == ["gid://shopify/Collection/6116775973813078"])
        #expect(catalog.products[0].sellingPlanGroup?.plans.map(\.id) == ["gid://shopify/SellingPlan/6193923517731286"])
        let all = ids(catalog).values.compactMap { UInt64($0.split(separator: "/").last ?? "") }
        #expect(all.count == ids(catalog).count && all.allSatisfy { $0 >= 1 && $0 < 1 << 53 })
    }

    @Test func insertingAProductBeforeTheOthersMovesNoID() throws {
        let before = ids(try load(Self.teaShop))
        let inserted = Self.teaShop.replacingOccurrences(
            of: "\"products\": [\n", with: #""products": [{"handle": "sencha", "title": "Sencha", "variants": [{"price": "8.00"}]},"# + "\n")
        let after = ids(try load(inserted))
        #expect(after.count == before.count + 2)
        for (what, id) in before { #expect(after[what] == id, "\(what)") }
    }

    @Test func aNewOptionValueAndItsVariantMoveNoOtherVariant() throws {
        let before = ids(try load(Self.teaShop))
        let grown = Self.teaShop.replacingOccurrences(of: #"["50 g", "100 g"]"#, with: #"["20 g", "50 g", "100 g"]"#)
            .replacingOccurrences(
                of: #""variants": [{"price": "12.50""#,
                with: #""variants": [{"price": "6.00", "selectedOptions": {"Weight": "20 g", "Pack": "Bag"}}, {"price": "12.50""#)
        let after = ids(try load(grown))
        #expect(after.count == before.count + 1)
        for (what, id) in before { #expect(after[what] == id, "\(what)") }
    }

    @Test func reorderingProductsVariantsOptionsAndValuesMovesNoID() throws {
        let before = ids(try load(Self.teaShop))
        let catalog = try #require(try JSONSerialization.jsonObject(with: Data(Self.teaShop.utf8)) as? [String: Any])
        var products = try #require(catalog["products"] as? [[String: Any]])
        products.reverse()
        var options = try #require(products[1]["options"] as? [[String: Any]])
        options.reverse()
        options[0]["values"] = ["Bag", "Tin"]
        products[1]["options"] = options
        products[1]["variants"] = Array(try #require(products[1]["variants"] as? [Any]).reversed())
        var reordered = catalog
        reordered["products"] = products
        let after = ids(try DemoCatalog.read(JSONSerialization.data(withJSONObject: reordered)))
        #expect(after == before)
    }

    @Test func aFileMayStateItsIDs() throws {
        let stated = Self.teaShop.replacingOccurrences(of: #"{"handle": "coffret","#, with: #"{"id": 42, "handle": "coffret","#)
            .replacingOccurrences(of: #"[{"price": "30.00"}]"#, with: #"[{"id": 4242, "price": "30.00"}]"#)
        let catalog = try load(stated)
        #expect(catalog.product(handle: "coffret")?.id == "gid://shopify/Product/42")
        #expect(catalog.product(handle: "coffret")?.variants[0].id == "gid://shopify/ProductVariant/4242")
        #expect(catalog.node(id: "gid://shopify/ProductVariant/4242") == .variant(product: 1, variant: 0))
    }

    @Test func twoItemsOfOneIDAreRefusedNamingBoth() throws {
        let gyokuro = try #require(try load(Self.teaShop).product(handle: "gyokuro")?.id.split(separator: "/").last)
        let clash = Self.teaShop.replacingOccurrences(of: #"{"handle": "coffret","#, with: #"{"id": \#(gyokuro), "handle": "coffret","#)
        #expect(
            throws: CatalogError(
                path: "products[1].id",
                reason: "its ID gid://shopify/Product/\(gyokuro) is also the ID of products[0] (state another \"id\" for one of them)")
        ) {
            try load(clash)
        }
        let zero = Self.teaShop.replacingOccurrences(of: #"{"handle": "coffret","#, with: #"{"id": 0, "handle": "coffret","#)
        #expect(throws: CatalogError(path: "products[1].id", reason: "0 is not an ID number from 1 to 9007199254740991 (2^53 - 1)")) {
            try load(zero)
        }
    }

    /// The built-in shoe store keeps its short IDs in file order (README's examples name them).
    @Test func theBuiltInStoreNumbersItsIDsInFileOrder() {
        let shoes = DemoHarness.shoeStore
        #expect(shoes.products[0].id == "gid://shopify/Product/1")
        #expect(shoes.products[0].variants[1].id == "gid://shopify/ProductVariant/2")
        #expect(shoes.collections[0].id == "gid://shopify/Collection/1")
    }
}
