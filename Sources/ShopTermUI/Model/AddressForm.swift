import Foundation
import StoreKitCore

/// The address fields of the checkout and account forms.
public enum AddressForm {
    static let labels = [
        "firstName": "First name", "lastName": "Last name", "company": "Company", "address1": "Address",
        "address2": "Apartment", "city": "City", "provinceCode": "State/prov.", "zip": "ZIP/postal",
        "countryCode": "Country", "phone": "Phone",
    ]
    static let required: Set<String> = ["address1", "city", "countryCode"]

    /// One field per address key, filled from `values`.
    public static func fields(_ values: [String: String]) -> [FormField] {
        ShippingAddress.keys.map { key in
            FormField(key: key, label: labels[key] ?? key, value: values[key] ?? "", required: required.contains(key))
        }
    }

    /// The address as field values.
    public static func values(_ address: ShippingAddress) -> [String: String] {
        let all: [String: String?] = [
            "firstName": address.firstName, "lastName": address.lastName, "company": address.company,
            "address1": address.address1, "address2": address.address2, "city": address.city,
            "provinceCode": address.provinceCode, "zip": address.zip, "countryCode": address.countryCode,
            "phone": address.phone,
        ]
        return all.compactMapValues { $0 }
    }

    /// The address the fields describe, or the problems by field key.
    static func address(from fields: [FormField]) -> Result<ShippingAddress, FieldErrors> {
        var values: [String: String] = [:]
        for field in fields where !field.value.trimmingCharacters(in: .whitespaces).isEmpty {
            values[field.key] = field.value
        }
        let missing = fields.filter { required.contains($0.key) && values[$0.key] == nil }
        guard missing.isEmpty else { return .failure(FieldErrors(Dictionary(uniqueKeysWithValues: missing.map { ($0.key, "Required") }))) }
        do {
            return .success(try ShippingAddress(values: values))
        } catch {
            if case .invalid(let key, let reason) = error { return .failure(FieldErrors([key: reason])) }
            return .failure(FieldErrors(["": error.description]))
        }
    }
}
