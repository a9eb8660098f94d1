import Foundation

/// The currencies the money walk's generated stores use: their minor units, a country of each,
/// the money formats a merchant would give a shop in it, and the marks that show an amount in it
/// on a screen (to tell whether one screen mixes currencies).
public struct MoneyCurrency: Sendable {
    public var code: String
    /// Digits after the decimal point (ISO 4217: JPY none, KWD and BHD three).
    public var decimals: Int
    /// A country whose currency it is (the shop's country when it is the shop's currency).
    public var country: String
    /// Money formats fitting it (Shopify's placeholders; none shows more digits than it has).
    public var formats: [String]
    /// What one US dollar is worth in it, roughly: the markets' rates are made from it.
    public var perDollar: Decimal
    /// Marks of an amount in this currency on a screen: its code and its symbols.
    public var marks: [String]

    /// A currency's every choice, by code.
    public static let all: [MoneyCurrency] = [
        MoneyCurrency(
            code: "JPY", decimals: 0, country: "JP", formats: ["¥{{amount_no_decimals}}", "{{amount_no_decimals}} JPY"], perDollar: 150,
            marks: ["JPY", "¥", "￥", "円"]),
        MoneyCurrency(code: "USD", decimals: 2, country: "US", formats: ["${{amount}}", "${{amount}} USD"], perDollar: 1, marks: ["USD", "$"]),
        MoneyCurrency(
            code: "EUR", decimals: 2, country: "DE", formats: ["{{amount_with_comma_separator}} €", "€{{amount}}"],
            perDollar: Decimal(string: "0.92")!,
            marks: ["EUR", "€"]),
        MoneyCurrency(
            code: "CHF", decimals: 2, country: "CH", formats: ["CHF {{amount_with_apostrophe_separator}}", "CHF {{amount}}"],
            perDollar: Decimal(string: "0.88")!, marks: ["CHF"]),
        MoneyCurrency(
            code: "SEK", decimals: 2, country: "SE", formats: ["{{amount_with_comma_separator}} kr", "{{amount}} SEK"],
            perDollar: Decimal(string: "10.5")!, marks: ["SEK", "kr"]),
        MoneyCurrency(
            code: "GBP", decimals: 2, country: "GB", formats: ["£{{amount}}"], perDollar: Decimal(string: "0.79")!, marks: ["GBP", "£"]),
        MoneyCurrency(
            code: "KWD", decimals: 3, country: "KW", formats: ["{{amount}} KD", "KD {{amount_with_comma_separator}}"],
            perDollar: Decimal(string: "0.307")!, marks: ["KWD", "KD", "د.ك"]),
        MoneyCurrency(
            code: "BHD", decimals: 3, country: "BH", formats: ["BD {{amount}}", "{{amount}} BHD"], perDollar: Decimal(string: "0.376")!,
            marks: ["BHD", "BD", "د.ب"]),
    ]

    /// The currency with `code`.
    public static func named(_ code: String) -> MoneyCurrency { all.first { $0.code == code }! }

    /// The currencies a generated shop may be in (0, 2 and 3 decimals).
    public static let shopCurrencies = ["JPY", "USD", "EUR", "CHF", "SEK", "KWD", "BHD"]

    /// An amount of `minorUnits` (cents, yen, fils) as the catalog file writes it.
    public func amount(minorUnits: Int) -> String {
        guard decimals > 0 else { return "\(minorUnits)" }
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let fraction = String(minorUnits % scale)
        return "\(minorUnits / scale).\(String(repeating: "0", count: decimals - fraction.count))\(fraction)"
    }

    /// Minor units worth about `dollars` US dollars (at least one).
    public func minorUnits(dollars: Int) -> Int {
        var scale: Decimal = 1
        for _ in 0..<decimals { scale *= 10 }
        var value = Decimal(dollars) * perDollar * scale
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        return max(1, NSDecimalNumber(decimal: rounded).intValue)
    }

    /// Which of `currencies` have a mark in `text` (a code or symbol standing alone, not inside a word).
    public static func marked(in text: String, among currencies: [MoneyCurrency]) -> Set<String> {
        var found: Set<String> = []
        for currency in currencies {
            for mark in currency.marks where contains(mark, standingAloneIn: text) {
                // "$" is also inside other dollars' symbols (CA$, A$): only USD has it in these stores.
                found.insert(currency.code)
            }
        }
        return found
    }

    /// A code or letters standing alone (not inside a word) beside a figure (`CHF 12`, `12 kr`);
    /// a symbol beside a figure (`$12`, `12 €`), not a key's name in a hint (`$ gift card`).
    private static func contains(_ mark: String, standingAloneIn text: String) -> Bool {
        let characters = Array(text)
        let wanted = Array(mark)
        guard !wanted.isEmpty, characters.count >= wanted.count else { return false }
        let isWordy = wanted.first?.isLetter == true
        for start in 0...(characters.count - wanted.count) where Array(characters[start..<start + wanted.count]) == wanted {
            let end = start + wanted.count
            if isWordy {
                // A code beside a figure: one named in words ("Prices in CHF:", "browsing in
                // EUR.") states no amount.
                let before = start > 0 ? characters[start - 1] : " "
                let after = end < characters.count ? characters[end] : " "
                let besideFigure = isFigure(near: characters, from: end, step: 1) || isFigure(near: characters, from: start - 1, step: -1)
                if !before.isLetter && !after.isLetter && besideFigure { return true }
            } else if isFigure(near: characters, from: end, step: 1) || isFigure(near: characters, from: start - 1, step: -1) {
                return true
            }
        }
        return false
    }

    /// Whether a digit is at `index` or just past the spaces there (going by `step`).
    private static func isFigure(near characters: [Character], from index: Int, step: Int) -> Bool {
        var index = index
        while characters.indices.contains(index), characters[index].isWhitespace || characters[index] == "-" { index += step }
        return characters.indices.contains(index) && characters[index].isNumber
    }
}
