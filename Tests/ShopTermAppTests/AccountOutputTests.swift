import Foundation
import ShopTermApp
import StoreKitCore
import Testing

/// What the account commands print (``AccountOutput``) and what `account update` asks for
/// (``ProfileEdit``), in this process: what was only tested by running the executable.
@Suite struct AccountOutputTests {
    static let session = CustomerSession(
        method: .password, email: "ada@example.com",
        storefrontToken: CustomerAccessToken(accessToken: "secret-token", expiresAt: Date(timeIntervalSince1970: 1_900_000_000)))
    static let profile = CustomerProfile(id: "gid://shopify/Customer/1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    static func text(_ printout: Printout) -> String? {
        guard case .text(let text) = printout else { return nil }
        return text
    }

    static func data(_ printout: Printout) -> Data? {
        guard case .json(let data) = printout else { return nil }
        return data
    }

    static func json(_ printout: Printout) throws -> [String: Any] {
        let data = try #require(Self.data(printout))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aLoginIsSaidWithTheCustomersNameAndNeverTheToken() throws {
        let text = try AccountOutput(json: false).loggedIn(Self.session, profile: Self.profile, verb: "Logged in")
        #expect(Self.text(text) == "Logged in as Ada Lovelace <ada@example.com>.")
        #expect(Self.text(try AccountOutput(json: false).loggedIn(Self.session, profile: nil, verb: "Signed up")) == "Signed up as ada@example.com.")
        let json = try AccountOutput(json: true).loggedIn(Self.session, profile: Self.profile, verb: "Logged in")
        #expect(!String(decoding: try #require(Self.data(json)), as: UTF8.self).contains("secret-token"))
        let session = try #require(try Self.json(json)["session"] as? [String: Any])
        #expect(session["method"] as? String == "password")
    }

    @Test func theProfileIsOneFieldARowAnEmptyOneADash() throws {
        let text = try #require(Self.text(try AccountOutput(json: false).profile(Self.profile, session: Self.session, defaultAddress: nil)))
        let rows = text.split(separator: "\n").map(String.init)
        #expect(rows.first == "Name             Ada Lovelace")
        #expect(rows.contains("Phone            —"))
        #expect(rows.contains("Default address  none"))
    }

    @Test func theAddressBookIsNumberedItsDefaultMarked() throws {
        let home = CustomerAddress(id: "a1", address: LocalCartCheckoutTests.address)
        let page = Page(items: [home], hasNextPage: false, endCursor: nil)
        let text = try #require(Self.text(try AccountOutput(json: false).addresses(page, defaultID: "a1")))
        #expect(text == "1. \(LocalCartCheckoutTests.address.oneLine)  (default)")
        let empty = try AccountOutput(json: false).addresses(Page(items: [], hasNextPage: false, endCursor: nil), defaultID: nil)
        #expect(Self.text(empty) == "No saved addresses. Add one with `shopterm account addresses add --address …`.")
        let items = try #require(try Self.json(try AccountOutput(json: true).addresses(page, defaultID: "a1"))["items"] as? [[String: Any]])
        #expect(items.first?["number"] as? Int == 1 && items.first?["isDefault"] as? Bool == true)
    }

    @Test func noOrdersYet() throws {
        let printout = try AccountOutput(json: false).orders(Page(items: [], hasNextPage: false, endCursor: nil), money: MoneyStyle(locale: "en_US"))
        #expect(Self.text(printout) == "No orders yet.")
    }

    static func edit(
        firstName: String? = nil, phone: String? = nil, acceptsMarketing: String? = nil, clear: [String] = []
    ) -> ProfileEdit {
        ProfileEdit(firstName: firstName, lastName: nil, email: nil, phone: phone, acceptsMarketing: acceptsMarketing, clear: clear)
    }

    @Test func aProfileEditNamesWhatIsWrongWithIt() {
        #expect(Self.edit(clear: ["email"]).problem(password: false) == "--clear email: only firstName, lastName or phone can be removed")
        #expect(Self.edit(firstName: "Ada", clear: ["firstName"]).problem(password: false) == "a field cannot be both set and cleared")
        #expect(Self.edit(acceptsMarketing: "maybe").problem(password: false) == "--accepts-marketing must be yes or no")
        #expect(Self.edit().problem(password: false) == "nothing to change; name a field (see --help)")
        #expect(Self.edit().problem(password: true) == nil)
        #expect(Self.edit(phone: "+16135550123", clear: ["firstName"]).problem(password: false) == nil)
    }

    @Test func aProfileEditSetsWhatIsNamedAndClearsWhatIsCleared() {
        let change = Self.edit(firstName: "Ada", acceptsMarketing: "yes", clear: ["phone"]).change(password: "new")
        #expect(change.firstName == .value("Ada"))
        #expect(change.acceptsMarketing == .value(true))
        #expect(change.phone == .null)
        #expect(change.password == .value("new"))
        #expect(change.lastName == .undefined)
    }
}
