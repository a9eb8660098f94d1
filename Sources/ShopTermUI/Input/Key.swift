/// A key press, as the driver decodes it.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    /// Ctrl + a letter (lower-case).
    case control(Character)
}

/// A mouse event: wheel or click, at a cell.
public enum Mouse: Hashable, Sendable {
    case wheelUp(row: Int, column: Int)
    case wheelDown(row: Int, column: Int)
    case click(row: Int, column: Int)
}
