/// Checks a query in Shopify's search syntax (`title:boot* AND (vendor:Kestrel OR tag:sale)`)
/// before it is sent: a store reads a malformed query loosely and may answer with everything,
/// so a query it cannot mean is said back to the person instead.
public enum SearchSyntax {
    /// What is wrong with `query`, in a sentence; nil when it can be sent.
    public static func problem(in query: String) -> String? {
        let text = query.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return "the query is empty; type what to look for" }
        var depth = 0
        var quoted = false
        var previous: Character = " "
        for character in text {
            if character == "\"" && previous != "\\" { quoted.toggle() }
            if !quoted {
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth < 0 { return "the query closes a parenthesis it never opened" }
                }
            }
            previous = character
        }
        if quoted { return "the query has a quote (\") that is never closed" }
        if depth > 0 { return "the query has a parenthesis that is never closed" }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" }).map(String.init)
        if let first = words.first, ["AND", "OR"].contains(first) { return "the query starts with \(first): put a term before it" }
        if let last = words.last, ["AND", "OR", "NOT"].contains(last) { return "the query ends with \(last): put a term after it" }
        for (word, next) in zip(words, words.dropFirst()) where ["AND", "OR", "NOT"].contains(word) && ["AND", "OR"].contains(next) {
            return "the query has \(word) \(next): put a term between them"
        }
        if let empty = words.first(where: { !$0.hasPrefix("\"") && $0.hasSuffix(":") }) {
            return "the query's \(empty) has no value (e.g. \(empty)boot)"
        }
        return nil
    }
}
