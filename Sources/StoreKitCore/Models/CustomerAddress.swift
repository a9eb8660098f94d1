import Foundation

/// One address of the customer's address book.
public struct CustomerAddress: Sendable, Equatable, Codable {
    /// The address's global ID in the address book.
    public var id: String
    /// The address.
    public var address: ShippingAddress

    /// The saved address `address`, known to the store as `id`.
    public init(id: String, address: ShippingAddress) {
        self.id = id
        self.address = address
    }

    private enum MailingKeys: String, CodingKey {
        case id, firstName, lastName, company, address1, address2, city, provinceCode, zip, countryCodeV2, phone, address
    }

    /// Decodes a `MailingAddress` (`countryCodeV2`), or this type's own encoding (`address`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: MailingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        if let own = try container.decodeIfPresent(ShippingAddress.self, forKey: .address) {
            address = own
            return
        }
        func text(_ key: MailingKeys) throws -> String? { try container.decodeIfPresent(String.self, forKey: key) }
        address = ShippingAddress(
            firstName: try text(.firstName), lastName: try text(.lastName), company: try text(.company),
            address1: try text(.address1), address2: try text(.address2), city: try text(.city),
            provinceCode: try text(.provinceCode), zip: try text(.zip), countryCode: try text(.countryCodeV2),
            phone: try text(.phone))
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MailingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(address, forKey: .address)
    }
}
