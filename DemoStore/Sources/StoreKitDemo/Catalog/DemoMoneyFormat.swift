import Foundation

/// A shop's money format as the demo store writes its own prices with it (`Shop.moneyFormat`:
/// `${{amount}}`, `{{amount_with_comma_separator}} €`, `<span class=money>£{{amount}}</span>`).
/// The store's own reading of Shopify's placeholders, shared with no client (help center,
/// "Currency formatting": `{{amount}}` 1,134.65, `{{amount_no_decimals}}` 1,135,
/// `{{amount_with_comma_separator}}` 1.134,65, `{{amount_no_decimals_with_comma_separator}}`
/// 1.135, `{{amount_with_apostrophe_separator}}` 1'134.65,
/// `{{amount_no_decimals_with_space_separator}}` 1 135, `{{amount_with_space_separator}}`
/// 1 134,65, `{{amount_with_period_and_space_separator}}` 1 134.65). HTML tags are dropped and
/// the common entities decoded: the demo writes the text, its checkout page escapes it.
struct DemoMoneyFormat: Sendable {
    /// How a placeholder writes the number.
    private struct Numbers: Sendable, Hashable {
        var thousands: String
        var decimal: String
        var hasDecimals: Bool
    }

    /// The text before the placeholder, the placeholder's numbers and the text after; nil when
    /// the format has no placeholder Shopify defines.
    private let parts: (before: String, numbers: Numbers, after: String)?

    /// Reads `shopFormat`.
    init(_ shopFormat: String) {
        var text = ""
        var inTag = false
        for character in shopFormat {
            switch character {
            case "<": inTag = true
            case ">" where inTag: inTag = false
            default: if !inTag { text.append(character) }
            }
        }
        for (entity, character) in Self.entities { text = text.replacingOccurrences(of: entity, with: character) }
        text = text.trimmingCharacters(in: .whitespaces)
        guard let open = text.range(of: "{{"), let close = text.range(of: "}}", range: open.upperBound..<text.endIndex),
            let numbers = Self.placeholders[text[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)]
        else {
            parts = nil
            return
        }
        parts = (String(text[..<open.lowerBound]), numbers, String(text[close.upperBound...]))
    }

    /// `amount` written in this format (a minus sign first), with at least `currencyDigits`
    /// after the point when the placeholder has decimals (`1.250 KD`, never `1.25 KD`), and every
    /// digit the amount states, even under a placeholder without decimals (the demo's amounts are
    /// in the minor unit, so this only shows a catalog's mistake rather than hiding it); nil when
    /// the format has no placeholder Shopify defines.
    func format(_ amount: Decimal, currencyDigits: Int = 2) -> String? {
        guard let (before, numbers, after) = parts else { return nil }
        let magnitude = abs(amount)
        let digits = DemoCurrencyUnits.statedDigits(magnitude, atLeast: numbers.hasDecimals ? max(2, currencyDigits) : 0)
        let plain = NSDecimalNumber(decimal: DemoCurrencyUnits.round(magnitude, digits: digits)).description(
            withLocale: Locale(identifier: "en_US_POSIX"))
        let pieces = plain.split(separator: ".", omittingEmptySubsequences: false)
        let whole = Array(pieces[0])
        let fraction = (pieces.count > 1 ? String(pieces[1]) : "").padding(toLength: digits, withPad: "0", startingAt: 0)
        let groups = stride(from: whole.count, to: 0, by: -3).reversed().map { String(whole[max(0, $0 - 3)..<$0]) }
        let number = groups.joined(separator: numbers.thousands) + (digits > 0 ? numbers.decimal + fraction : "")
        return (amount < 0 ? "-" : "") + before + number + after
    }

    /// The HTML entities a money format commonly holds, and their characters (`&amp;` last).
    private static let entities = [
        ("&nbsp;", " "), ("&euro;", "€"), ("&pound;", "£"), ("&yen;", "¥"), ("&#36;", "$"), ("&quot;", "\""),
        ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"),
    ]

    /// Shopify's placeholders.
    private static let placeholders: [String: Numbers] = [
        "amount": Numbers(thousands: ",", decimal: ".", hasDecimals: true),
        "amount_no_decimals": Numbers(thousands: ",", decimal: ".", hasDecimals: false),
        "amount_with_comma_separator": Numbers(thousands: ".", decimal: ",", hasDecimals: true),
        "amount_no_decimals_with_comma_separator": Numbers(thousands: ".", decimal: ",", hasDecimals: false),
        "amount_with_apostrophe_separator": Numbers(thousands: "'", decimal: ".", hasDecimals: true),
        "amount_no_decimals_with_space_separator": Numbers(thousands: " ", decimal: ",", hasDecimals: false),
        "amount_with_space_separator": Numbers(thousands: " ", decimal: ",", hasDecimals: true),
        "amount_with_period_and_space_separator": Numbers(thousands: " ", decimal: ".", hasDecimals: true),
    ]
}
