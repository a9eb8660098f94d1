import Foundation
import ShopTermUI
import StoreKitCore

/// The store's user errors as the forms show them.
public enum FormErrors {
    /// Messages by form field key ("" for the form as a whole), several for one field joined.
    public static func fieldMessages(_ errors: [UserError]) -> [String: String] {
        Dictionary(errors.map { (formKey($0.fieldName), $0.message.oneLine() ?? "") }, uniquingKeysWith: { "\($0); \($1)" })
    }

    /// The form field a user error names (`province` → `provinceCode`, `country` → `countryCode`:
    /// customer addresses name them so; the forms hold codes).
    private static func formKey(_ field: String?) -> String {
        switch field {
        case "province"?: return "provinceCode"
        case "country"?: return "countryCode"
        default: return field ?? ""
        }
    }
}
