import Foundation
import Testing

@testable import StoreKitCore

/// The one-pass JSON tape and its decoder: the same verdicts as Foundation on valid and
/// invalid documents, the same values as `JSONDecoder`, and the fast paths for product pages
/// equal to the Codable path (or stepping aside so that it reports the problem).
@Suite struct TapeDecoderTests {
    static let validDocuments = [
        #"{}"#, #"[]"#, #" { "a" : [ 1 , -2.5e3 , true , false , null , "x" ] } "#, #""caf\u00e9 \ud83d\udc5f \n\t\"\\\/""#,
        #"0"#, #"-0.0"#, #"1E+2"#, #"{"a":{"b":{"c":[[[]]]}}}"#, "\"日本語 🌸\"", #"{"dup":1,"dup":2}"#,
    ]
    static let invalidDocuments = [
        "", " ", #"{"a":1,}"#, #"[1,]"#, #"01"#, #"1."#, #".5"#, #"{'a':1}"#, #"{"a" 1}"#, #"[1 2]"#, #"tru"#, #""abc"#,
        "\"tab\there\"", #""\x""#, #""\u12""#, #""\ud800""#, #""\udc00 alone""#, #"{"a":1} x"#, #"NaN"#, #"[1]]"#,
    ]

    @Test(arguments: validDocuments)
    func validDocumentsParseAsFoundationReadsThem(_ text: String) throws {
        let data = Data(text.utf8)
        #expect(throws: Never.self) { try JSONTape(data) }
        let ours = try TapeDecoder.decode(JSONValueOrNumber.self, from: data)
        let foundation = try JSONDecoder().decode(JSONValueOrNumber.self, from: data)
        #expect(ours == foundation)
    }

    @Test(arguments: invalidDocuments)
    func invalidDocumentsAreRefused(_ text: String) {
        #expect(throws: JSONTape.SyntaxError.self) { try JSONTape(Data(text.utf8)) }
    }

    @Test func invalidUTF8AndDeepNestingAreRefused() {
        #expect(throws: JSONTape.SyntaxError.self) { try JSONTape(Data([0x22, 0xFF, 0xFE, 0x22])) }
        #expect(throws: JSONTape.SyntaxError.self) {
            try JSONTape(Data((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8))
        }
        #expect(throws: Never.self) { try JSONTape(Data((String(repeating: "[", count: 500) + String(repeating: "]", count: 500)).utf8)) }
    }

    static let page = #"""
        {"nodes":[
          {"id":"gid://shopify/Product/1","handle":"a","title":"Caf\u00e9 \"Runner\"","vendor":"K","productType":"Running","availableForSale":true,
           "priceRange":{"minVariantPrice":{"amount":"120.0","currencyCode":"USD"},"maxVariantPrice":{"amount":"130.50","currencyCode":"USD"}},
           "compareAtPriceRange":{"maxVariantPrice":{"amount":"0.0","currencyCode":"USD"}},"featuredImage":null},
          {"id":"gid://shopify/Product/2","handle":"b","title":"日本語 🌸","vendor":"K","productType":"","availableForSale":false,"extra":[1,{"x":null}],
           "priceRange":{"minVariantPrice":{"amount":"5","currencyCode":"EUR"},"maxVariantPrice":{"amount":"5","currencyCode":"EUR"}},
           "compareAtPriceRange":{"maxVariantPrice":{"amount":"9.99","currencyCode":"EUR"}},
           "featuredImage":{"url":"https://x/y.jpg","altText":null,"width":800,"height":null}},
          {"title":"first wins","id":"gid://shopify/Product/3","handle":"c","title":"second","vendor":"K","productType":"T","availableForSale":true,
           "priceRange":{"minVariantPrice":{"amount":"1","currencyCode":"USD"},"maxVariantPrice":{"amount":"2","currencyCode":"USD"}}}
        ],"pageInfo":{"hasNextPage":true,"endCursor":"c3"}}
        """#

    @Test func theFastPathEqualsTheCodablePathAndFoundation() throws {
        // Without the third product (a repeated key, where the fast path steps aside).
        let cut = Self.page.range(of: ",\n  {\"title\":\"first wins\"")!.lowerBound
        let data = Data((String(Self.page[..<cut]) + "\n],\"pageInfo\":{\"hasNextPage\":true,\"endCursor\":\"c3\"}}").utf8)
        let tape = try JSONTape(data)
        let nodes = try #require(tape.member("nodes", of: 0))
        let fast = try #require([ProductSummary].fastDecode(tape, nodes))
        let codable = try [ProductSummary](from: TapeDecoder(tape: tape, index: nodes))
        let foundation = try JSONDecoder().decode(Page<ProductSummary>.self, from: data).items
        #expect(fast == codable)
        #expect(fast == foundation)
        #expect(fast.map(\.title) == ["Café \"Runner\"", "日本語 🌸"])
        #expect(fast[0].compareAtPrice == nil)
        #expect(fast[1].featuredImage == ProductImage(url: "https://x/y.jpg", altText: nil, width: 800, height: nil))
    }

    @Test func aRepeatedKeyGoesToTheCodablePathWhereTheFirstOneCounts() throws {
        let data = Data(Self.page.utf8)
        let tape = try JSONTape(data)
        #expect([ProductSummary].fastDecode(tape, try #require(tape.member("nodes", of: 0))) == nil)
        let ours = try TapeDecoder.decode(Page<ProductSummary>.self, from: data).items
        #expect(ours == (try JSONDecoder().decode(Page<ProductSummary>.self, from: data).items))
        #expect(ours.last?.title == "first wins")
    }

    @Test(arguments: [
        (#""title":"Caf\u00e9 \"Runner\"""#, #""title":7"#, "title"),
        (#""availableForSale":true"#, #""availableForSale":"yes""#, "availableForSale"),
        (#""amount":"120.0""#, #""amount":"12,0""#, "amount"),
        (#""handle":"a","#, "", "handle"),
    ])
    func aBadProductIsReportedWithItsPathByTheCodablePath(_ good: String, _ bad: String, _ field: String) throws {
        let data = Data(Self.page.replacingOccurrences(of: good, with: bad).utf8)
        let tape = try JSONTape(data)
        #expect([ProductSummary].fastDecode(tape, try #require(tape.member("nodes", of: 0))) == nil)
        do {
            _ = try TapeDecoder.decode(Page<ProductSummary>.self, from: data)
            Issue.record("decoded a bad product")
        } catch let error as DecodingError {
            let path: [any CodingKey]
            switch error {
            case .keyNotFound(let key, let context): path = context.codingPath + [key]
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): path = context.codingPath
            @unknown default: path = []
            }
            #expect(path.first?.stringValue == "nodes")
            #expect(path.dropFirst().first?.intValue == 0)
            #expect(path.last?.stringValue == field)
        }
    }

    @Test func integersOverflowAndDecimalsAreChecked() throws {
        struct Numbers: Decodable, Equatable {
            var small: Int
            var big: Int?
            var price: Decimal
        }
        let good = try TapeDecoder.decode(Numbers.self, from: Data(#"{"small":-42,"price":12.5}"#.utf8))
        #expect(good == Numbers(small: -42, big: nil, price: Decimal(string: "12.5")!))
        #expect(throws: DecodingError.self) { try TapeDecoder.decode(Numbers.self, from: Data(#"{"small":99999999999999999999,"price":1}"#.utf8)) }
        #expect(throws: DecodingError.self) { try TapeDecoder.decode(Numbers.self, from: Data(#"{"small":1.5,"price":1}"#.utf8)) }
        #expect(Money.parseDecimal(" 12.50 ") == Decimal(string: "12.5"))
        #expect(Money.parseDecimal("-0.01") == Decimal(string: "-0.01"))
        #expect(Money.parseDecimal("12345678901234567890.12") == Decimal(string: "12345678901234567890.12"))
        for bad in ["", ".5", "5.", "1.2.3", "1e3", "1,5", "--1", "12 3", String(repeating: "9", count: 31)] {
            #expect(Money.parseDecimal(bad) == nil, "\(bad)")
        }
    }
}

/// Any JSON value, numbers kept as Double, for comparing decoders.
private enum JSONValueOrNumber: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValueOrNumber])
    case object([String: JSONValueOrNumber])

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
            return
        }
        if let value = try? single.decode(Bool.self) {
            self = .bool(value)
            return
        }
        if let value = try? single.decode(Double.self) {
            self = .number(value)
            return
        }
        if let value = try? single.decode(String.self) {
            self = .string(value)
            return
        }
        if let value = try? single.decode([JSONValueOrNumber].self) {
            self = .array(value)
            return
        }
        self = .object(try single.decode([String: JSONValueOrNumber].self))
    }
}
