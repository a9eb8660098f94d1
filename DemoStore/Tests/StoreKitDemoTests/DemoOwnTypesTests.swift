import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// Where the demo store's own wire types meet the client's (issue 42, part 6): each side states
/// the same thing its own way, and these hold the two statements equal. A mistake made on one
/// side only fails here; one made on both is no longer made by shared code.
@Suite struct DemoOwnTypesTests {
    /// The embedded store's endpoint and Customer Account API identity are the ones the client
    /// speaks to.
    @Test func theEmbeddedStoreIsWhereTheClientLooksForIt() {
        #expect(InProcessTransport.endpoint == ShopEndpoint.embedded.graphQLURL(version: .default))
        #expect(
            CustomerAccountSettings(shopID: DemoStore.customerAccountShopID, clientID: DemoStore.customerAccountClientID)
                == .demoServer)
    }

    /// RFC 7636 Appendix B's example, and the client's pairs: the store derives the challenge
    /// itself.
    @Test func theStoreChecksAProofKeyAsRFC7636Says() {
        #expect(DemoPKCE.challenge(for: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk") == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
        for _ in 0..<20 {
            let pair = PKCE.random()
            #expect(DemoPKCE.challenge(for: pair.verifier) == pair.challenge)
        }
    }

    /// A form body: `+` is a space, escapes decode, the first of a repeated name holds, and a
    /// name without `=` has an empty value.
    @Test func itReadsAFormBodyAsTheURLStandardDoes() {
        let fields = DemoFormBody.fields("grant_type=authorization_code&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb&note=a+b%2Bc&x=1&x=2&flag")
        #expect(
            fields == [
                "grant_type": "authorization_code", "redirect_uri": "http://127.0.0.1:9/cb", "note": "a b+c", "x": "1", "flag": "",
            ])
        #expect(DemoFormBody.fields(FormEncoding.encode(["a b": "c&d=e", "é": "ü"])) == ["a b": "c&d=e", "é": "ü"])
    }

    /// The shop's money format, as Shopify's help center writes 1134.65 (1135 without decimals)
    /// with each placeholder, and the digits of the currency's minor unit or of the amount where
    /// they are more (a format without decimals does not hide a stated fraction).
    @Test(arguments: [
        ("${{amount}}", "1134.65", 2, "$1,134.65"), ("{{amount_no_decimals}} kr", "1135", 2, "1,135 kr"),
        ("{{amount_with_comma_separator}} €", "1134.65", 2, "1.134,65 €"), ("{{amount_no_decimals_with_comma_separator}}", "1135", 2, "1.135"),
        ("CHF {{amount_with_apostrophe_separator}}", "1134.65", 2, "CHF 1'134.65"),
        ("{{ amount_no_decimals_with_space_separator }}", "1135", 2, "1 135"), ("{{amount_no_decimals}}", "1134.65", 2, "1,134.65"),
        ("{{amount_with_space_separator}}", "1134.65", 2, "1 134,65"),
        ("<span class=money>&pound;{{amount_with_period_and_space_separator}}</span>", "1134.65", 2, "£1 134.65"),
        ("{{amount}} KD", "1.25", 3, "1.250 KD"), ("¥{{amount_no_decimals}}", "1235", 0, "¥1,235"), ("${{amount}}", "-0.125", 2, "-$0.125"),
        ("${{amount}}", "1234567.5", 2, "$1,234,567.50"),
    ])
    func itWritesAShopsMoneyFormatAsShopifyDoes(format: String, amount: String, digits: Int, written: String) throws {
        let value = try #require(Decimal(string: amount))
        #expect(DemoMoneyFormat(format).format(value, currencyDigits: digits) == written)
        #expect(MoneyFormat(format).format(value, currencyDigits: digits) == written)
    }

    /// A format with no placeholder Shopify defines writes nothing.
    @Test func aFormatWithoutAPlaceholderWritesNothing() {
        #expect(DemoMoneyFormat("{{price}} USD").format(1) == nil)
        #expect(DemoMoneyFormat("$").format(1) == nil)
    }

    /// ISO 4217's minor units, and rounding half away from zero to them.
    @Test func itKnowsACurrencysMinorUnit() {
        #expect(["JPY", "usd", "KWD", "CLF", "XYZ"].map(DemoCurrencyUnits.fractionDigits) == [0, 2, 3, 4, 2])
        #expect(DemoCurrencyUnits.round(Decimal(string: "2.5")!, in: "JPY") == 3)
        #expect(DemoCurrencyUnits.round(Decimal(string: "-1.005")!, in: "USD") == Decimal(string: "-1.01")!)
        #expect(DemoCurrencyUnits.statedDigits(Decimal(string: "1.125")!, atLeast: 2) == 3)
    }

    /// A `DateTime` as Shopify writes one: UTC, to the second.
    @Test func itWritesADateTimeAsShopifyDoes() {
        #expect(DemoDateTime.format(Date(timeIntervalSince1970: 1_567_871_400)) == "2019-09-07T15:50:00Z")
    }
}
