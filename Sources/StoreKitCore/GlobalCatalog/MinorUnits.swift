import Foundation

/// UCP amounts are integers in the currency's ISO 4217 minor unit (`types/amount.json`,
/// `types/price.json`: 12000 USD is 120.00): converted exactly, through `Decimal`, with
/// ``CurrencyUnits/fractionDigits(_:)`` (JPY 0, KWD 3, USD 2).
public enum MinorUnits {
    /// The largest magnitude taken: 15 digits, beyond any real price and exact in `Decimal`.
    static let largest: UInt64 = 999_999_999_999_999

    /// `amount` minor units of `currency` as money; nil when the currency is not a three-letter
    /// code or the amount is too large.
    public static func money(_ amount: Int, currency: String) -> Money? {
        guard currency.utf8.count == 3, currency.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }),
            amount.magnitude <= largest
        else { return nil }
        let code = currency.uppercased()
        let value = Decimal(sign: amount < 0 ? .minus : .plus, exponent: -CurrencyUnits.fractionDigits(code), significand: Decimal(amount.magnitude))
        return Money(amount: value, currencyCode: code)
    }

    /// A UCP price object (`{"amount": 12000, "currency": "USD"}`) as money; nil when it is
    /// missing, its amount is not an integer (a string, a fraction, a Boolean) or its currency
    /// is not a code. Never a zero standing for "unknown".
    static func money(_ value: JSONValue?) -> Money? {
        guard case .object(let price)? = value, case .int(let amount)? = price["amount"], case .string(let currency)? = price["currency"] else {
            return nil
        }
        return money(amount, currency: currency)
    }

    /// `amount` of `currency` in its minor unit (120.00 USD is 12000, 1200 JPY is 1200), rounded
    /// half away from zero to the minor unit; nil when it is too large.
    public static func minor(_ amount: Decimal, currency: String) -> Int? {
        let rounded = CurrencyUnits.round(amount, in: currency)
        var scaled = Decimal()
        var value = rounded
        guard NSDecimalMultiplyByPowerOf10(&scaled, &value, Int16(CurrencyUnits.fractionDigits(currency)), .plain) == .noError,
            abs(scaled) <= Decimal(largest)
        else { return nil }
        return NSDecimalNumber(decimal: scaled).intValue
    }
}
