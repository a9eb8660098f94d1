import Foundation

/// A shop's money format (`Shop.moneyFormat`, e.g. `${{amount}}`, `{{amount_with_comma_separator}} €`
/// or `<span class=money>£{{amount}}</span>`): how the shop writes its own prices. The
/// placeholders are Shopify's (`amount`, `amount_no_decimals`, `amount_with_comma_separator`,
/// `amount_no_decimals_with_comma_separator`, `amount_with_apostrophe_separator`,
/// `amount_no_decimals_with_space_separator`, `amount_with_space_separator`,
/// `amount_with_period_and_space_separator`); HTML tags are dropped and common entities decoded.
public struct MoneyFormat: Sendable, Hashable {
    /// The format without HTML.
    public let template: String
    /// What stands before and after the placeholder, and how it writes numbers (nil: no
    /// placeholder it knows). Parsed once: prices are drawn with every frame.
    private let parts: Parts?

    private struct Parts: Sendable, Hashable {
        var before: String
        var after: String
        var grouping: String
        var decimal: String
        var fractionDigits: Int
    }

    /// Reads a shop's money format (`${{amount}}`, `{{amount_with_comma_separator}} €`).
    public init(_ shopFormat: String) {
        // Plain scanning, no regular expressions: this runs when the launch answer arrives.
        var text = ""
        var inTag = false
        for character in shopFormat {
            if character == "<" { inTag = true } else if character == ">" && inTag { inTag = false } else if !inTag { text.append(character) }
        }
        for (entity, character) in Self.entities { text = text.replacingOccurrences(of: entity, with: character) }
        template = text.trimmingCharacters(in: .whitespaces)
        if let open = template.range(of: "{{"), let close = template.range(of: "}}", range: open.upperBound..<template.endIndex),
            let (grouping, decimal, digits) = Self.styles[template[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)]
        {
            parts = Parts(
                before: String(template[..<open.lowerBound]), after: String(template[close.upperBound...]),
                grouping: grouping, decimal: decimal, fractionDigits: digits)
        } else {
            parts = nil
        }
    }

    static let entities = [
        ("&nbsp;", " "), ("&euro;", "€"), ("&pound;", "£"), ("&yen;", "¥"), ("&#36;", "$"), ("&quot;", "\""),
        ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"),
    ]

    /// `amount` written in this format; nil when the format has no placeholder it knows. A
    /// placeholder with decimals writes at least `currencyDigits` (the currency's minor unit:
    /// `1.250 KD`, never `1.25 KD`).
    public func format(_ amount: Decimal, currencyDigits: Int = 2) -> String? {
        guard let parts else { return nil }
        return (amount < 0 ? "-" : "") + parts.before + Self.number(abs(amount), parts, currencyDigits: currencyDigits) + parts.after
    }

    /// `amount` (not below zero) as `parts` write numbers, with at least `currencyDigits`.
    private static func number(_ amount: Decimal, _ parts: Parts, currencyDigits: Int) -> String {
        // Never fewer digits than the amount has: the format's rounding must not hide a difference.
        let least = parts.fractionDigits == 0 ? 0 : max(parts.fractionDigits, currencyDigits)
        let digits = CurrencyUnits.statedDigits(amount, atLeast: least)
        return number(amount, grouping: parts.grouping, decimal: parts.decimal, fractionDigits: digits)
    }

    /// A price as this format writes one of `currencyCode` (`¥1,235`, `CHF 1'234.57`,
    /// `1,234.567 KD`): 1234.567 rounded to the digits written, the currency's minor unit or
    /// none for a format without decimals; nil when the format has no placeholder it knows.
    public func example(in currencyCode: String) -> String? {
        guard let parts else { return nil }
        let digits = parts.fractionDigits == 0 ? 0 : CurrencyUnits.fractionDigits(currencyCode)
        var value = Decimal(string: "1234.567")!
        var sample = Decimal()
        NSDecimalRound(&sample, &value, digits, .plain)
        return format(sample, currencyDigits: CurrencyUnits.fractionDigits(currencyCode))
    }

    /// `amount` in this format with every character ASCII (a terminal under `LANG=C`): a sign
    /// before or after the number that is not ASCII (`¥`, `د.ك`) is written as the currency's
    /// ISO 4217 code (`JPY 1,235`, `16.448 KWD`); nil when the format has no placeholder it knows.
    public func asciiFormat(_ amount: Decimal, currencyCode: String) -> String? {
        guard let parts else { return nil }
        let asciiBefore = parts.before.unicodeScalars.allSatisfy(\.isASCII)
        let asciiAfter = parts.after.unicodeScalars.allSatisfy(\.isASCII)
        var lead = asciiBefore ? parts.before : ""
        var trail = asciiAfter ? parts.after : ""
        // The code where the sign stood (after the number when a sign followed it), unless the
        // format names it already (`¥{{amount}} JPY`).
        if !(lead.contains(currencyCode) || trail.contains(currencyCode)) {
            if !asciiAfter { trail = " " + currencyCode } else if !asciiBefore { lead = currencyCode + " " }
        }
        let number = Self.number(abs(amount), parts, currencyDigits: CurrencyUnits.fractionDigits(currencyCode))
        return (amount < 0 ? "-" : "") + lead + number + trail
    }

    /// Placeholder → (thousands separator, decimal separator, fraction digits).
    static let styles: [String: (String, String, Int)] = [
        "amount": (",", ".", 2), "amount_no_decimals": (",", ".", 0),
        "amount_with_comma_separator": (".", ",", 2), "amount_no_decimals_with_comma_separator": (".", ",", 0),
        "amount_with_apostrophe_separator": ("'", ".", 2), "amount_no_decimals_with_space_separator": (" ", ",", 0),
        "amount_with_space_separator": (" ", ",", 2), "amount_with_period_and_space_separator": (" ", ".", 2),
    ]

    static func number(_ amount: Decimal, grouping: String, decimal: String, fractionDigits: Int) -> String {
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, fractionDigits, .plain)
        let plain = NSDecimalNumber(decimal: rounded).description(withLocale: Locale(identifier: "en_US_POSIX"))
        let parts = plain.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        fraction += String(repeating: "0", count: max(0, fractionDigits - fraction.count))
        var groups: [String] = []
        var end = whole.endIndex
        while end > whole.startIndex {
            let start = whole.index(end, offsetBy: -3, limitedBy: whole.startIndex) ?? whole.startIndex
            groups.insert(String(whole[start..<end]), at: 0)
            end = start
        }
        return groups.joined(separator: grouping) + (fractionDigits > 0 ? decimal + fraction.prefix(fractionDigits) : "")
    }
}

extension Money {
    /// The amount as `style` writes it: the shop's format for its currency, the market's
    /// locale for another (a market's), the buyer's when no market is chosen.
    /// Under `style.asciiOnly`, every character is ASCII (see ``MoneyStyle/asciiOnly``).
    public func formatted(_ style: MoneyStyle) -> String {
        if currencyCode == style.shopCurrency, let format = style.shopFormat,
            let text = style.asciiOnly
                ? format.asciiFormat(amount, currencyCode: currencyCode)
                : format.format(amount, currencyDigits: CurrencyUnits.fractionDigits(currencyCode))
        {
            return text
        }
        let market = style.marketLocale.flatMap { currencyCode == style.marketCurrency ? $0 : nil }
        return style.asciiOnly ? asciiFormatted(locale: market ?? style.locale) : formatted(locale: market ?? style.locale)
    }
}
