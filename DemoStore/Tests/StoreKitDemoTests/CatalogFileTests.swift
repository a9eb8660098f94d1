import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

@Suite struct CatalogFileTests {
    func load(_ json: String) throws(CatalogError) -> DemoCatalog {
        try DemoCatalog(file: try CatalogFile.decode(Data(json.utf8)))
    }

    static let minimal = #"""
        {"shop":{"name":"Hats","description":"Hats.","currencyCode":"EUR"},
         "collections":[{"handle":"all","title":"All","description":"","products":["cap"]}],
         "products":[{"handle":"cap","title":"Cap","description":"A cap","vendor":"V","productType":"Hat","tags":["a"],
           "options":[{"name":"Size","values":["S","M"]}],
           "variants":[{"title":"S","sku":"C-S","price":"10.00","compareAtPrice":"12.00","availableForSale":true,"selectedOptions":{"Size":"S"}},
                       {"title":"M","sku":"C-M","price":"11.50","compareAtPrice":null,"availableForSale":false,"selectedOptions":{"Size":"M"}}],
           "images":[{"url":"https://example.com/cap.jpg","altText":"Cap"}]}]}
        """#

    @Test func loadsTheDocumentedFormat() throws {
        let catalog = try load(Self.minimal)
        #expect(catalog.shop.currencyCode == "EUR")
        #expect(catalog.products[0].variants[1].price == DemoMoney(amount: "11.50", currencyCode: "EUR"))
        #expect(catalog.products[0].variants[0].compareAtPrice == DemoMoney(amount: "12", currencyCode: "EUR"))
        #expect(catalog.collection(handle: "all")?.productIndices == [0])
        #expect(catalog.node(id: catalog.products[0].variants[1].id) == .variant(product: 0, variant: 1))
    }

    @Test(arguments: [
        (#"{"shop":{"name":"x"},"products":[{"handle":"a"}]}"#, "catalog: products[0].title: required field is missing"),
        (
            #"{"shop":{"name":"x"},"products":[{"handle":"a","title":"A","variants":[{"price":10}]}]}"#,
            "catalog: products[0].variants[0].price: must be a string"
        ),
        (
            #"{"shop":{"name":"x"},"products":[{"handle":"a","title":"A","variants":[{"price":"ten"}]}]}"#,
            #"catalog: products[0].variants[0].price: "ten" is not a decimal amount like "12.50""#
        ),
        (
            #"{"shop":{"name":"x"},"collections":[{"handle":"c","title":"C","products":["nope"]}],"products":[]}"#,
            #"catalog: collections[0].products[0]: no product has the handle "nope""#
        ),
        (
            #"{"shop":{"name":"x"},"products":[{"handle":"a","title":"A"},{"handle":"a","title":"B"}]}"#,
            #"catalog: products[1].handle: "a" is used by another product"#
        ),
        (
            #"{"shop":{"name":"x"},"products":[{"handle":"a","title":"A","options":[{"name":"Size","values":["S","XL"]}],"variants":[{"price":"1","selectedOptions":{"Size":"XXL"}},{"price":"1","selectedOptions":{"Size":"S"}},{"price":"1","selectedOptions":{"Size":"XL"}}]}]}"#,
            #"catalog: products[0].variants[0].selectedOptions.Size: "XXL" is not one of the option's values"#
        ),
        (
            #"{"shop":{"name":"x"},"products":[{"handle":"a","title":"A","variants":[{"price":"1","selectedOptions":{"Colour":"Red"}}]}]}"#,
            #"catalog: products[0].variants[0].selectedOptions.Colour: the product has no option "Colour""#
        ),
        (#"{"shop":{"name":"x"},"products":"#, "catalog: not valid JSON at line 1, column 33: a value was expected, found the file ends"),
        (
            "{\n  \"shop\": {\"name\": \"x\"},\n  \"products\": [}\n}",
            #"catalog: not valid JSON at line 3, column 16: a value was expected, found "}" here"#
        ),
        (#"{"products":[]}"#, "catalog: shop: required field is missing"),
        // A typo is refused, not ignored (it would make a product without variants).
        (
            #"{"shop":{"name":"x"},"products":[{"handle":"a","title":"A","varaints":[{"price":"1"}]}]}"#,
            "catalog: products[0].varaints: unknown field (see docs/catalog-format.md)"
        ),
        (#"{"shop":{"name":"x","currency":"EUR"},"products":[]}"#, "catalog: shop.currency: unknown field (see docs/catalog-format.md)"),
        (
            #"{"shop":{"name":"x"},"products":[{"handle":"a","title":"A","variants":[{"price":"-4.00"}]}]}"#,
            #"catalog: products[0].variants[0].price: "-4.00" is negative"#
        ),
        (
            #"{"shop":{"name":"x"},"products":[{"handle":"a","title":"A","variants":[{"price":"4","quantityAvailable":-1}]}]}"#,
            "catalog: products[0].variants[0].quantityAvailable: -1 is negative"
        ),
        (
            #"{"shop":{"name":"x"},"products":[{"handle":"a","title":"A","options":[{"name":"Size","values":["S"]}],"variants":[{"price":"1","selectedOptions":{"Size":"S"}},{"price":"2","selectedOptions":{"Size":"S"}}]}]}"#,
            "catalog: products[0].variants[1].selectedOptions: the same options as variants[0]"
        ),
        (
            #"{"shop":{"name":"x"},"products":[{"handle":"a","title":"A","variants":[{"price":"1"},{"price":"2"}]}]}"#,
            "catalog: products[0].variants[1].selectedOptions: a product without options has one variant (variants[0])"
        ),
        (
            #"{"shop":{"name":"x"},"collections":[{"handle":"c","title":"C","products":["a","a"]}],"products":[{"handle":"a","title":"A"}]}"#,
            #"catalog: collections[0].products[1]: "a" is in the collection already"#
        ),
        (
            #"{"shop":{"name":"x"},"products":[{"handle":"blue cap!","title":"A"}]}"#,
            #"catalog: products[0].handle: "blue cap!" is not a handle: letters, digits, - and _ only (like "blue-cap")"#
        ),
    ])
    func malformedCatalogsNameTheJSONPath(_ json: String, _ message: String) {
        do {
            _ = try load(json)
            Issue.record("loaded a bad catalog")
        } catch {
            #expect(error.description == message)
        }
    }
}
