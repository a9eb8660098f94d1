import Foundation

/// The market a shopper picked for one shop: the country prices, availability and the cart are
/// given for, and the language the store answers in (`@inContext(country:language:)`).
public struct MarketChoice: Sendable, Hashable, Codable {
    /// ISO 3166 country code ("CA").
    public var country: String
    /// `LanguageCode` ("FR", "PT_BR"); nil leaves it to the store (the country's default).
    public var language: String?

    /// Shopping in `country`, in `language` (nil: the country's default).
    public init(country: String, language: String? = nil) {
        self.country = country
        self.language = language
    }

    /// The CLDR locale its amounts are written in (`de_DE`; see ``MoneyStyle/locale(country:language:)``).
    public var moneyLocale: String { MoneyStyle.locale(country: country, language: language) }

    /// True when both codes are shaped as the Storefront API's enums are.
    public var isWellFormed: Bool {
        BuyerContext.isCountryCode(country) && (language.map(BuyerContext.isLanguageCode) ?? true)
    }
}

/// Where the picked market is remembered: `$XDG_STATE_HOME/shopterm/<shop>/market.json`.
///
/// It is a preference, not data: a file that cannot be read as a choice counts as no choice
/// (the next pick replaces it), so a damaged file never stops shopterm from starting.
public struct MarketChoiceFile: Sendable {
    /// The file's place.
    public let url: URL

    /// The market file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The market file of one shop under the state directory.
    public init(stateDirectory: URL, shop: String) {
        url = stateDirectory.appendingPathComponent(shop, isDirectory: true).appendingPathComponent("market.json")
    }

    /// The remembered choice; nil when there is none or the file does not hold one.
    public func load() -> MarketChoice? {
        guard let data = try? Data(contentsOf: url), data.count < 4096,
            let choice = try? JSONDecoder().decode(MarketChoice.self, from: data), choice.isWellFormed
        else { return nil }
        return choice
    }

    /// Remembers `choice` (replacing the file atomically).
    public func save(_ choice: MarketChoice) throws {
        let data = try KeptJSON.encoder.encode(choice)
        let file = PrivateFile(url: url)
        try file.withLock { try file.write(data) }
    }
}
