import Testing

@testable import StoreKitDemo

@Suite struct SearchQueryTests {
    let boot = SearchDocument(
        fields: [
            "title": ["Timberline Boot"], "product_type": ["Boots"], "tag": ["boots", "sale"],
            "variants.price": ["240.00", "250.00"], "created_at": ["2026-03-01T09:00:00Z"],
        ],
        text: ["Timberline Boot", "Full-grain leather", "Alder & Co."])

    @Test(arguments: [
        ("leather", true), ("LEATHER", true), ("sandal", false), ("product_type:Boots", true), ("product_type:Boot", false),
        ("-product_type:Boots", false), ("tag:sale AND product_type:boots", true), ("tag:sale AND product_type:sneakers", false),
        ("(tag:blue AND product_type:sneaker) OR tag:sale", true), ("NOT tag:sale", false), ("title:timber*", true),
        ("variants.price:<200", false), ("variants.price:>=250", true), ("variants.price:<=240", true),
        (#"created_at:>"2026-01-01T00:00:00Z""#, true), (#"created_at:<"2026-01-01T00:00:00Z""#, false),
        ("tag:*", true), ("-tag:*", false), ("vendor:*", false), (#""full-grain leather""#, true), ("", true),
        ("leather boot", true), ("leather OR sandal", true), ("leather sandal", false),
    ])
    func matchesTheStorefrontSyntax(_ query: String, _ expected: Bool) {
        #expect(SearchQuery.parse(query).matches(boot) == expected, "\(query)")
    }

    @Test func parsesStructure() {
        #expect(SearchQuery.parse("a OR b c") == .or(.term("a"), .and(.term("b"), .term("c"))))
        #expect(SearchQuery.parse("-tag:x") == .not(.field(name: "tag", comparison: .equal, value: "x")))
        #expect(SearchQuery.parse("price:>=5") == .field(name: "price", comparison: .greaterOrEqual, value: "5"))
        #expect(SearchQuery.parse("((a)") == .term("a"))
    }
}
