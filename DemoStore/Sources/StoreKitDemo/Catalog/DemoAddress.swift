import Foundation

/// An address as the demo store keeps it: the fields of Shopify's `CartDeliveryAddressInput`
/// (a cart's delivery address), also a customer's `MailingAddress` once its `province` and
/// `country` are read as codes. The store's own wire type, shared with no client; in the accounts
/// file it is an object of these keys, each a string or absent.
struct DemoAddress: Sendable, Equatable, Codable {
    /// The recipient's first name.
    var firstName: String?
    /// The recipient's last name.
    var lastName: String?
    /// The company, if any.
    var company: String?
    /// The street address.
    var address1: String?
    /// The apartment, suite or unit.
    var address2: String?
    /// The city.
    var city: String?
    /// The state or province's code (`OR`, `QC`), where the country has them.
    var provinceCode: String?
    /// The ZIP or postal code.
    var zip: String?
    /// The ISO 3166 country code (`US`).
    var countryCode: String?
    /// A phone number for the carrier.
    var phone: String?

    /// An address of the given fields (all optional: `problems()` says what the store requires).
    init(
        firstName: String? = nil, lastName: String? = nil, company: String? = nil, address1: String? = nil, address2: String? = nil,
        city: String? = nil, provinceCode: String? = nil, zip: String? = nil, countryCode: String? = nil, phone: String? = nil
    ) {
        self.firstName = firstName
        self.lastName = lastName
        self.company = company
        self.address1 = address1
        self.address2 = address2
        self.city = city
        self.provinceCode = provinceCode
        self.zip = zip
        self.countryCode = countryCode
        self.phone = phone
    }

    /// The address on one line, as the checkout page shows it: "Ada Lovelace, 1 Main St,
    /// Portland OR 97201, US".
    var oneLine: String {
        let name = [firstName, lastName].compactMap { $0 }.joined(separator: " ")
        let region = [provinceCode, zip].compactMap { $0 }.joined(separator: " ")
        let place = [city ?? "", region].filter { !$0.isEmpty }.joined(separator: " ")
        return [name, company ?? "", address1 ?? "", address2 ?? "", place, countryCode ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
