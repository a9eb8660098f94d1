/// A key press, as the driver decodes it.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    /// Ctrl + a letter (lower-case).
    case control(Character)
}
