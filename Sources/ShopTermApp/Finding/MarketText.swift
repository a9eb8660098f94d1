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
}
