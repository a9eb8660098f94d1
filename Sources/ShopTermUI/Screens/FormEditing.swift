/// Typing into form fields, shared by the checkout and account forms.
enum FormEditing {
    /// Longest value a field takes.
    static let maxLength = 120

    /// Applies a typing key to `field`: characters, backspace, ctrl-u (clear). True when used.
    static func edit(_ key: Key, _ field: inout FormField) -> Bool {
        edit(key, &field.value, limit: maxLength)
    }

    /// Applies a typing key to `text`, which takes at most `limit` characters. True when used.
    static func edit(_ key: Key, _ text: inout String, limit: Int) -> Bool {
        switch key {
        case .character(let character):
            if text.count < limit { text.append(character) }
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .control("u"):
            text = ""
        default:
            return false
        }
        return true
    }

    /// The field focused after `nextField`/`previousField`, kept inside `range`.
    static func move(_ action: Action, from focused: Int, in range: Range<Int>) -> Int {
        guard !range.isEmpty else { return focused }
        let next = focused + (action == .nextField ? 1 : -1)
        return min(max(range.lowerBound, next), range.upperBound - 1)
    }
}
