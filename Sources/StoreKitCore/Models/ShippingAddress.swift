import Foundation

/// A shipping address, with the Cart API's `CartDeliveryAddressInput` field names (also the keys
/// of `--address` and of `--address-file`).
public struct ShippingAddress: Sendable, Equatable, Codable {
    /// The recipient's first name.
    public var firstName: String?
    /// The recipient's last name.
    public var lastName: String?
    /// The company, if any.
    public var company: String?
    /// The street address.
    public var address1: String?
    /// The apartment, suite or unit.
    public var address2: String?
    /// The city.
    public var city: String?
    /// The state or province's code (`OR`, `QC`), where the country has them.
    public var provinceCode: String?
    /// The ZIP or postal code.
    public var zip: String?
    /// The ISO 3166 country code (`US`).
    public var countryCode: String?
    /// A phone number for the carrier.
    public var phone: String?

    /// The keys, in display order.
    public static let keys = ["firstName", "lastName", "company", "address1", "address2", "city", "provinceCode", "zip", "countryCode", "phone"]

    /// An address of the given fields (all optional here; the store says what it requires).
    public init(
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

    /// True when `other` is this address as a store keeps it: the same fields, ignoring case,
    /// surrounding spaces and empty fields (a store may write a province or country its way).
    public func sameAddress(as other: ShippingAddress) -> Bool {
        func fields(_ address: ShippingAddress) -> [String] {
            [
                address.firstName, address.lastName, address.company, address.address1, address.address2, address.city,
                address.provinceCode, address.zip, address.countryCode, address.phone,
            ].map {
                ($0 ?? "").trimmingCharacters(in: .whitespaces).lowercased()
            }
        }
        return fields(self) == fields(other)
    }

    /// Builds an address from key/value pairs, refusing unknown keys and a country that is not a
    /// two-letter code.
    public init(values: [String: String]) throws(AddressError) {
        if let unknown = values.keys.sorted().first(where: { !Self.keys.contains($0) }) {
            throw .unknownKey(unknown)
        }
        func value(_ key: String) -> String? {
            values[key].map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        self.init(
            firstName: value("firstName"), lastName: value("lastName"), company: value("company"), address1: value("address1"),
            address2: value("address2"), city: value("city"), provinceCode: value("provinceCode")?.uppercased(), zip: value("zip"),
            countryCode: value("countryCode")?.uppercased(), phone: value("phone"))
        guard let countryCode else { throw .missing("countryCode") }
        guard StorefrontCodes.countries.contains(countryCode) else {
            throw .invalid("countryCode", StorefrontCodes.countryReason(countryCode))
        }
        for (key, text) in values where text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .invalid(key, "control characters are not allowed")
        }
    }

    /// Parses `--address "firstName=Ada,address1=1 Main St,city=Portland,…"`; a comma inside a
    /// value is written `\,`.
    public init(parsing text: String) throws(AddressError) {
        var values: [String: String] = [:]
        var current = ""
        var pairs: [String] = []
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "," {
                pairs.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pairs.append(current)
        for pair in pairs where !pair.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let equals = pair.firstIndex(of: "=") else { throw .malformed(pair) }
            let key = pair[..<equals].trimmingCharacters(in: .whitespaces)
            guard values[key] == nil else { throw .duplicate(key) }
            values[key] = String(pair[pair.index(after: equals)...])
        }
        try self.init(values: values)
    }

    /// Reads a JSON object of string values with the same keys.
    public init(json data: Data) throws(AddressError) {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .notAnObject
        }
        var values: [String: String] = [:]
        for (key, value) in object {
            guard let text = value as? String else { throw .invalid(key, "must be a string") }
            values[key] = text
        }
        try self.init(values: values)
    }

    /// The non-empty fields as GraphQL input (`CartDeliveryAddressInput`).
    public var cartInput: JSONValue {
        .object(Dictionary(uniqueKeysWithValues: Swift.zip(Self.keys, fields).compactMap { key, value in value.map { (key, JSONValue.string($0)) } }))
    }

    /// The non-empty fields as a `MailingAddressInput` (customer addresses: `province`, `country`).
    public var mailingAddressInput: JSONValue {
        let names = Self.keys.map { $0 == "provinceCode" ? "province" : ($0 == "countryCode" ? "country" : $0) }
        return .object(
            Dictionary(uniqueKeysWithValues: Swift.zip(names, fields).compactMap { key, value in value.map { (key, JSONValue.string($0)) } }))
    }

    private var fields: [String?] { [firstName, lastName, company, address1, address2, city, provinceCode, zip, countryCode, phone] }

    /// "Ada Lovelace, 1 Main St, Portland OR 97201, US"
    public var oneLine: String {
        let name = [firstName, lastName].compactMap { $0 }.joined(separator: " ")
        let region = [provinceCode, zip].compactMap { $0 }.joined(separator: " ")
        let place = [city ?? "", region].filter { !$0.isEmpty }.joined(separator: " ")
        return [name, company ?? "", address1 ?? "", address2 ?? "", place, countryCode ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
