import StoreKitCore
import TerminalPictures

/// Cells of the screen a picture may fill: its top left corner and the most it takes.
public struct PictureBox: Equatable, Sendable {
    public var row: Int
    public var column: Int
    public var columns: Int
    public var rows: Int

    public init(row: Int, column: Int, columns: Int, rows: Int) {
        self.row = row
        self.column = column
        self.columns = columns
        self.rows = rows
    }
}
