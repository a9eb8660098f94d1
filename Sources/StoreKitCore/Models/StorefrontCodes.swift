/// The values of the Storefront API's `CountryCode` and `LanguageCode` enums (API 2026-10;
/// the same in every version shopterm supports, 2024-04 on), so that a code a person types is
/// checked before it is sent: a value outside an enum fails the whole request with a GraphQL
/// validation error. `SchemaFidelityTests` checks these lists against the real schemas.
public enum StorefrontCodes {
    /// `CountryCode`: ISO 3166-1 alpha-2, plus Shopify's `AC`, `TA`, `XK` and `ZZ` (unknown region).
    public static let countries: Set<String> = [
        "AC", "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AN", "AO", "AR", "AT", "AU", "AW", "AX", "AZ", "BA",
        "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS", "BT", "BV",
        "BW", "BY", "BZ", "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN", "CO", "CR", "CU",
        "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC", "EE", "EG", "EH", "ER", "ES",
        "ET", "FI", "FJ", "FK", "FO", "FR", "GA", "GB", "GD", "GE", "GF", "GG", "GH", "GI", "GL", "GM", "GN",
        "GP", "GQ", "GR", "GS", "GT", "GW", "GY", "HK", "HM", "HN", "HR", "HT", "HU", "ID", "IE", "IL", "IM",
        "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM", "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN", "KP",
        "KR", "KW", "KY", "KZ", "LA", "LB", "LC", "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC",
        "MD", "ME", "MF", "MG", "MK", "ML", "MM", "MN", "MO", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX",
        "MY", "MZ", "NA", "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE",
        "PF", "PG", "PH", "PK", "PL", "PM", "PN", "PS", "PT", "PY", "QA", "RE", "RO", "RS", "RU", "RW", "SA",
        "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST", "SV",
        "SX", "SY", "SZ", "TA", "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO", "TR", "TT",
        "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VN", "VU", "WF", "WS",
        "XK", "YE", "YT", "ZA", "ZM", "ZW", "ZZ",
    ]

    /// `LanguageCode`: ISO 639-1, some with a region or script (`PT_BR`, `ZH_TW`).
    public static let languages: Set<String> = [
        "AF", "AK", "AM", "AR", "AS", "AZ", "BE", "BG", "BM", "BN", "BO", "BR", "BS", "CA", "CE", "CKB", "CS",
        "CU", "CY", "DA", "DE", "DZ", "EE", "EL", "EN", "EO", "ES", "ET", "EU", "FA", "FF", "FI", "FIL", "FO",
        "FR", "FY", "GA", "GD", "GL", "GU", "GV", "HA", "HE", "HI", "HR", "HU", "HY", "IA", "ID", "IG", "II",
        "IS", "IT", "JA", "JV", "KA", "KI", "KK", "KL", "KM", "KN", "KO", "KS", "KU", "KW", "KY", "LA", "LB",
        "LG", "LN", "LO", "LT", "LU", "LV", "MG", "MI", "MK", "ML", "MN", "MO", "MR", "MS", "MT", "MY", "NB",
        "ND", "NE", "NL", "NN", "NO", "OM", "OR", "OS", "PA", "PL", "PS", "PT", "PT_BR", "PT_PT", "QU", "RM",
        "RN", "RO", "RU", "RW", "SA", "SC", "SD", "SE", "SG", "SH", "SI", "SK", "SL", "SN", "SO", "SQ", "SR",
        "SU", "SV", "SW", "TA", "TE", "TG", "TH", "TI", "TK", "TO", "TR", "TT", "UG", "UK", "UR", "UZ", "VI",
        "VO", "WO", "XH", "YI", "YO", "ZH", "ZH_CN", "ZH_TW", "ZU",
    ]

    /// Why `text` is no `CountryCode`, in words a person can act on.
    public static func countryReason(_ text: String) -> String {
        let code = text.uppercased()
        guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return "\"\(text)\" is not a two-letter country code (e.g. US, CA)"
        }
        return "\"\(text)\" is no country's code (ISO 3166-1, e.g. US, CA, DE)"
    }

    /// Why `text` is no `LanguageCode`.
    public static func languageReason(_ text: String) -> String {
        "\"\(text)\" is not a language code Shopify knows (ISO 639-1, e.g. EN, FR, PT_BR)"
    }
}
