import Foundation

/// The seeds a money walk runs: `SHOPTERM_MONEY_SEED=N` runs seed N alone (a failure's
/// reproduction), `SHOPTERM_MONEY_SEEDS=N` the first N (`1000` before a release), and CI a
/// bounded number (`count`).
public enum MoneySeeds {
    /// The seeds to run, `ciCount` of them unless the environment says otherwise.
    public static func seeds(ciCount: Int) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let one = environment["SHOPTERM_MONEY_SEED"].flatMap({ UInt64($0) }) { return [one] }
        let count = environment["SHOPTERM_MONEY_SEEDS"].flatMap { Int($0) } ?? ciCount
        return (1...UInt64(max(1, count))).map { $0 }
    }

    /// How a failing seed is reported and rerun.
    public static func report(_ store: MoneyStore, _ shopper: MoneyShopper, _ problem: String) -> String {
        "money walk, seed \(store.seed): \(problem)\n\(store.summary)\n\(shopper.summary)\n"
            + "rerun it alone with SHOPTERM_MONEY_SEED=\(store.seed)"
    }
}

extension Decimal {
    /// A store's plain decimal string ("12.50") as a Decimal; nil for anything else.
    public init?(moneyString: String) {
        guard moneyString.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }) else { return nil }
        self.init(string: moneyString, locale: Locale(identifier: "en_US_POSIX"))
    }
}
