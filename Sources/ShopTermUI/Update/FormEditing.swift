/// Typing into form fields, shared by the checkout and account forms.
enum FormEditing {
    /// Longest value a field takes.
    static let maxLength = 120

    /// Applies a typing key to `field`: characters, backspace, ctrl-u (clear). True when used.
    static func edit(_ key: Key, _ field: inout FormField) -> Bool {
        switch key {
        case .character(let character):
            if field.value.count < maxLength { field.value.append(character) }
        case .backspace:
            if !field.value.isEmpty { field.value.removeLast() }
        case .control("u"):
            field.value = ""
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
