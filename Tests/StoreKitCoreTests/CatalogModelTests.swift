import Foundation
import Testing

@testable import StoreKitCore

@Suite struct CatalogModelTests {
    static let productJSON = #"""
        {"id":"gid://shopify/Product/1","handle":"runner","title":"Runner","vendor":"K","productType":"Running","availableForSale":true,
         "priceRange":{"minVariantPrice":{"amount":"100.0","currencyCode":"USD"},"maxVariantPrice":{"amount":"120.0","currencyCode":"USD"}},
         "compareAtPriceRange":{"maxVariantPrice":{"amount":"150.0","currencyCode":"USD"}},"featuredImage":null,
         "description":"Fast.","tags":["sale"],"options":[{"name":"Size","values":["9","10"]}],"images":{"nodes":[]},
         "variants":{"nodes":[
           {"id":"gid://shopify/ProductVariant/1","title":"9","sku":null,"availableForSale":true,"price":{"amount":"100.0","currencyCode":"USD"},
            "compareAtPrice":null,"selectedOptions":[{"name":"Size","value":"9"}],"image":null},
           {"id":"gid://shopify/ProductVariant/2","title":"10","sku":"S10","availableForSale":false,"price":{"amount":"120.0","currencyCode":"USD"},
            "compareAtPrice":{"amount":"150.0","currencyCode":"USD"},"selectedOptions":[{"name":"Size","value":"10"}],"image":null}],
          "pageInfo":{"hasNextPage":false,"endCursor":"x"}}}
        """#

    @Test func productDecodesFromTheDocumentsShape() throws {
        let product = try JSONDecoder().decode(Product.self, from: Data(Self.productJSON.utf8))
        #expect(product.summary.minPrice == Money(amount: "100", currencyCode: "USD"))
        #expect(product.summary.isOnSale)
        #expect(product.variants.count == 2)
        #expect(product.variant(matching: ["Size": "10"])?.sku == "S10")
        #expect(product.variant(matching: ["Size": "11"]) == nil)
    }

    @Test func zeroCompareAtMeansNone() throws {
        let json = Self.productJSON.replacingOccurrences(
            of: #""compareAtPriceRange":{"maxVariantPrice":{"amount":"150.0""#,
            with: #""compareAtPriceRange":{"maxVariantPrice":{"amount":"0.0""#)
        let product = try JSONDecoder().decode(Product.self, from: Data(json.utf8))
        #expect(product.summary.compareAtPrice == nil)
        #expect(!product.summary.isOnSale)
    }

    @Test func pagesEncodeAsItemsAndPageInfo() throws {
        let page = Page(items: ["a", "b"], hasNextPage: true, endCursor: "c2")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(page), as: UTF8.self) == #"{"items":["a","b"],"pageInfo":{"endCursor":"c2","hasNextPage":true}}"#)
    }
}
