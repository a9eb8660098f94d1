import Foundation
import StoreKitCore

/// The Storefront search syntax, as the demo store understands it:
/// bare terms (fuzzy, any field), `field:value` (exact), `field:val*` (prefix), `field:*`
/// (exists), comparisons `:< :> :<= :>=`, quoted values, `-` or `NOT` to negate, implicit or
/// explicit `AND`, `OR`, and parentheses.
indirect enum SearchQuery: Equatable {
    case term(String)
    case field(name: String, comparison: Comparison, value: String)
    case not(SearchQuery)
    case and(SearchQuery, SearchQuery)
    case or(SearchQuery, SearchQuery)
    case all

    enum Comparison: String, Equatable {
        case equal = ":"
        case less = ":<"
        case greater = ":>"
        case lessOrEqual = ":<="
        case greaterOrEqual = ":>="
    }

    /// Parses `text`; an empty query matches everything. Unbalanced parentheses are forgiven.
    static func parse(_ text: String) -> SearchQuery {
        var parser = Parser(tokens: tokenize(text))
        return parser.parseOr() ?? .all
    }

    /// Whether a document with these searchable fields matches.
    func matches(_ document: SearchDocument) -> Bool {
        switch self {
        case .all: return true
        case .term(let term): return document.fuzzy(term)
        case .field(let name, let comparison, let value): return document.field(name, comparison, value)
        case .not(let inner): return !inner.matches(document)
        case .and(let lhs, let rhs): return lhs.matches(document) && rhs.matches(document)
        case .or(let lhs, let rhs): return lhs.matches(document) || rhs.matches(document)
        }
    }

    private enum Token: Equatable {
        case open, close, and, or, not
        case word(String)
    }

    private static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var inQuotes = false
        func flush() {
            guard !current.isEmpty else { return }
            switch current {
            case "AND": tokens.append(.and)
            case "OR": tokens.append(.or)
            case "NOT": tokens.append(.not)
            default: tokens.append(.word(current))
            }
            current = ""
        }
        for character in text {
            if character == "\"" {
                inQuotes.toggle()
                current.append(character)
            } else if inQuotes {
                current.append(character)
            } else if character == "(" && current.isEmpty {
                tokens.append(.open)
            } else if character == ")" {
                flush()
                tokens.append(.close)
            } else if character.isWhitespace {
                flush()
            } else {
                current.append(character)
            }
        }
        flush()
        return tokens
    }

    private struct Parser {
        var tokens: [Token]
        var position = 0

        mutating func peek() -> Token? { position < tokens.count ? tokens[position] : nil }

        mutating func parseOr() -> SearchQuery? {
            guard var lhs = parseAnd() else { return nil }
            while peek() == .or {
                position += 1
                guard let rhs = parseAnd() else { break }
                lhs = .or(lhs, rhs)
            }
            return lhs
        }

        mutating func parseAnd() -> SearchQuery? {
            guard var lhs = parseUnary() else { return nil }
            while let token = peek(), token != .or, token != .close {
                if token == .and { position += 1 }
                guard let rhs = parseUnary() else { break }
                lhs = .and(lhs, rhs)
            }
            return lhs
        }

        mutating func parseUnary() -> SearchQuery? {
            guard let token = peek() else { return nil }
            position += 1
            switch token {
            case .not:
                return parseUnary().map(SearchQuery.not)
            case .open:
                let inner = parseOr()
                if peek() == .close { position += 1 }
                return inner ?? .all
            case .word(let word):
                if word.hasPrefix("-"), word.count > 1 {
                    return .not(SearchParser.atom(String(word.dropFirst())))
                }
                return SearchParser.atom(word)
            case .and, .or, .close:
                return parseUnary()
            }
        }
    }
}

private enum SearchParser {
    static func atom(_ word: String) -> SearchQuery {
        guard let colon = word.firstIndex(of: ":"), colon != word.startIndex, !word.hasPrefix("\"") else {
            return .term(unquote(word))
        }
        let name = String(word[..<colon]).lowercased()
        var rest = String(word[word.index(after: colon)...])
        var comparison = SearchQuery.Comparison.equal
        for candidate in [SearchQuery.Comparison.lessOrEqual, .greaterOrEqual, .less, .greater] {
            let symbol = String(candidate.rawValue.dropFirst())
            if rest.hasPrefix(symbol) {
                comparison = candidate
                rest.removeFirst(symbol.count)
                break
            }
        }
        return .field(name: name, comparison: comparison, value: unquote(rest))
    }

    static func unquote(_ text: String) -> String {
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { return String(text.dropFirst().dropLast()) }
        return text.replacingOccurrences(of: "\"", with: "")
    }
}
