import Foundation

/// A language a country's shoppers read.
public struct MarketLanguage: Sendable, Hashable, Codable {
    /// The `LanguageCode` ("FR", "PT_BR").
    public var code: String
    /// The language's name, in the language of the answer.
    public var name: String

    /// The language `code`, called `name`.
    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}
