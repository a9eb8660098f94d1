import Foundation
import StoreKitTestSupport
import Testing

@testable import StoreKitCore

/// A picture's size no picture can have drops that size, never the product list.
@Suite struct HostileImageSizeTests {
    static func page(width: String) -> String {
        #"{"data":{"products":{"nodes":[{"id":"gid://shopify/Product/1","handle":"a","title":"A","vendor":"","productType":"","availableForSale":true,"#
            + #""priceRange":{"minVariantPrice":{"amount":"1.00","currencyCode":"USD"},"maxVariantPrice":{"amount":"1.00","currencyCode":"USD"}},"#
            + #""compareAtPriceRange":{"minVariantPrice":{"amount":"0.0","currencyCode":"USD"},"maxVariantPrice":{"amount":"0.0","currencyCode":"USD"}},"#
            + #""featuredImage":{"url":"https://x.invalid/a.jpg","altText":null,"width":\#(width),"height":400}}],"#
            + #""pageInfo":{"hasNextPage":false,"endCursor":null}}}}"#
    }

    @Test(arguments: ["1e400", "-3", "0", "\"wide\"", "12.5", "99999999999999999999"])
    func anImpossibleWidthIsDroppedNotTheList(width: String) async throws {
        let client = try Fixtures.client(ScriptedTransport([Fixtures.ok(Self.page(width: width))]))
        let items = try await client.fetch(ProductsQuery(first: 5)).products.items
        #expect(items.count == 1)
        #expect(items.first?.featuredImage?.width == nil && items.first?.featuredImage?.height == 400)
        // The same through the slow path (a type's own decoding).
        let image = try JSONDecoder().decode(ProductImage.self, from: Data(#"{"url":"u","width":\#(width),"height":400}"#.utf8))
        #expect(image.width == nil && image.height == 400)
    }
}
