import Foundation
import Testing

/// The command line on a Japanese tea shop of its own making, in yen (no minor unit, a money
/// format without decimals), selling to Kuwait in dinars (three digits) and to Germany in
/// euros: every amount is written with its currency's digits (issue 41).
@Suite struct MinorUnitCLITests {
    let shopterm = Shopterm()

    /// ¥1,000 is 2.05 KWD at 0.00205 (`2.050`, never `2.05`) and 6.10 EUR at 0.0061.
    static let teaShop = """
        {"shop": {"name": "Ocha-ya", "currencyCode": "JPY", "countryCode": "JP", "moneyFormat": "¥{{amount_no_decimals}}"},
         "products": [{"handle": "gyokuro", "title": "Gyokuro", "variants": [{"price": "1000"}]},
                      {"handle": "sencha", "title": "Sencha", "variants": [{"price": "899", "compareAtPrice": "1200"}]}],
         "collections": [{"handle": "all", "title": "All", "products": ["gyokuro", "sencha"]}],
         "markets": [{"country": "KW", "currency": "KWD", "rate": "0.00205"},
                     {"country": "DE", "currency": "EUR", "rate": "0.0061"}],
         "shippingZones": [{"name": "World", "countries": ["JP", "KW", "DE"], "rates": [{"title": "EMS", "price": "2000"}]}]}
        """

    func catalog() throws -> String {
        let file = shopterm.home.appendingPathComponent("tea.json")
        try Data(Self.teaShop.utf8).write(to: file)
        return file.path
    }

    /// Every `{"amount": …, "currencyCode": …}` in a JSON document, wherever it is.
    static func amounts(in json: String) throws -> [(amount: String, currency: String)] {
        func walk(_ value: Any) -> [(String, String)] {
            if let object = value as? [String: Any] {
                var found: [(String, String)] = []
                if let amount = object["amount"] as? String, let currency = object["currencyCode"] as? String { found.append((amount, currency)) }
                return found + object.values.flatMap(walk)
            }
            if let array = value as? [Any] { return array.flatMap(walk) }
            return []
        }
        return walk(try JSONSerialization.jsonObject(with: Data(json.utf8))).map { (amount: $0.0, currency: $0.1) }
    }

    /// The fraction digits of a plain decimal string.
    static func digits(_ amount: String) -> Int { amount.split(separator: ".").dropFirst().first?.count ?? 0 }

    /// Every amount of every `--json` document has exactly its currency's digits: `899` yen,
    /// `2.050` dinars, `6.10` euros (issue 41: `"899.00"`, `"3.39"` beside `"3.483"`, `"0.00"` KWD).
    @Test func everyJSONAmountHasItsCurrencysDigits() async throws {
        let tea = try catalog()
        let expected = ["JPY": 0, "KWD": 3, "EUR": 2]
        var documents: [([String], String)] = []
        func json(_ arguments: [String]) async throws {
            let result = try await shopterm.run(arguments + ["--json", "--catalog", tea])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            documents.append((arguments, result.stdout))
        }
        try await json(["cart", "add", "gyokuro"])
        try await json(["cart", "add", "sencha", "--qty", "2"])
        try await json(["cart"])
        let addresses = [
            "KW": "firstName=Ada,address1=Gulf Road 1,city=Kuwait City,zip=13001,countryCode=KW",
            "DE": "firstName=Ada,address1=Unter den Linden 1,city=Berlin,zip=10117,countryCode=DE",
        ]
        for country in ["KW", "DE"] {
            try await json(["products", "--country", country])
            try await json(["products", "--collection", "all", "--country", country])
            try await json(["product", "sencha", "--country", country])
            try await json(["search", "sencha", "--country", country])
            try await json(["cart", "revalidate", "--country", country])
            try await json(["cart", "--country", country])
            try await json(["checkout", "--country", country, "--email", "ada@example.com", "--address", addresses[country] ?? ""])
        }
        var currencies: Set<String> = []
        for (arguments, document) in documents {
            let amounts = try Self.amounts(in: document)
            #expect(!amounts.isEmpty, "\(arguments): \(document)")
            for (amount, currency) in amounts {
                currencies.insert(currency)
                #expect(Self.digits(amount) == expected[currency], "\(arguments): \(amount) \(currency)")
            }
        }
        #expect(currencies == ["JPY", "KWD", "EUR"])
        let kuwait = try #require(documents.first { $0.0 == ["cart", "--country", "KW"] }?.1)
        #expect(kuwait.contains("\"2.050\""), "\(kuwait)")
    }

    /// `cart revalidate` writes the amounts of its messages as the cart's table writes them
    /// (the market's locale, the shop's money format for yen), with their currency's digits:
    /// not `now priced in KWD: 2.05 KWD, was 1000.00 JPY` above a table of `2.050 د.ك.`.
    @Test func revalidationMessagesWriteMoneyAsTheTableDoes() async throws {
        let tea = try catalog()
        _ = try await shopterm.run(["cart", "add", "gyokuro", "--catalog", tea])
        let result = try await shopterm.run(["cart", "revalidate", "--country", "KW", "--catalog", tea])
        #expect(result.status == 0, "\(result.stderr)")
        let message = try #require(result.stderr.split(separator: "\n").first { $0.contains("now priced in KWD") }, "\(result.stderr)")
        #expect(message.hasSuffix(", was ¥1,000"), "\(message)")
        let start = try #require(message.range(of: "now priced in KWD: "))
        let end = try #require(message.range(of: ", was "))
        let price = String(message[start.upperBound..<end.lowerBound])
        #expect(price.hasPrefix("2.050"), "\(message)")
        let row = try #require(result.stdout.split(separator: "\n").first { $0.contains("Gyokuro") }, "\(result.stdout)")
        #expect(row.contains(price), "one notation per output: \(price) in \(row)")
    }

    /// `shop` shows a price as the shop's format writes it, with the currency's digits: a yen
    /// shop without decimals says `¥1,235`, not `¥1,234.56`.
    @Test func theShopsSamplePriceIsWrittenByItsFormat() async throws {
        let tea = try catalog()
        let result = try await shopterm.run(["shop", "--catalog", tea])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Currency:         JPY, prices like ¥1,235\n"), "\(result.stdout)")
    }
}
