/// `localization`: the countries of the shop's markets (currency, languages) and the country and
/// language of the request's `@inContext`. Tokenless stores answer it.
public struct LocalizationQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The countries the store sells to, and the country and language it answered in.
        public var localization: StoreLocalization

        private enum Keys: String, CodingKey { case localization }
        private struct Answer: Decodable {
            var availableCountries: [Country]
            var country: Code
            var language: Code
        }
        private struct Code: Decodable { var isoCode: String }
        private struct Country: Decodable {
            var isoCode: String
            var name: String
            var currency: Currency
            var availableLanguages: [Language]
        }
        private struct Currency: Decodable {
            var isoCode: String
            var symbol: String
        }
        private struct Language: Decodable {
            var isoCode: String
            var name: String
        }

        /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
        public init(from decoder: any Decoder) throws {
            let answer = try decoder.container(keyedBy: Keys.self).decode(Answer.self, forKey: .localization)
            localization = StoreLocalization(
                countries: answer.availableCountries.map { country in
                    MarketCountry(
                        code: country.isoCode, name: country.name, currency: country.currency.isoCode, currencySymbol: country.currency.symbol,
                        languages: country.availableLanguages.map { MarketLanguage(code: $0.isoCode, name: $0.name) })
                },
                country: answer.country.isoCode, language: answer.language.isoCode)
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Localization"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query Localization($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          localization {
            availableCountries {
              isoCode
              name
              currency { isoCode symbol }
              availableLanguages { isoCode name }
            }
            country { isoCode }
            language { isoCode }
          }
        }
        """)

    /// The operation for these values (they become its variables).
    public init() {}

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { [:] }
}
