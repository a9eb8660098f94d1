import Foundation
import StoreKitCore

/// The checks of a catalog's fields that Shopify would make, each recording its problem in a
/// ``CatalogCheck`` and answering whether the value passed.
extension DemoCatalog {
    /// A handle as Shopify makes them: letters and digits (of any script), `-` and `_`; no
    /// spaces, no punctuation (a handle is a URL's path segment); at most 255 characters.
    static func checkHandle(_ handle: String, path: String, check: inout CatalogCheck) -> Bool {
        if handle.isEmpty {
            check.add(path, "must not be empty")
        } else if !handle.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" || $0 == "_" }) {
            check.add(path, "\"\(handle)\" is not a handle: letters, digits, - and _ only (like \"blue-cap\")")
        } else if handle.count > 255 {
            check.add(path, "is longer than 255 characters")
        } else {
            return true
        }
        return false
    }

    /// A money amount of the file in `currency`: a decimal string (no exponent, no thousands
    /// separator), not negative, no finer than the currency's minor unit (Shopify stores prices
    /// in the currency's own unit: "999.5" yen is refused).
    static func amount(_ text: String, currency: String, path: String, check: inout CatalogCheck) -> DemoMoney? {
        guard let money = DemoMoney(amount: text, currencyCode: currency) else {
            check.add(path, "\"\(text)\" is not a decimal amount like \"12.50\"")
            return nil
        }
        guard money.amount >= 0 else {
            check.add(path, "\"\(text)\" is negative")
            return nil
        }
        guard !money.isFinerThanMinorUnit else {
            check.add(path, "\"\(text)\" has more decimals than \(money.currencyCode) has (\(DemoCurrencyUnits.fractionDigits(money.currencyCode)))")
            return nil
        }
        return money
    }

    /// A currency code the schema's `CurrencyCode` enum has (any other fails every answer that
    /// holds a price: `Enum "CurrencyCode" cannot represent value`).
    static func checkCurrency(_ text: String, path: String, check: inout CatalogCheck) -> Bool {
        guard !SchemaEnum.currencyCodes.contains(text.uppercased()) else { return true }
        check.add(path, "\"\(text)\" is not a currency code Shopify knows (ISO 4217, e.g. USD, EUR, JPY)")
        return false
    }

    /// A date and time as the schema's `DateTime` is written: ISO 8601 with a time zone
    /// (`2026-03-01T09:00:00Z`, `2026-03-01T10:00:00+01:00`, optional fractions of a second).
    static func checkDateTime(_ text: String, path: String, check: inout CatalogCheck) -> Bool {
        let plain = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions.insert(.withFractionalSeconds)
        guard plain.date(from: text) == nil && fractional.date(from: text) == nil else { return true }
        check.add(path, "\"\(text)\" is not an ISO 8601 date and time like \"2026-03-01T09:00:00Z\"")
        return false
    }

    /// An image's address: an http(s) URL, or a path the demo server serves (`/images/…`).
    static func checkImageURL(_ text: String, path: String, check: inout CatalogCheck) -> Bool {
        if text.hasPrefix("/") && !text.hasPrefix("//") { return true }
        if let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), !(url.host ?? "").isEmpty {
            return true
        }
        check.add(path, "\"\(text)\" is not an https:// URL (or a path such as /images/cap.png)")
        return false
    }

    /// Text a merchant must give (a title, a name): not empty, not only spaces.
    static func checkNotBlank(_ text: String, path: String, check: inout CatalogCheck) -> Bool {
        guard text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return true }
        check.add(path, "must not be empty")
        return false
    }
}
