import ShopTermApp
import StoreKitCore
import Testing

/// `shopterm account addresses edit|delete|default ADDRESS`: a number as the list shows it, or an ID.
@Suite struct SavedAddressReferenceTests {
    static let book = [
        CustomerAddress(id: "gid://shopify/MailingAddress/7", address: ShippingAddress(city: "Lyon", countryCode: "FR")),
        CustomerAddress(id: "gid://shopify/MailingAddress/9", address: ShippingAddress(city: "Nantes", countryCode: "FR")),
    ]

    @Test func aNumberOrAnIDNamesAnAddress() throws {
        #expect(try SavedAddressReference.id("2", in: Self.book) == "gid://shopify/MailingAddress/9")
        #expect(try SavedAddressReference.id("gid://shopify/MailingAddress/7", in: Self.book) == "gid://shopify/MailingAddress/7")
    }

    @Test func whatNamesNoAddressIsSaid() {
        let said = { (reference: String, book: [CustomerAddress]) -> String? in
            do {
                _ = try SavedAddressReference.id(reference, in: book)
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(said("3", Self.book) == "no address 3; the addresses are numbered 1–2")
        #expect(said("0", Self.book) == "no address 0; the addresses are numbered 1–2")
        #expect(said("1", []) == "there are no saved addresses")
        #expect(said("gid://shopify/MailingAddress/8", Self.book) == "no saved address has the ID gid://shopify/MailingAddress/8")
    }
}
