import Foundation
import StoreKitCore

/// The demo store's address rules: what it refuses, field by field.
extension DemoAddress {
    /// One problem with an address: the field, its Cart API error code, whether the field is
    /// missing (rather than wrong), and the message.
    struct Problem: Equatable {
        var field: String
        var cartCode: String
        var isBlank: Bool
        var message: String

        /// The field's name in a customer's `MailingAddressInput`.
        var mailingAddressField: String {
            switch field {
            case "provinceCode": return "province"
            case "countryCode": return "country"
            default: return field
            }
        }
    }

    /// What is wrong with the address, field by field (empty when it can be shipped to).
    func problems() -> [Problem] {
        var problems: [Problem] = []
        func blank(_ value: String?) -> Bool { (value ?? "").trimmingCharacters(in: .whitespaces).isEmpty }
        if blank(address1) {
            problems.append(Problem(field: "address1", cartCode: "ADDRESS_FIELD_IS_REQUIRED", isBlank: true, message: "Enter an address"))
        }
        if blank(city) { problems.append(Problem(field: "city", cartCode: "ADDRESS_FIELD_IS_REQUIRED", isBlank: true, message: "Enter a city")) }
        guard let country = countryCode?.uppercased(), !country.isEmpty else {
            problems.append(Problem(field: "countryCode", cartCode: "ADDRESS_FIELD_IS_REQUIRED", isBlank: true, message: "Select a country"))
            return problems
        }
        if let provinces = ShippingZones.provinces[country] {
            if !provinces.contains((provinceCode ?? "").uppercased()) {
                problems.append(
                    Problem(
                        field: "provinceCode", cartCode: "PROVINCE_NOT_FOUND", isBlank: false,
                        message: country == "US" ? "Select a state" : "Select a province"))
            }
        }
        if let pattern = ShippingZones.postalCodePatterns[country] {
            let value = (zip ?? "").trimmingCharacters(in: .whitespaces).uppercased()
            if value.range(of: pattern, options: .regularExpression) == nil {
                problems.append(
                    Problem(
                        field: "zip", cartCode: "INVALID_ZIP_CODE_FOR_COUNTRY", isBlank: false,
                        message: country == "US" ? "Enter a valid ZIP code" : "Enter a valid postal code"))
            }
        }
        for (field, value) in [("firstName", firstName), ("lastName", lastName), ("address1", address1), ("city", city)] {
            if let value, value.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) {
                problems.append(Problem(field: field, cartCode: "ADDRESS_FIELD_CONTAINS_EMOJIS", isBlank: false, message: "Remove the emoji"))
            }
        }
        return problems
    }
}

extension Decimal {
    /// Rounded half up to the minor unit of `currency` (cents; none for JPY; three digits for KWD).
    func rounded(in currency: String) -> Decimal { DemoCurrencyUnits.round(self, in: currency) }
}
