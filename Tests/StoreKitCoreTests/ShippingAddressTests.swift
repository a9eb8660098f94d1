import Foundation
import Testing

@testable import StoreKitCore

@Suite struct ShippingAddressTests {
    @Test func parsesKeyValuePairsWithEscapedCommas() throws {
        let address = try ShippingAddress(
            parsing: #"firstName=Ada,lastName=Lovelace,address1=1 Main St\, Apt 2,city=Portland,provinceCode=or,zip=97201,countryCode=us"#)
        #expect(
            address
                == ShippingAddress(
                    firstName: "Ada", lastName: "Lovelace", address1: "1 Main St, Apt 2", city: "Portland",
                    provinceCode: "OR", zip: "97201", countryCode: "US"))
        #expect(address.oneLine == "Ada Lovelace, 1 Main St, Apt 2, Portland OR 97201, US")
    }

    @Test func refusesUnknownKeysAndBadCountries() {
        #expect(throws: AddressError.unknownKey("postcode")) { try ShippingAddress(parsing: "postcode=1,countryCode=US") }
        #expect(throws: AddressError.missing("countryCode")) { try ShippingAddress(parsing: "city=Paris") }
        #expect(throws: AddressError.self) { try ShippingAddress(parsing: "countryCode=USA") }
        #expect(throws: AddressError.malformed("city")) { try ShippingAddress(parsing: "city,countryCode=US") }
        #expect(throws: AddressError.duplicate("city")) { try ShippingAddress(parsing: "city=a,city=b,countryCode=US") }
        #expect(throws: AddressError.self) { try ShippingAddress(parsing: "city=a\u{1b}[2J,countryCode=US") }
    }

    @Test func readsJSON() throws {
        let address = try ShippingAddress(
            json: Data(#"{"address1":"1 Main","city":"Toronto","provinceCode":"ON","zip":"M5V 2T6","countryCode":"CA"}"#.utf8))
        #expect(address.countryCode == "CA")
        #expect(throws: AddressError.notAnObject) { try ShippingAddress(json: Data("[1]".utf8)) }
        #expect(throws: AddressError.invalid("zip", "must be a string")) {
            try ShippingAddress(json: Data(#"{"zip":97201,"countryCode":"US"}"#.utf8))
        }
    }

    @Test func encodesForBothAPIs() {
        let address = ShippingAddress(address1: "1 Main", city: "Portland", provinceCode: "OR", zip: "97201", countryCode: "US")
        #expect(address.cartInput == .object(["address1": "1 Main", "city": "Portland", "provinceCode": "OR", "zip": "97201", "countryCode": "US"]))
        #expect(
            address.mailingAddressInput == .object(["address1": "1 Main", "city": "Portland", "province": "OR", "zip": "97201", "country": "US"]))
    }
}
