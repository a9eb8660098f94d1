import Foundation

/// How many digits a currency's amounts have after the decimal point: its ISO 4217 minor unit
/// (JPY 0, KWD 3, USD 2). Shopify states and rounds every amount of a currency to this unit
/// (help center "Currency formatting": "currencies with three decimal places, such as the
/// Kuwaiti dinar"; JPY and KRW have none), and so do shopterm and its demo store.
public enum CurrencyUnits {
    /// ISO 4217's list of currencies whose minor unit is not two digits (2024 amendment; ISK
    /// and UGX 0, the dinars of Bahrain, Iraq, Jordan, Kuwait, Libya and Tunisia and the Omani
    /// rial 3, the Chilean and Uruguayan units of account 4).
    private static let exceptions: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0, "RWF": 0,
        "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
        "CLF": 4, "UYW": 4,
    ]

    /// The minor unit's digits of `currencyCode` (any case); 2 for a code it does not know.
    public static func fractionDigits(_ currencyCode: String) -> Int {
        exceptions[currencyCode.uppercased()] ?? 2
    }

    /// The fraction digits needed to write `amount` exactly, never fewer than `minimum`
    /// (at most 10: an amount finer than that is written to 10 digits).
    public static func statedDigits(_ amount: Decimal, atLeast minimum: Int) -> Int {
        var digits = max(0, minimum)
        while digits < 10 {
            var value = amount
            var rounded = Decimal()
            NSDecimalRound(&rounded, &value, digits, .plain)
            if rounded == amount { break }
            digits += 1
        }
        return digits
    }

    /// `amount` rounded half away from zero to the minor unit of `currencyCode`.
    public static func round(_ amount: Decimal, in currencyCode: String) -> Decimal {
        var value = amount
        var result = Decimal()
        NSDecimalRound(&result, &value, fractionDigits(currencyCode), .plain)
        return result
    }
}

extension Money {
    /// This amount rounded to its currency's minor unit.
    public var roundedToMinorUnit: Money {
        Money(amount: CurrencyUnits.round(amount, in: currencyCode), currencyCode: currencyCode)
    }

    /// Whether the amount has more fraction digits than its currency's minor unit allows.
    public var isFinerThanMinorUnit: Bool {
        CurrencyUnits.round(amount, in: currencyCode) != amount
    }
}
