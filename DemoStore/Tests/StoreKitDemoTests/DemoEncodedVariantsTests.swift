import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// The demo store's own encoder of `encodedVariantExistence`/`encodedVariantAvailability`
/// writes Shopify's documented examples, and what it writes the client reads back.
@Suite struct DemoEncodedVariantsTests {
    /// Hydrogen's documented example (Shopify/hydrogen, `optionValueDecoder.ts`), a single
    /// option's run and gap, a single option's one value, and a product with none.
    @Test(arguments: [
        (
            [[0, 0, 0], [0, 1, 0], [0, 1, 1], [1, 0, 0], [1, 0, 1], [1, 1, 1], [2, 0, 1], [2, 1, 0]], "v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,"
        ),
        ([[0], [1], [2], [3]], "v1_0-3"),
        ([[4], [0], [0]], "v1_0 4"),
        ([[0, 0], [1, 0], [2, 0]], "v1_0:0,1:0,2:0,"),
        ([[0]], "v1_0"),
        ([], ""),
    ])
    func itWritesShopifysEncoding(combinations: [[Int]], encoded: String) {
        #expect(DemoEncodedVariants.encode(combinations) == encoded)
    }

    /// Every subset of a 2×3×2 product's combinations round-trips through the client's decoder
    /// (the two are separate code: a shared mistake would have to be made twice).
    @Test func theClientReadsWhatItWrites() {
        let all = (0..<2).flatMap { a in (0..<3).flatMap { b in (0..<2).map { c in [a, b, c] } } }
        for mask in stride(from: 1, to: 1 << all.count, by: 37) {
            let subset = all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] }
            #expect(EncodedVariants.decode(DemoEncodedVariants.encode(subset)) == Set(subset))
        }
    }
}
