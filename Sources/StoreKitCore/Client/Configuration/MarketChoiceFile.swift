import Foundation

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
