import Foundation

/// A GraphQL `DateTime` (ISO 8601, with or without fractional seconds) as a `Date`.
public struct ISODate: Sendable, Equatable, Codable {
    /// The date.
    public var date: Date

    /// The date `date`.
    public init(_ date: Date) {
        self.date = date
    }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = Self.parse(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not an ISO 8601 date"))
        }
        self.date = date
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.format(date))
    }

    /// Parses `2026-11-22T10:00:00Z` or `2026-11-22T10:00:00.123+01:00`.
    public static func parse(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    /// `2026-11-22T10:00:00Z`.
    public static func format(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}
