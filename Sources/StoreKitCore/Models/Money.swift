import Foundation
import Synchronization

/// An amount of money: an exact decimal and an ISO 4217 currency code (`MoneyV2` in the API).
///
/// The API sends amounts as decimal strings ("12.50"); they are parsed without going through
/// floating point, and encoded back as strings.
public struct Money: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The exact amount, in the currency's unit (12.50).
    public var amount: Decimal
    /// The ISO 4217 currency code (`USD`).
    public var currencyCode: String

    /// `amount` of `currencyCode`.
    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }

    /// This amount, or nil when it is not above zero: the API states "none" as an amount of zero
    /// (a product's compare-at price range with no compare-at price, an order's refunds).
    public var unlessZero: Money? { amount > 0 ? self : nil }

    /// Parses "12.50" (a plain decimal string, `.` as separator); nil for anything else.
    public init?(amount text: String, currencyCode: String) {
        guard let amount = Money.parseDecimal(text) else { return nil }
        self.init(amount: amount, currencyCode: currencyCode)
    }

    /// Strict decimal parsing: optional sign, digits, optional fraction. No exponents, no
    /// thousands separators, no locale.
    public static func parseDecimal(_ text: String) -> Decimal? {
        var text = text
        return text.withUTF8 { bytes -> Decimal? in
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            var negative = false
            if start < end, bytes[start] == UInt8(ascii: "-") || bytes[start] == UInt8(ascii: "+") {
                negative = bytes[start] == UInt8(ascii: "-")
                start += 1
            }
            // Digits, an optional '.', digits: at most 30 characters, at least one digit each side of a dot.
            guard end - start <= 30, end > start else { return nil }
            var significand: UInt64 = 0
            var digitCount = 0
            var fractionDigits = 0
            var seenDot = false
            var digitsBeforeDot = 0
            for index in start..<end {
                let byte = bytes[index]
                if byte == UInt8(ascii: ".") {
                    guard !seenDot else { return nil }
                    seenDot = true
                    digitsBeforeDot = digitCount
                    continue
                }
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                digitCount += 1
                if seenDot { fractionDigits += 1 }
                guard digitCount <= 19 else { continue }
                significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
            }
            if !seenDot { digitsBeforeDot = digitCount }
            guard digitsBeforeDot > 0, !seenDot || fractionDigits > 0 else { return nil }
            guard digitCount <= 19 else {
                let slice = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                return Decimal(string: (negative ? "-" : "") + slice, locale: Locale(identifier: "en_US_POSIX"))
            }
            return Decimal(sign: negative ? .minus : .plus, exponent: -fractionDigits, significand: Decimal(significand))
        }
    }

    private enum CodingKeys: String, CodingKey { case amount, currencyCode }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        currencyCode = try container.decode(String.self, forKey: .currencyCode)
        if let text = try? container.decode(String.self, forKey: .amount) {
            guard let amount = Money.parseDecimal(text) else {
                throw DecodingError.dataCorruptedError(forKey: .amount, in: container, debugDescription: "\"\(text)\" is not a decimal amount")
            }
            self.amount = amount
        } else {
            amount = try container.decode(Decimal.self, forKey: .amount)
        }
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(plainAmount, forKey: .amount)
        try container.encode(currencyCode, forKey: .currencyCode)
    }

    /// The amount as a plain decimal string in its currency's minor unit ("12.50", JPY "899",
    /// KWD "3.390"; ISO 4217, see ``CurrencyUnits``), or every digit the store stated when it
    /// stated it finer ("0.125"). The one place an amount becomes a string for `--json`.
    public var plainAmount: String {
        var text = NSDecimalNumber(decimal: amount).description(withLocale: Locale(identifier: "en_US_POSIX"))
        let digits = CurrencyUnits.fractionDigits(currencyCode)
        if let dot = text.firstIndex(of: ".") {
            let fraction = text.distance(from: dot, to: text.endIndex) - 1
            if fraction < digits { text += String(repeating: "0", count: digits - fraction) }
        } else if digits > 0 {
            text += "." + String(repeating: "0", count: digits)
        }
        return text
    }

    /// The amount formatted for a buyer in `locale` (`en_US` → "$12.50", `fr_FR` → "12,50 €"),
    /// with its currency's minor unit (¥1,200; KWD 25.307) or, when the store stated it finer,
    /// every digit it stated: a rounding of shopterm's own never hides what is charged.
    public func formatted(locale: String) -> String { remembered(locale: locale, ascii: false) }

    /// The amount formatted for `locale` with every character ASCII (a terminal under
    /// `LANG=C`): spaces as spaces, the typographic apostrophe and minus as ASCII ones and, when
    /// the locale's sign for the currency is not ASCII, the currency's ISO 4217 code where the
    /// locale puts its sign (`297,53 EUR`, `16.448 KWD`; `3 331,90 kr` keeps its sign).
    public func asciiFormatted(locale: String) -> String { remembered(locale: locale, ascii: true) }

    /// Remembered: a list draws the same prices with every frame, and formatting is costly.
    private func remembered(locale: String, ascii: Bool) -> String {
        let key = FormattedKey(money: self, locale: locale, ascii: ascii)
        if let known = Self.formattedCache.withLock({ $0[key] }) { return known }
        let digits = CurrencyUnits.statedDigits(amount, atLeast: CurrencyUnits.fractionDigits(currencyCode))
        let style = Decimal.FormatStyle.Currency(code: currencyCode, locale: Locale(identifier: locale)).precision(.fractionLength(digits))
        let text =
            Self.shown(amount.formatted(style), ascii: ascii) ?? Self.shown(amount.formatted(style.presentation(.isoCode)), ascii: true)
            ?? description
        Self.formattedCache.withLock { cache in
            if cache.count >= 4_096 { cache.removeAll(keepingCapacity: true) }
            cache[key] = text
        }
        return text
    }

    /// `written` without direction marks (CLDR puts them in right-to-left locales' amounts,
    /// U+200F before an Arabic one: invisible, zero-width, and not the amount; they never reach
    /// a terminal) and, when `ascii`, with ASCII stand-ins; nil when a character has none.
    private static func shown(_ written: String, ascii: Bool) -> String? {
        var text = ""
        for scalar in written.unicodeScalars where !directionMarks.contains(scalar.value) {
            if !ascii || scalar.isASCII {
                text.unicodeScalars.append(scalar)
            } else if let standIn = asciiStandIns[scalar.value] {
                text += standIn
            } else {
                return nil
            }
        }
        return text
    }

    /// What CLDR writes inside an amount besides digits and the code: spaces (no-break, narrow,
    /// thin, figure), apostrophes (`CHF 3’288.00`), the minus sign and the Arabic decimal and
    /// group separators.
    private static let asciiStandIns: [UInt32: String] = [
        0xA0: " ", 0x202F: " ", 0x2009: " ", 0x2007: " ", 0x2019: "'", 0x2212: "-", 0x066B: ".", 0x066C: ",",
    ]

    /// LRM, RLM, ALM, the embeddings and overrides (U+202A–E) and the isolates (U+2066–9).
    private static let directionMarks: Set<UInt32> = [0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]

    private struct FormattedKey: Hashable {
        var money: Money
        var locale: String
        var ascii: Bool
    }

    private static let formattedCache = Mutex<[FormattedKey: String]>([:])

    /// It, in one line of text.
    public var description: String { "\(plainAmount) \(currencyCode)" }
}

extension Money {
    /// What shopterm asks of an amount.
    public static let fragment = GraphQLFragment(
        "MoneyFields",
        """
        fragment MoneyFields on MoneyV2 { amount currencyCode }
        """)

    /// Reads `MoneyFields` straight off the tape (see ``TapeFastDecodable``).
    static func read(_ tape: JSONTape, _ index: Int) -> Money? {
        var amount: Decimal?
        var currency: String?
        let ok = TapeReading.members(tape, index) { name, value in
            switch TapeReading.Name(name) {
            case "amount":
                guard let text = TapeReading.string(tape, value), let parsed = Money.parseDecimal(text) else { return false }
                amount = parsed
            case "currencyCode": currency = TapeReading.string(tape, value)
            default: break
            }
            return true
        }
        guard ok, let amount, let currency else { return nil }
        return Money(amount: amount, currencyCode: currency)
    }
}
