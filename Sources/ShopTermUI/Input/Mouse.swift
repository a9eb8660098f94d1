/// A mouse event: wheel or click, at a cell.
public enum Mouse: Hashable, Sendable {
    case wheelUp(row: Int, column: Int)
    case wheelDown(row: Int, column: Int)
    case click(row: Int, column: Int)
}
