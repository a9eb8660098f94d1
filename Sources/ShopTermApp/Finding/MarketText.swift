import StoreKitCore

/// `shopterm countries` as text: each country the shop sells to, its currency and languages,
/// the one prices are given for marked.
public enum MarketText {
    public static func text(_ localization: StoreLocalization) -> String {
        var table = Table([
            Table.Column(""), Table.Column("COUNTRY", maxWidth: 4), Table.Column("NAME"), Table.Column("CURRENCY", maxWidth: 12),
            Table.Column("LANGUAGES", maxWidth: 60),
        ])
        for country in localization.countries {
            table.append([
                country.code == localization.country ? "*" : "", country.code, country.name,
                country.currencyLabel,
                country.languages.map { "\($0.name) (\($0.code))" }.joined(separator: ", "),
            ])
        }
        return table.render() + "\n* prices are in this country's currency (--country CODE picks another; language: \(localization.language))"
    }

    /// What the command line says when the buyer's country `wanted` is not one the shop sells
    /// to (its answers are in its own market's currency); nil when it is.
    public static func notSold(_ wanted: String, in localization: StoreLocalization) -> String? {
        guard localization.country(wanted) == nil else { return nil }
        let own = localization.country(localization.country).map { " (\($0.name), \($0.currency))" } ?? ""
        return "shopterm: the shop does not sell to \(wanted.uppercased()); prices are in its own market's currency\(own)"
    }
}
