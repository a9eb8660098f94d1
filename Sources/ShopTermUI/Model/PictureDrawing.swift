import StoreKitCore
import TerminalPictures

/// One picture to draw: an image in at most `columns` × `rows` cells.
public struct PictureDrawing: Hashable, Sendable {
    public var image: ProductImage
    public var columns: Int
    public var rows: Int

    public init(image: ProductImage, columns: Int, rows: Int) {
        self.image = image
        self.columns = columns
        self.rows = rows
    }
}
