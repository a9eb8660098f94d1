import Foundation

/// Finds "was" prices beside prices they do not belong to in text as shopterm shows it (a
/// screen, a command's output), whatever the money format: amounts are compared by their
/// digits, so `CHF 1'234.50`, `1 234,50 kr` and `1,234.50` are the same figure.
public enum WasPrices {
    /// Each "… X … was Y" on a line of `text` whose (X, Y) is not the price and compare-at price
    /// of one variant (`pairs`, in a currency of `decimals` digits).
    public static func misplaced(in text: String, pairs: [(price: Decimal, compareAt: Decimal)], decimals: Int) -> [String] {
        let allowed = Set(pairs.map { "\(digits($0.price, decimals)) \(digits($0.compareAt, decimals))" })
        var problems: [String] = []
        for line in text.split(separator: "\n").map(String.init) {
            for was in line.ranges(of: #/\bwas\b/#) {
                let before = line[..<was.lowerBound].matches(of: number).last.map { digits(String($0.output)) }
                let after = line[was.upperBound...].firstMatch(of: number).map { digits(String($0.output)) }
                guard let before, let after else { continue }
                if !allowed.contains("\(before) \(after)") {
                    problems.append("\"\(line.trimmingCharacters(in: .whitespaces))\": no variant costs that and was that")
                }
            }
        }
        return problems
    }

    private static var number: Regex<Substring> { #/[0-9](?:[0-9.,'’\u{00A0}\u{202F}]*[0-9])?/# }

    /// The digits of an amount as written, without leading zeros.
    public static func digits(_ written: String) -> String {
        let digits = written.filter(\.isASCII).filter(\.isNumber).drop { $0 == "0" }
        return digits.isEmpty ? "0" : String(digits)
    }

    /// The digits of `amount` written to `decimals` places, without leading zeros.
    public static func digits(_ amount: Decimal, _ decimals: Int) -> String {
        var scaled = amount
        for _ in 0..<decimals { scaled *= 10 }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        return digits("\(rounded)")
    }
}
