import Foundation
import ShopTermApp
import Testing

/// A password line's refusals (``PasswordLine``) and `--checkout-base`'s origin (``HTTPOrigin``).
@Suite struct PasswordLineAndOriginTests {
    @Test func aPasswordLineMustHoldOneAndARepeatMustMatch() throws {
        #expect(try PasswordLine.password("s3cret") == "s3cret")
        #expect(throws: CLIError.self) { try PasswordLine.password(nil) }
        #expect(throws: CLIError.self) { try PasswordLine.password("") }
        #expect(try PasswordLine.confirmed("s3cret", repeated: "s3cret") == "s3cret")
        #expect(throws: CLIError.self) { try PasswordLine.confirmed("s3cret", repeated: "secret") }
    }

    @Test func anOriginIsASchemeAHostAndAPortOnly() {
        #expect(HTTPOrigin.parse("http://203.0.113.5:8080") == "http://203.0.113.5:8080")
        #expect(HTTPOrigin.parse("HTTPS://Shop.Example") == "https://shop.example")
        #expect(HTTPOrigin.parse("http://[::1]:8080") == "http://[::1]:8080")
        #expect(HTTPOrigin.parse("http://shop.example/") == nil)
        #expect(HTTPOrigin.parse("http://user@shop.example") == nil)
        #expect(HTTPOrigin.parse("ftp://shop.example") == nil)
        #expect(HTTPOrigin.parse("http://shop.example:0") == nil)
    }
}
