import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// What Shopify would refuse, a catalog file refuses, each problem with its JSON path, every
/// problem at once.
@Suite struct CatalogStrictTests {
    func problems(_ json: String) -> [String] {
        do {
            _ = try DemoCatalog.read(Data(json.utf8))
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    /// A product of `fields` (a JSON object's inside) in a shop of `shop`.
    func product(_ fields: String, shop: String = #""name": "S""#) -> String {
        #"{"shop": {\#(shop)}, "products": [{"handle": "a", "title": "A", \#(fields)}]}"#
    }

    @Test(arguments: [
        (#"{"shop": {"name": "S"}, "products": [],}"#, #"not valid JSON at line 1, column 39: a comma before "}" (JSON allows no trailing comma)"#),
        (#"{"shop": {"name": "S"}, "products": [1,]}"#, #"not valid JSON at line 1, column 39: a comma before "]" (JSON allows no trailing comma)"#),
        (
            "{\"shop\": {\"name\": \"S\"}, // the shop\n\"products\": []}",
            "not valid JSON at line 1, column 25: a key in double quotes was expected, found a comment (JSON has none)"
        ),
        (
            #"{"shop": {"name": 'S'}, "products": []}"#,
            "not valid JSON at line 1, column 19: a value was expected, found a single quote (JSON strings take \")"
        ),
        (
            #"{"shop": {"name": "S"}, "products": [], "x": NaN}"#,
            "not valid JSON at line 1, column 46: a value was expected, found a bare word (strings take \"double quotes\")"
        ),
        (#"{"shop": {"name": "S"}, "products": [], "x": 01}"#, "not valid JSON at line 1, column 47: a number with a leading zero"),
        (
            "{\"shop\": {\"name\": \"S\tT\"}, \"products\": []}",
            "not valid JSON at line 1, column 21: a control character inside a string (write it as an escape such as \\n)"
        ),
        (#"{"shop": {"name": "S"}, "products": []} {}"#, "not valid JSON at line 1, column 41: more text after the JSON value"),
        ("", "not valid JSON at line 1, column 1: the file is empty"),
        ("[]", "must be a JSON object ({ \"shop\": …, \"products\": … })"),
        (#"{"shop": {"name": "S", "name": "T"}, "products": []}"#, #"shop.name: the key "name" is given twice in this object at line 1, column 24"#),
    ])
    func onlyStrictJSONIsRead(_ json: String, _ problem: String) {
        #expect(problems(json) == ["catalog: " + problem])
    }

    @Test(arguments: [
        (
            #"{"shop": {"name": " ", "currencyCode": "CHX"}, "products": []}"#,
            [
                "shop.name: must not be empty",
                #"shop.currencyCode: "CHX" is not a currency code Shopify knows (ISO 4217, e.g. USD, EUR, JPY)"#,
            ]
        ),
        (
            #"{"shop": {"name": "S", "countryCode": "XX", "moneyFormat": "€ amount"}, "products": []}"#,
            [
                #"shop.countryCode: "XX" is no country's code (ISO 3166-1, e.g. US, CA, DE)"#,
                #"shop.moneyFormat: "€ amount" has no amount placeholder such as {{amount}} or {{amount_with_comma_separator}}"#,
            ]
        ),
        (
            #"{"shop": {"name": "S"}, "products": [], "markets": [{"country": "CA", "currency": "CAX", "rate": "1.3", "languages": ["XY"]}]}"#,
            [
                #"markets[0].currency: "CAX" is not a currency code Shopify knows (ISO 4217, e.g. USD, EUR, JPY)"#,
                #"markets[0].languages[0]: "XY" is not a language code Shopify knows (ISO 639-1, e.g. EN, FR, PT_BR)"#,
            ]
        ),
    ])
    func theShopsCodesAreTheSchemasEnums(_ json: String, _ expected: [String]) {
        #expect(problems(json) == expected.map { "catalog: " + $0 })
    }

    @Test(arguments: [
        (
            #""createdAt": "gestern", "variants": [{"price": "1.00"}]"#,
            [#"products[0].createdAt: "gestern" is not an ISO 8601 date and time like "2026-03-01T09:00:00Z""#]
        ),
        (
            #""options": [{"name": "Size", "values": ["S", "M", "L"]}], "variants": [{"price": "1.00", "selectedOptions": {"Size": "S"}}]"#,
            [
                #"products[0].options[0].values[1]: no variant has "M" (Shopify keeps only the values of variants)"#,
                #"products[0].options[0].values[2]: no variant has "L" (Shopify keeps only the values of variants)"#,
            ]
        ),
        (
            #""variants": [{"price": "10.00", "compareAtPrice": "10.00"}]"#,
            [#"products[0].variants[0].compareAtPrice: "10.00" is not above the price "10.00""#]
        ),
        (
            #""variants": [{"price": "1.00"}], "images": [{"url": "cap.jpg", "width": 0}]"#,
            [
                #"products[0].images[0].url: "cap.jpg" is not an https:// URL (or a path such as /images/cap.png)"#,
                "products[0].images[0].width: 0 is not a positive number of pixels",
            ]
        ),
        (
            #""tags": [""], "variants": [{"title": "", "price": "1.00"}]"#,
            ["products[0].tags[0]: must not be empty", "products[0].variants[0].title: must not be empty"]
        ),
        (
            #""options": [{"name": "A", "values": ["1"]}, {"name": "B", "values": ["1"]}, {"name": "C", "values": ["1"]}, {"name": "D", "values": ["1"]}], "variants": [{"price": "1.00", "selectedOptions": {"A": "1", "B": "1", "C": "1", "D": "1"}}]"#,
            ["products[0].options: a product has at most 3 options"]
        ),
        (
            #""options": [{"name": "Size", "values": ["S", "S"]}], "variants": [{"price": "1.00", "selectedOptions": {"Size": "S"}}]"#,
            [#"products[0].options[0].values[1]: "S" is another value of the option"#]
        ),
        (
            #""variants": [{"price": "-1.00", "quantityAvailable": -2}]"#,
            [#"products[0].variants[0].price: "-1.00" is negative"#, "products[0].variants[0].quantityAvailable: -2 is negative"]
        ),
    ])
    func aProductIsCheckedAsShopifyWould(_ fields: String, _ expected: [String]) {
        #expect(problems(product(fields)) == expected.map { "catalog: " + $0 })
    }

    @Test func aProductHasAtMost2048Variants() {
        let variants = (0...2048).map { #"{"price": "1.00", "selectedOptions": {"N": "\#($0)"}}"# }.joined(separator: ",")
        let values = (0...2048).map { #""\#($0)""# }.joined(separator: ",")
        #expect(
            problems(product(#""options": [{"name": "N", "values": [\#(values)]}], "variants": [\#(variants)]"#)) == [
                "catalog: products[0].variants: a product has at most 2048 variants (it has 2049)"
            ])
    }

    /// Every problem is told, not the first only: in the structure (each part decoded on its own)
    /// and in the content.
    @Test func everyProblemIsTold() {
        let structure =
            #"{"shop": {"name": "S"}, "products": [{"handle": "a"}, {"handle": "b", "title": "B", "varaints": []}, {"handle": "c", "title": 3}], "extra": 1}"#
        #expect(
            problems(structure) == [
                "catalog: products[0].title: required field is missing",
                "catalog: products[1].varaints: unknown field (see docs/catalog-format.md)",
                "catalog: products[2].title: must be a string",
                "catalog: extra: unknown field (see docs/catalog-format.md)",
            ])
        let content =
            #"{"shop": {"name": "", "currencyCode": "CHX"}, "products": [{"handle": "a", "title": "A", "variants": [{"price": "1,50"}]}, {"handle": "a", "title": "A2"}], "collections": [{"handle": "c", "title": "C", "products": ["zz"]}]}"#
        #expect(
            problems(content) == [
                "catalog: shop.name: must not be empty",
                #"catalog: shop.currencyCode: "CHX" is not a currency code Shopify knows (ISO 4217, e.g. USD, EUR, JPY)"#,
                #"catalog: products[0].variants[0].price: "1,50" is not a decimal amount like "12.50""#,
                #"catalog: products[1].handle: "a" is used by another product"#,
                #"catalog: collections[0].products[0]: no product has the handle "zz""#,
            ])
    }

    /// The codes a catalog is checked against are the schema's own enums.
    @Test func theSchemasEnumsAreRead() {
        #expect(SchemaEnum.countryCodes == StorefrontCodes.countries)
        #expect(SchemaEnum.languageCodes == StorefrontCodes.languages)
        #expect(SchemaEnum.currencyCodes.isSuperset(of: ["USD", "EUR", "JPY", "KWD", "CHF"]) && !SchemaEnum.currencyCodes.contains("CHX"))
    }
}
