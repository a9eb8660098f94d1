import StoreKitCore

/// The country and language picker: the countries the store sells to (`localization`), the one
/// highlighted, and the language to read it in.
public struct MarketScreen: Equatable, Sendable {
    /// The store's countries (one page: `localization` lists them all).
    public var countries = ListState<MarketCountry>()
    /// The country and language the store answered the list in: the market shopped in now.
    public var current: MarketChoice?
    /// The language picked with ←/→ (nil: the current one where the country reads it, else the
    /// country's first).
    public var language: String?
    public init(language: String? = nil) {
        self.language = language
    }

    /// The languages of the highlighted country.
    public var languages: [MarketLanguage] { countries.current?.languages ?? [] }

    /// The language the highlighted country would be read in.
    public var chosenLanguage: MarketLanguage? {
        languages.first { $0.code == language } ?? languages.first { $0.code == current?.language } ?? languages.first
    }

    /// What Enter picks: the highlighted country in the chosen language.
    public var choice: MarketChoice? {
        countries.current.map { MarketChoice(country: $0.code, language: chosenLanguage?.code) }
    }

    /// The next (`step` 1) or previous (-1) language of the highlighted country, going round.
    mutating func cycleLanguage(by step: Int) {
        let languages = languages
        guard languages.count > 1 else { return }
        let index = chosenLanguage.flatMap { chosen in languages.firstIndex(of: chosen) } ?? 0
        language = languages[(index + step + languages.count) % languages.count].code
    }
}
