import Foundation
import StoreKitCore

extension DemoMoney {
    /// The amount as the store writes it to a buyer (its checkout page, its cart warnings): the
    /// shop's money format for the shop's currency, else the market's locale for the market's
    /// currency, else `style`'s locale, through CLDR as Shopify does
    /// (https://polaris.shopify.com/foundations/formatting-localized-currency). The demo writes
    /// for a browser: every character as CLDR has it.
    func formatted(_ style: DemoMoneyStyle) -> String {
        if currencyCode == style.shopCurrency, let format = style.shopFormat,
            let text = format.format(amount, currencyDigits: DemoCurrencyUnits.fractionDigits(currencyCode))
        {
            return text
        }
        let market = style.marketLocale.flatMap { Locale(identifier: $0).currency?.identifier == currencyCode ? $0 : nil }
        return formatted(locale: market ?? style.locale)
    }

    /// The amount in `locale` ("$12.50", "12,50 €") with its currency's minor unit, or every
    /// digit stated when it was stated finer, without CLDR's direction marks.
    func formatted(locale: String) -> String {
        let digits = DemoCurrencyUnits.statedDigits(amount, atLeast: DemoCurrencyUnits.fractionDigits(currencyCode))
        let style = Decimal.FormatStyle.Currency(code: currencyCode, locale: Locale(identifier: locale)).precision(.fractionLength(digits))
        var text = ""
        text.unicodeScalars.append(contentsOf: amount.formatted(style).unicodeScalars.filter { !Self.directionMarks.contains($0.value) })
        return text
    }

    /// LRM, RLM, ALM, the embeddings and overrides (U+202A–E) and the isolates (U+2066–9).
    private static let directionMarks: Set<UInt32> = [0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
}
