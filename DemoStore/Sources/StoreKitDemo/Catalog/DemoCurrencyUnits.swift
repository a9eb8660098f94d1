import Foundation

/// A currency's minor unit as the demo store states and rounds its amounts: ISO 4217's digits
/// after the decimal point (JPY 0, KWD 3, USD 2), as Shopify states every amount of a currency
/// (help center "Currency formatting": "currencies with three decimal places, such as the
/// Kuwaiti dinar"; JPY and KRW have none). The store's own, shared with no client.
enum DemoCurrencyUnits {
    /// ISO 4217 (2024 amendment): the currencies whose minor unit is not two digits, by digits.
    private static let digitsByCurrency: [Int: Set<String>] = [
        0: ["BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF", "XOF", "XPF"],
        3: ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"],
        4: ["CLF", "UYW"],
    ]

    /// The minor unit's digits of `currencyCode` (any case); 2 for any other code.
    static func fractionDigits(_ currencyCode: String) -> Int {
        let code = currencyCode.uppercased()
        return digitsByCurrency.first { $0.value.contains(code) }?.key ?? 2
    }

    /// `amount` rounded half away from zero to `digits` after the point.
    static func round(_ amount: Decimal, digits: Int) -> Decimal {
        var value = amount
        var result = Decimal()
        NSDecimalRound(&result, &value, digits, .plain)
        return result
    }

    /// `amount` rounded half away from zero to the minor unit of `currencyCode`.
    static func round(_ amount: Decimal, in currencyCode: String) -> Decimal {
        round(amount, digits: fractionDigits(currencyCode))
    }

    /// The digits after the point that write `amount` exactly, never fewer than `minimum` and
    /// at most 10 (a finer amount is written to 10) unless `minimum` is more.
    static func statedDigits(_ amount: Decimal, atLeast minimum: Int) -> Int {
        (max(0, minimum)..<10).first { round(amount, digits: $0) == amount } ?? max(minimum, 10)
    }
}
