import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitCore

/// The search of every store's own filters (`search --everywhere`), besides `--price-min` and
/// `--price-max`.
struct EverywhereOptions: ParsableArguments {
    @Option(
        name: .customLong("ships-to"),
        help: ArgumentHelp(
            "With --everywhere: only products that ship to this country (ISO code, e.g. DE; default: your market's country, --country or the one picked with m).",
            valueName: "country"))
    var shipsTo: String?

    @Option(
        help: ArgumentHelp(
            "With --everywhere: the currency --price-min and --price-max are in (ISO code, e.g. EUR); each seller's prices stay in its own.",
            valueName: "code"))
    var currency: String?

    @Option(help: ArgumentHelp("With --everywhere: only products in this condition, new or secondhand (repeatable).", valueName: "condition"))
    var condition: [String] = []

    @Flag(name: .customLong("include-unavailable"), help: "With --everywhere: sold-out products too (the catalog leaves them out by default).")
    var includeUnavailable = false

    @OptionGroup(title: "The global catalog (--everywhere)")
    var catalog: GlobalCatalogOptions

    /// Whether any of these was given (they need --everywhere).
    var given: Bool { shipsTo != nil || currency != nil || !condition.isEmpty || includeUnavailable }

    /// The search of `query` these options ask for, its prices bounded by `filter`'s.
    func search(_ query: String, filter: FilterOptions, page: PageOptions) throws -> GlobalSearch {
        if (filter.priceMin != nil || filter.priceMax != nil) && currency == nil {
            throw ValidationError("--price-min and --price-max need --currency with --everywhere: every seller prices in its own currency")
        }
        if let currency {
            // A bound is sent in the currency's minor unit: one it cannot state exactly is refused,
            // never moved by a fraction of a cent.
            for (flag, bound) in [("--price-min", filter.priceMin), ("--price-max", filter.priceMax)] {
                guard let bound else { continue }
                if MinorUnits.minor(bound, currency: currency.uppercased()) == nil {
                    throw ValidationError("\(flag) \(bound) cannot be sent in \(currency.uppercased()): too large")
                }
                let digits = CurrencyUnits.fractionDigits(currency.uppercased())
                var scaled = bound * Self.power(digits)
                var whole = Decimal()
                NSDecimalRound(&whole, &scaled, 0, .down)
                if whole != scaled {
                    throw ValidationError(
                        "\(flag) \(bound) has more decimals than \(currency.uppercased()) has (\(digits)): write it to the \(digits == 0 ? "whole unit" : "minor unit")"
                    )
                }
            }
        }
        return GlobalSearch(
            query: query, shipsTo: shipsTo?.uppercased(), currency: currency?.uppercased(), minPrice: filter.priceMin,
            maxPrice: filter.priceMax, availableOnly: !includeUnavailable, conditions: condition, cursor: page.after, limit: page.first)
    }

    private static func power(_ digits: Int) -> Decimal {
        (0..<digits).reduce(Decimal(1)) { value, _ in value * 10 }
    }

    func validate() throws {
        if let shipsTo, shipsTo.count != 2 || !shipsTo.allSatisfy({ $0.isASCII && $0.isLetter }) {
            throw ValidationError("--ships-to takes a two-letter country code (ISO 3166-1), e.g. US or DE")
        }
        if let currency, currency.count != 3 || !currency.allSatisfy({ $0.isASCII && $0.isLetter }) {
            throw ValidationError("--currency takes a three-letter currency code (ISO 4217), e.g. USD or JPY")
        }
        for value in condition where !["new", "secondhand"].contains(value) {
            throw ValidationError("--condition \"\(value.oneLine(limit: 40) ?? "")\" is not a condition: new or secondhand")
        }
    }
}
