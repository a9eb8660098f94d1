import Foundation
import StoreKitCore

/// An amount as the demo store states it: Shopify's `MoneyV2`, an exact decimal and an ISO 4217
/// currency code. The store's own wire type, shared with no client: on the wire (and in the
/// accounts file) it is `{"amount":"12.50","currencyCode":"USD"}`, the amount a decimal string
/// in its currency's minor unit, as the Storefront API answers it (shopify.dev, Storefront API
/// `MoneyV2`: "amount: Decimal! — Decimal money amount"; `Decimal`: "A signed decimal number,
/// which supports arbitrary precision and is serialized as a string").
public struct DemoMoney: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The exact amount, in the currency's unit (12.50); never a floating-point number.
    public var amount: Decimal
    /// The ISO 4217 currency code (`USD`).
    public var currencyCode: String

    /// `amount` of `currencyCode`.
    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }

    /// Parses "12.50" (a plain decimal string, `.` as separator); nil for anything else.
    public init?(amount text: String, currencyCode: String) {
        guard let amount = Self.parseDecimal(text) else { return nil }
        self.init(amount: amount, currencyCode: currencyCode)
    }

    /// Strict decimal parsing, as a catalog file and a query's price bounds are read: spaces and
    /// tabs around, an optional sign, digits, an optional `.` with digits after it, at most 30
    /// characters. No exponent, no thousands separator, no locale.
    public static func parseDecimal(_ text: String) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
        var digits = Substring(trimmed)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 30 else { return nil }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        let isDigits = { (part: Substring) in part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
        guard !whole.isEmpty, isDigits(whole), isDigits(fraction), parts.count == 1 || !fraction.isEmpty else { return nil }
        guard whole.count + fraction.count <= 19, let significand = UInt64(whole + fraction) else {
            return Decimal(string: (negative ? "-" : "") + digits, locale: Locale(identifier: "en_US_POSIX"))
        }
        return Decimal(sign: negative ? .minus : .plus, exponent: -fraction.count, significand: Decimal(significand))
    }

    /// The amount as a plain decimal string in its currency's minor unit ("12.50", JPY "899",
    /// KWD "3.390"), or every digit stated when it was stated finer ("0.125").
    public var plainAmount: String {
        var text = NSDecimalNumber(decimal: amount).description(withLocale: Locale(identifier: "en_US_POSIX"))
        let digits = DemoCurrencyUnits.fractionDigits(currencyCode)
        if let dot = text.firstIndex(of: ".") {
            let fraction = text.distance(from: dot, to: text.endIndex) - 1
            if fraction < digits { text += String(repeating: "0", count: digits - fraction) }
        } else if digits > 0 {
            text += "." + String(repeating: "0", count: digits)
        }
        return text
    }

    /// Whether the amount has more fraction digits than its currency's minor unit allows (a
    /// catalog's price of "1.005" dollars, which no store states).
    public var isFinerThanMinorUnit: Bool { DemoCurrencyUnits.round(amount, in: currencyCode) != amount }

    /// It, in one line of text ("12.50 USD").
    public var description: String { "\(plainAmount) \(currencyCode)" }

    private enum CodingKeys: String, CodingKey { case amount, currencyCode }

    /// Reads `MoneyV2` JSON: the amount a decimal string (a number, in records older than that).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        currencyCode = try container.decode(String.self, forKey: .currencyCode)
        if let text = try? container.decode(String.self, forKey: .amount) {
            guard let amount = Self.parseDecimal(text) else {
                throw DecodingError.dataCorruptedError(forKey: .amount, in: container, debugDescription: "\"\(text)\" is not a decimal amount")
            }
            self.amount = amount
        } else {
            amount = try container.decode(Decimal.self, forKey: .amount)
        }
    }

    /// Writes `MoneyV2` JSON, the amount as ``plainAmount``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(plainAmount, forKey: .amount)
        try container.encode(currencyCode, forKey: .currencyCode)
    }
}
