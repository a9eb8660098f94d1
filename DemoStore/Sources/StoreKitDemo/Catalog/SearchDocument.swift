import Foundation
import StoreKitCore

/// What a search looks at: named fields (several values each) and the text for fuzzy terms.
struct SearchDocument {
    var fields: [String: [String]]
    var text: [String]

    /// Whether every word of `term` is in the text. A term's words are its runs of letters and
    /// digits, as predictive search splits them ("T-shirt and t shirt return the same results",
    /// help.shopify.com/en/themes/development/predictive-search), so that whatever `suggest`
    /// offers, `search` finds too.
    func fuzzy(_ term: String) -> Bool {
        let needle = term.hasSuffix("*") ? String(term.dropLast()) : term
        guard !needle.isEmpty else { return true }
        let words = needle.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        return (words.isEmpty ? [needle] : words).allSatisfy { word in
            text.contains { $0.range(of: word, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
    }

    func field(_ name: String, _ comparison: SearchQuery.Comparison, _ value: String) -> Bool {
        let values = fields[name] ?? []
        if value == "*" { return values.contains { !$0.isEmpty } }
        switch comparison {
        case .equal:
            if value.hasSuffix("*") {
                let prefix = value.dropLast().lowercased()
                return values.contains { $0.lowercased().hasPrefix(prefix) }
            }
            return values.contains { $0.caseInsensitiveCompare(value) == .orderedSame }
        case .less, .greater, .lessOrEqual, .greaterOrEqual:
            return values.contains { compare($0, value, comparison) }
        }
    }

    private func compare(_ lhs: String, _ rhs: String, _ comparison: SearchQuery.Comparison) -> Bool {
        let order: ComparisonResult
        if let left = DemoMoney.parseDecimal(lhs), let right = DemoMoney.parseDecimal(rhs) {
            order = left < right ? .orderedAscending : (left > right ? .orderedDescending : .orderedSame)
        } else {
            order = lhs.compare(rhs)
        }
        switch comparison {
        case .less: return order == .orderedAscending
        case .greater: return order == .orderedDescending
        case .lessOrEqual: return order != .orderedDescending
        case .greaterOrEqual: return order != .orderedAscending
        case .equal: return order == .orderedSame
        }
    }
}
