import Foundation
import Testing

@testable import StoreKitCore

@Suite struct MoneyTests {
    @Test func parsesDecimalStringsExactly() throws {
        let money = try #require(Money(amount: "19.99", currencyCode: "USD"))
        #expect(money.amount == Decimal(string: "19.99"))
        #expect(money.amount * 3 == Decimal(string: "59.97"))
        #expect(Money(amount: "0.1", currencyCode: "USD")!.amount + Money(amount: "0.2", currencyCode: "USD")!.amount == Decimal(string: "0.3"))
    }

    @Test(arguments: ["1e9", "abc", "", "1,50", "1.", ".5", "--1", "NaN", "12 000"])
    func refusesNonDecimals(_ text: String) { #expect(Money(amount: text, currencyCode: "USD") == nil) }

    @Test func plainAmountHasTwoDecimals() {
        #expect(Money(amount: "12", currencyCode: "USD")!.plainAmount == "12.00")
        #expect(Money(amount: "12.5", currencyCode: "USD")!.plainAmount == "12.50")
        #expect(Money(amount: "0.125", currencyCode: "USD")!.plainAmount == "0.125")
    }

    /// `--json` writes every amount in its currency's minor unit (issue 41): JPY none, KWD and
    /// BHD three digits, CLF four; a finer amount the store stated keeps every digit.
    @Test func plainAmountHasItsCurrencysDigits() throws {
        let cases: [(String, String, String)] = [
            ("899.00", "JPY", "899"), ("899", "KRW", "899"), ("3.39", "KWD", "3.390"), ("0", "KWD", "0.000"),
            ("12", "BHD", "12.000"), ("1.5", "CLF", "1.5000"), ("0.5", "JPY", "0.5"), ("3.4835", "KWD", "3.4835"),
            ("7", "EUR", "7.00"),
        ]
        for (amount, currency, plain) in cases {
            let money = try #require(Money(amount: amount, currencyCode: currency))
            #expect(money.plainAmount == plain, "\(amount) \(currency)")
            let json = try #require(String(data: try JSONEncoder().encode(money), encoding: .utf8))
            #expect(json.contains("\"amount\":\"\(plain)\""), "\(json)")
        }
    }

    @Test func formatsForTheBuyersLocale() {
        let price = Money(amount: "1234.5", currencyCode: "EUR")!
        #expect(price.formatted(locale: "en_US") == "€1,234.50")
        #expect(price.formatted(locale: "de_DE") == "1.234,50\u{a0}€")
        #expect(Money(amount: "1500", currencyCode: "JPY")!.formatted(locale: "ja_JP") == "¥1,500")
    }

    /// A market's currency is written in the market's locale (its country and language, CLDR
    /// through Foundation), the shop's own in its money format (issue 41, point 8).
    @Test func aMarketsCurrencyFollowsTheMarketsLocale() {
        #expect(MoneyStyle.locale(country: "DE", language: "DE") == "de_DE@numbers=latn")
        #expect(MoneyStyle.locale(country: "SE", language: nil) == "sv_SE@numbers=latn")
        #expect(MoneyStyle.locale(country: "BR", language: "PT_BR") == "pt_BR@numbers=latn")
        let shop = "CHF {{amount_with_apostrophe_separator}}"
        let germany = MoneyStyle(locale: "en_US", shopFormat: shop, shopCurrency: "CHF", marketLocale: "de_DE")
        #expect(Money(amount: "297.53", currencyCode: "EUR")!.formatted(germany) == "297,53\u{a0}€")
        #expect(Money(amount: "3288", currencyCode: "CHF")!.formatted(germany) == "CHF 3'288.00")
        let sweden = MoneyStyle(locale: "en_US", shopFormat: shop, shopCurrency: "CHF", marketLocale: MarketChoice(country: "SE").moneyLocale)
        #expect(Money(amount: "3331.9", currencyCode: "SEK")!.formatted(sweden) == "3\u{a0}331,90\u{a0}kr")
        // No market chosen: the buyer's own locale.
        #expect(Money(amount: "297.53", currencyCode: "EUR")!.formatted(MoneyStyle(locale: "en_US")) == "€297.53")
    }

    /// Found by an outside walk: a market's locale is for the market's currency only, its digits
    /// are Latin and no direction mark is written; the shop's format keeps the currency's minor
    /// unit (KWD: three digits).
    @Test func aMarketsLocaleIsForItsCurrencyOnly() {
        let germany = MoneyStyle(
            locale: "en_US", shopFormat: "kr {{amount_with_comma_separator}}", shopCurrency: "NOK",
            marketLocale: MarketChoice(country: "DE").moneyLocale)
        // A checkout to the USA from the German market: dollars as the buyer writes them, not "58,92 $".
        #expect(Money(amount: "58.92", currencyCode: "USD")!.formatted(germany) == "$58.92")
        #expect(Money(amount: "297.53", currencyCode: "EUR")!.formatted(germany) == "297,53\u{a0}€")
        let kuwait = MoneyStyle(
            locale: "en_US", shopFormat: "{{amount}} KD", shopCurrency: "KWD", marketLocale: MarketChoice(country: "KW").moneyLocale)
        #expect(Money(amount: "13492", currencyCode: "JPY")!.formatted(kuwait) == "¥13,492")
        let dinars = Money(amount: "27.5", currencyCode: "KWD")!
        #expect(dinars.formatted(kuwait) == "27.500 KD")
        #expect(Money(amount: "0", currencyCode: "KWD")!.formatted(kuwait) == "0.000 KD")
        let arabic = MoneyStyle(locale: "en_US", marketLocale: MarketChoice(country: "KW", language: "AR").moneyLocale)
        let written = dinars.formatted(arabic)
        #expect(
            written.unicodeScalars.allSatisfy { !(0x200E...0x200F).contains($0.value) && !(0x0660...0x0669).contains($0.value) },
            "\(written.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(written.contains("27") && written.contains("500"), "\(written)")
    }

    @Test func codableRoundTripKeepsTheAmountAsAString() throws {
        let data = try JSONEncoder().encode(Money(amount: "9.90", currencyCode: "CAD")!)
        #expect(String(decoding: data, as: UTF8.self).contains(#""amount":"9.90""#))
        #expect(try JSONDecoder().decode(Money.self, from: data) == Money(amount: "9.9", currencyCode: "CAD"))
    }
}

@Suite struct IdentifierTests {
    @Test func globalIDsAreTypedAndParsed() {
        let id: ProductSummary.ID = "gid://shopify/Product/42"
        #expect(id.resourceType == "Product")
        #expect(ProductVariant.ID("gid://shopify/ProductVariant/1").resourceType == "ProductVariant")
        #expect(isGlobalID("gid://shopify/Collection/1"))
        #expect(!isGlobalID("swift-runner"))
        #expect(ProductQuery.Reference("gid://shopify/Product/1") == .id("gid://shopify/Product/1"))
        #expect(ProductQuery.Reference("swift-runner") == .handle("swift-runner"))
    }
}

@Suite struct DocumentTests {
    @Test func fragmentsAreIncludedOnceWithTheirDependencies() {
        let text = ProductQuery.document.text
        for name in ["ProductDetailFields", "ProductSummaryFields", "VariantFields", "MoneyFields", "ImageFields", "PageInfoFields"] {
            #expect(text.components(separatedBy: "fragment \(name) on").count == 2, "\(name)")
        }
    }

    @Test func everySpreadFragmentIsDefinedAndEveryDefinitionUsed() throws {
        let spread = try Regex(#"\.\.\.([A-Za-z]+)"#)
        let defined = try Regex(#"fragment ([A-Za-z]+) on"#)
        for entry in OperationManifest.entries {
            let uses = Set(entry.document.matches(of: spread).map { String($0.output[1].substring!) })
            let definitions = Set(entry.document.matches(of: defined).map { String($0.output[1].substring!) })
            #expect(uses == definitions, "\(entry.name)")
        }
    }

    @Test func manifestNamesMatchTheDocuments() {
        for operation in OperationManifest.operations {
            let keyword = operation.kind == .query ? "query" : "mutation"
            #expect(operation.document.operation.contains("\(keyword) \(operation.operationName)("), "\(operation.operationName)")
        }
        #expect(Set(OperationManifest.entries.map(\.name)).count == OperationManifest.entries.count)
    }
}

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

/// Commands shopterm suggests paste into a shell as they are printed.
@Suite struct ShellWordTests {
    @Test func wordsAreQuotedOnlyWhenTheShellWouldChangeThem() {
        #expect(ShellWord.quoted("ada@example.com") == "ada@example.com")
        #expect(ShellWord.quoted("swift-runner") == "swift-runner")
        #expect(ShellWord.quoted("9 / White") == "'9 / White'")
        #expect(ShellWord.quoted("it's") == #"'it'\''s'"#)
        #expect(ShellWord.quoted("$(rm -rf ~)") == "'$(rm -rf ~)'")
        #expect(ShellWord.quoted("") == "''")
    }
}

/// Queries a store could only misread are said back before they are sent.
@Suite struct SearchSyntaxTests {
    @Test(arguments: [
        "boot", "title:swift*", "product_type:Boots AND variants.price:<200", "-tag:sale", "(vendor:Kestrel OR tag:sale) AND boot",
        "title:\"Café Loafer\"", "NOT tag:sale",
    ])
    func wellFormedQueriesPass(_ query: String) {
        #expect(SearchSyntax.problem(in: query) == nil)
    }

    @Test(arguments: [
        ("", "the query is empty; type what to look for"), ("   ", "the query is empty; type what to look for"),
        ("title:(boot", "the query has a parenthesis that is never closed"),
        ("boot)", "the query closes a parenthesis it never opened"),
        ("title:\"boot", "the query has a quote (\") that is never closed"),
        ("AND boot", "the query starts with AND: put a term before it"),
        ("boot OR", "the query ends with OR: put a term after it"),
        ("boot AND OR shoe", "the query has AND OR: put a term between them"),
        ("title:", "the query's title: has no value (e.g. title:boot)"),
    ])
    func malformedQueriesAreSaid(_ query: String, _ problem: String) {
        #expect(SearchSyntax.problem(in: query) == problem)
    }
}

/// Shops write prices in their own money format; shopterm follows it.
@Suite struct MoneyFormatTests {
    @Test(arguments: [
        ("${{amount}}", "1234.5", "$1,234.50"), ("{{amount_with_comma_separator}} €", "1234.5", "1.234,50 €"),
        ("{{ amount_no_decimals }} kr", "1234", "1,234 kr"), ("<span class=money>&pound;{{amount}}</span>", "7", "£7.00"),
        // An amount finer than the format keeps its digits: shown is charged.
        ("{{ amount_no_decimals }} kr", "1234.5", "1,234.5 kr"),
        ("CHF {{amount_with_apostrophe_separator}}", "1234567.891", "CHF 1'234'567.891"),
        ("{{amount_with_space_separator}} zł", "999.9", "999,90 zł"), ("${{amount}}", "-5", "-$5.00"),
        ("{{amount_no_decimals_with_comma_separator}} ₫", "1500000", "1.500.000 ₫"),
    ])
    func pricesFollowTheShopsFormat(_ format: String, _ amount: String, _ written: String) {
        #expect(MoneyFormat(format).format(Decimal(string: amount)!) == written)
    }

    @Test func anUnknownFormatFallsBackToTheBuyersLocale() {
        #expect(MoneyFormat("{{price}}").format(1) == nil)
        let style = MoneyStyle(locale: "en_US", shopFormat: "{{price}}", shopCurrency: "USD")
        #expect(Money(amount: 5, currencyCode: "USD").formatted(style) == "$5.00")
        let eur = MoneyStyle(locale: "en_US", shopFormat: "{{amount_with_comma_separator}} €", shopCurrency: "EUR")
        #expect(Money(amount: 5, currencyCode: "EUR").formatted(eur) == "5,00 €")
        #expect(Money(amount: 5, currencyCode: "USD").formatted(eur) == "$5.00")
    }
}
