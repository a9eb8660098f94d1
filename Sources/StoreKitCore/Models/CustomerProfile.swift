import Foundation

/// The signed-in customer's profile.
public struct CustomerProfile: Sendable, Equatable, Codable {
    /// The customer's global ID.
    public var id: String
    /// The customer's first name, when given.
    public var firstName: String?
    /// The customer's last name, when given.
    public var lastName: String?
    /// The customer's e-mail address.
    public var email: String?
    /// The customer's phone number, when given.
    public var phone: String?
    /// True when the customer accepts marketing e-mails.
    public var acceptsMarketing: Bool
    /// The ID of the default address, if any.
    public var defaultAddressID: String?

    /// A profile as the store describes it.
    public init(
        id: String, firstName: String? = nil, lastName: String? = nil, email: String? = nil, phone: String? = nil,
        acceptsMarketing: Bool = false, defaultAddressID: String? = nil
    ) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.phone = phone
        self.acceptsMarketing = acceptsMarketing
        self.defaultAddressID = defaultAddressID
    }

    /// "Ada Lovelace", or the e-mail when there is no name.
    public var displayName: String {
        let name = [firstName, lastName].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? (email ?? "customer") : name
    }

    private enum CodingKeys: String, CodingKey { case id, firstName, lastName, email, phone, acceptsMarketing, defaultAddress, defaultAddressID }
    private struct Reference: Codable { var id: String }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        firstName = try container.decodeIfPresent(String.self, forKey: .firstName)
        lastName = try container.decodeIfPresent(String.self, forKey: .lastName)
        email = try container.decodeIfPresent(String.self, forKey: .email)
        phone = try container.decodeIfPresent(String.self, forKey: .phone)
        acceptsMarketing = try container.decodeIfPresent(Bool.self, forKey: .acceptsMarketing) ?? false
        defaultAddressID =
            try container.decodeIfPresent(Reference.self, forKey: .defaultAddress)?.id
            ?? container.decodeIfPresent(String.self, forKey: .defaultAddressID)
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(firstName, forKey: .firstName)
        try container.encode(lastName, forKey: .lastName)
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(acceptsMarketing, forKey: .acceptsMarketing)
        try container.encode(defaultAddressID, forKey: .defaultAddressID)
    }
}
