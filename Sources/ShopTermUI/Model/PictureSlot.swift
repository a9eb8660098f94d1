import StoreKitCore
import TerminalPictures

/// A picture the screen shows: which image, and where (see ``PictureLayout``).
public struct PictureSlot: Equatable, Sendable {
    public var image: ProductImage
    public var box: PictureBox

    /// What is drawn for the slot: the image at the box's size (not its place, so a picture that
    /// only moves is not drawn again).
    var drawing: PictureDrawing { PictureDrawing(image: image, columns: box.columns, rows: box.rows) }
}
