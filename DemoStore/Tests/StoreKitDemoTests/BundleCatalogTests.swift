import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// A catalog file's bundles (`products[].components`): each part an existing product other than
/// the bundle, not itself a bundle, by sku or its first variant, 1 to 99 of it; each problem a
/// line naming its path.
@Suite struct BundleCatalogTests {
    /// A shop with a shoe (two variants), a sock, and a kit of `components` (a JSON list's inside).
    static func file(_ components: String) -> String {
        """
        {"shop": {"name": "S"},
         "products": [{"handle": "shoe", "title": "Shoe", "options": [{"name": "Size", "values": ["8", "9"]}],
                       "variants": [{"price": "100.00", "sku": "SH-8", "selectedOptions": {"Size": "8"}},
                                    {"price": "100.00", "sku": "SH-9", "selectedOptions": {"Size": "9"}}]},
                      {"handle": "sock", "title": "Sock", "variants": [{"price": "5.00"}]},
                      {"handle": "kit", "title": "Kit", "variants": [{"price": "99.00"}], "components": [\(components)]},
                      {"handle": "pair-kit", "title": "Two kits", "variants": [{"price": "9.00"}], "components": [{"product": "sock"}]}]}
        """
    }

    func problems(_ components: String) -> [String] {
        do {
            _ = try DemoCatalog.read(Data(Self.file(components).utf8))
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func aBundleNamesItsPartsBySkuOrFirstVariant() throws {
        let catalog = try DemoCatalog.read(Data(Self.file(#"{"product": "shoe", "sku": "SH-9"}, {"product": "sock", "quantity": 2}"#).utf8))
        let kit = try #require(catalog.product(handle: "kit"))
        let shoe = try #require(catalog.product(handle: "shoe"))
        let sock = try #require(catalog.product(handle: "sock"))
        #expect(kit.isBundle && !shoe.isBundle)
        #expect(kit.components == [.init(variantID: shoe.variants[1].id, quantity: 1), .init(variantID: sock.variants[0].id, quantity: 2)])
        let firstVariant = try DemoCatalog.read(Data(Self.file(#"{"product": "shoe"}"#).utf8))
        #expect(firstVariant.product(handle: "kit")?.components.first?.variantID == shoe.variants[0].id)
    }

    @Test(arguments: [
        (#"{"product": "boot"}"#, #"catalog: products[2].components[0].product: no product has the handle "boot""#),
        (#"{"product": "kit"}"#, "catalog: products[2].components[0].product: a bundle cannot be a part of itself"),
        (
            #"{"product": "pair-kit"}"#,
            #"catalog: products[2].components[0].product: "pair-kit" is a bundle itself: a bundle's parts are not bundles"#
        ),
        (#"{"product": "shoe", "sku": "SH-10"}"#, #"catalog: products[2].components[0].sku: "shoe" has no variant with the sku "SH-10""#),
        (#"{"product": "sock", "quantity": 0}"#, "catalog: products[2].components[0].quantity: 0 is not from 1 to 99"),
        (#"{"sock": 1}"#, "catalog: products[2].components[0].product: required field is missing"),
        ("", "catalog: products[2].components: is empty: list the bundle's parts, or leave it out"),
        (
            #"{"product": "sock"}, {"product": "sock", "quantity": 2}"#,
            "catalog: products[2].components[1]: lists a variant an earlier part of the bundle lists: give it once, with the total quantity"
        ),
        (#"{"product": "sock", "quantity": 1.5}"#, "catalog: products[2]: has a fraction where a whole number goes (a quantity, an ID)"),
    ])
    func aBadPartIsOneLineNamingItsPath(component: String, problem: String) {
        #expect(problems(component) == [problem])
    }

    @Test func aQuantityOf99IsTheMost() {
        #expect(problems(#"{"product": "sock", "quantity": 99}"#).isEmpty)
        #expect(problems(#"{"product": "sock", "quantity": 100}"#) == ["catalog: products[2].components[0].quantity: 100 is not from 1 to 99"])
    }

    @Test func theShoeStoreSellsABundleAndAnAddOnAfterItsShoes() throws {
        let catalog = try DemoCatalog(file: ShoeStoreCatalog.file())
        #expect(catalog.products.count == ShoeStoreCatalog.defaultSize + 2)
        let kit = try #require(catalog.product(handle: "trail-starter-kit"))
        #expect(kit.components.count == 2)
        #expect(kit.id == "gid://shopify/Product/\(ShoeStoreCatalog.defaultSize + 1)")
        #expect(catalog.product(handle: "shoe-protection-plan")?.isBundle == false)
        // The parts cost more apart than together.
        let parts = kit.components.compactMap { CommerceState.merchandise($0.variantID, in: catalog)?.variant.price.amount }
        #expect(parts.reduce(0, +) > kit.variants[0].price.amount)
        #expect(ShoeStoreCatalog.file(size: 10).products.count == 10)
    }
}
