import Foundation
import Testing

/// A catalog full of hostile text (escape sequences, C0/C1 controls, bidi overrides, zero-width
/// and combining runs, 100 KB strings, 2,048 variants (Shopify's most), no variants, free products): the
/// output stays readable, no control byte reaches the terminal, and --json stays valid JSON.
@Suite struct HostileCatalogTests {
    let shopterm = Shopterm()
    static let evil =
        "Evil\u{1b}]0;pwned\u{07}\u{1b}]52;c;SGVsbG8=\u{07}\u{1b}[2J\u{9b}31m\u{202e}esrever\u{200b}\u{200d}e\u{301}\u{301}\u{301}\u{0}tab\there"

    func writeCatalog() throws -> String {
        let evil = Self.evil
        let catalog: [String: Any] = [
            "shop": ["name": "Hostile \u{1b}[31mShop", "currencyCode": "USD"],
            "collections": [["handle": "all", "title": evil, "products": ["evil", "huge", "many", "none", "negative"]]],
            "products": [
                [
                    "handle": "evil", "title": evil, "description": evil + "\n\n" + evil, "vendor": evil, "productType": evil, "tags": [evil],
                    "options": [["name": "Size\u{1b}[1m", "values": ["9\u{07}", "10"]]],
                    "variants": [
                        ["title": "9\u{07}", "sku": evil, "price": "10.00", "selectedOptions": ["Size\u{1b}[1m": "9\u{07}"]],
                        ["title": "10", "price": "12.00", "selectedOptions": ["Size\u{1b}[1m": "10"]],
                    ],
                    "images": [["url": "https://example.com/\u{1b}[2J.jpg", "altText": evil]],
                ],
                [
                    "handle": "huge", "title": String(repeating: "H", count: 100_000), "description": String(repeating: "D ", count: 50_000),
                    "variants": [["price": "1.00"]],
                ],
                [
                    "handle": "many", "title": "Many variants", "options": [["name": "N", "values": (0..<2048).map { String($0) }]],
                    "variants": (0..<2048).map { ["price": "1.00", "selectedOptions": ["N": String($0)]] },
                ],
                ["handle": "none", "title": "No variants"],
                ["handle": "negative", "title": "Free", "variants": [["price": "0.00"]]],
            ],
        ]
        let file = shopterm.home.appendingPathComponent("hostile.json")
        try JSONSerialization.data(withJSONObject: catalog).write(to: file)
        return file.path
    }

    /// True when `text` holds nothing a terminal would act on: no C0 (but newline), DEL, C1, or bidi override.
    static func isInert(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar.value != 0x0A) || (0x7F...0x9F).contains(scalar.value)
                || [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].contains(scalar.value)
        }
    }

    @Test func tablesAndMessagesCarryNoControlBytes() async throws {
        let catalog = try writeCatalog()
        for arguments in [
            ["products", "--collection", "all"], ["collections"], ["product", "evil"], ["product", "huge"], ["product", "many"],
            ["product", "none"], ["product", "negative"], ["search", "Evil"], ["shop"], ["cart", "add", "evil", "--variant", "10"],
        ] {
            let result = try await shopterm.run(arguments + ["--catalog", catalog])
            #expect(result.status == 0, "\(arguments): \(result.stderr.debugDescription)")
            #expect(Self.isInert(result.stdout), "\(arguments)")
            #expect(Self.isInert(result.stderr), "\(arguments)")
        }
        let table = try await shopterm.run(["products", "--collection", "all", "--catalog", catalog]).stdout.split(separator: "\n")
        #expect(table.count == 6)
        #expect(table.allSatisfy { $0.count < 200 })
        // Shopify's most variants, every one read and shown.
        #expect(try await shopterm.run(["product", "many", "--catalog", catalog]).stdout.split(separator: "\n").last?.hasPrefix("2047 ") == true)
        #expect(try await shopterm.run(["product", "negative", "--catalog", catalog]).stdout.contains("$0.00"))
    }

    @Test func jsonStaysValidAndKeepsTheDataAsIs() async throws {
        let catalog = try writeCatalog()
        let result = try await shopterm.run(["product", "evil", "--json", "--catalog", catalog])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["title"] as? String == Self.evil)
        #expect(!result.stdout.contains("\u{1b}"))
    }

    @Test func invalidUnicodeEscapesAreRefusedClearly() async throws {
        let file = shopterm.home.appendingPathComponent("surrogate.json")
        try Data(#"{"shop":{"name":"x"},"products":[{"handle":"a","title":"Bad \ud800 surrogate","variants":[{"price":"1.00"}]}]}"#.utf8).write(
            to: file)
        let result = try await shopterm.run(["products", "--catalog", file.path])
        #expect(result.status == 1)
        #expect(result.stderr == "shopterm: catalog: not valid JSON at line 1, column 61: an unpaired surrogate escape (\\ud800)\n")
    }

    @Test func malformedPricesAndTextAreRefusedWithTheirPath() async throws {
        let file = shopterm.home.appendingPathComponent("bad.json")
        try Data(#"{"shop":{"name":"x"},"products":[{"handle":"a","title":"A","variants":[{"price":"1e9"}]}]}"#.utf8).write(to: file)
        let result = try await shopterm.run(["products", "--catalog", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix(#"shopterm: catalog: products[0].variants[0].price: "1e9" is not a decimal amount like "12.50""# + "\n"))
    }
}
