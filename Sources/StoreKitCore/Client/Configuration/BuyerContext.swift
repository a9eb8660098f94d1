/// Who is shopping: the country and language sent to Shopify with `@inContext`, and the locale
/// used for `Accept-Language` and for formatting money.
public struct BuyerContext: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 country code (`CountryCode` in the API), e.g. `CA`.
    public var country: String?
    /// Storefront `LanguageCode`, e.g. `EN`, `PT_BR`.
    public var language: String?
    /// The buyer's locale identifier (`en_US`, `zh_Hans_US`), from the environment.
    public var locale: String

    /// A buyer in `country`, reading `language`, in `locale` (nil: the store's own).
    public init(country: String? = nil, language: String? = nil, locale: String = "en_US") {
        self.country = country
        self.language = language
        self.locale = locale
    }

    /// `Accept-Language` for `locale`: language plus region, without the script
    /// (`zh_Hans_US` → `zh-US`, `en_US` → `en-US`, `en` → `en`).
    public var acceptLanguage: String {
        let parts = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let language = parts.first, !language.isEmpty else { return "en" }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        return region.map { "\(language)-\($0)" } ?? language
    }

    /// The locale from POSIX variables (`LC_ALL`, `LC_MESSAGES`, `LANG`), without encoding or
    /// modifier; `en_US` when none is set or it is `C`/`POSIX`.
    public static func locale(fromEnvironment environment: [String: String]) -> String {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let bare = value.split(separator: ".").first.map(String.init) ?? value
            let name = bare.split(separator: "@").first.map(String.init) ?? bare
            if name == "C" || name == "POSIX" { return "en_US" }
            return name
        }
        return "en_US"
    }

    /// True when `code` is a value of the API's `CountryCode` (upper case).
    public static func isCountryCode(_ code: String) -> Bool { StorefrontCodes.countries.contains(code) }

    /// True when `code` is a value of the API's `LanguageCode` (`EN`, `PT_BR`, `ZH_TW`).
    public static func isLanguageCode(_ code: String) -> Bool { StorefrontCodes.languages.contains(code) }
}
