/// The values of the demo store's own schema's enums (the SDL it serves, which holds Shopify's
/// real 2026-10 values): what a catalog file names must be one of them, else every answer that
/// holds it fails with `Enum "…" cannot represent value`.
enum SchemaEnum {
    /// `CurrencyCode` (ISO 4217, as Shopify has it).
    static let currencyCodes = values(of: "CurrencyCode")
    /// `CountryCode`.
    static let countryCodes = values(of: "CountryCode")
    /// `LanguageCode`.
    static let languageCodes = values(of: "LanguageCode")

    /// Why `text` is no `CountryCode`, in words a catalog's author can act on.
    static func countryReason(_ text: String) -> String {
        let code = text.uppercased()
        guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return "\"\(text)\" is not a two-letter country code (e.g. US, CA)"
        }
        return "\"\(text)\" is no country's code (ISO 3166-1, e.g. US, CA, DE)"
    }

    /// Why `text` is no `LanguageCode`.
    static func languageReason(_ text: String) -> String {
        "\"\(text)\" is not a language code Shopify knows (ISO 639-1, e.g. EN, FR, PT_BR)"
    }

    /// The values of `enum <name> { … }` in the schema's SDL (empty when it has no such enum).
    static func values(of name: String) -> Set<String> {
        guard let start = storefrontSchemaSDL.range(of: "\nenum \(name) {\n"),
            let end = storefrontSchemaSDL[start.upperBound...].range(of: "\n}")
        else { return [] }
        return Set(
            storefrontSchemaSDL[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
                let word = line.trimmingCharacters(in: .whitespaces)
                return word.isEmpty || word.hasPrefix("\"") || word.hasPrefix("#") ? nil : word.split(separator: " ").first.map(String.init)
            })
    }
}
