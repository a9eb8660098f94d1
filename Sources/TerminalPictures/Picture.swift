import CImages
import Foundation

/// A picture drawn for one terminal: the cells it covers and the bytes that draw it there.
///
/// Nothing of the image file reaches the terminal: the bytes are libchafa's encoding of decoded
/// pixels (half blocks and colour codes, a sixel image, or a kitty or iTerm2 image it built).
public struct Picture: Sendable, Equatable {
    public let mode: PictureMode
    public let columns: Int
    public let rows: Int
    /// For half blocks, one string per row; for the graphics protocols, one string that draws
    /// the whole picture from the cursor.
    public let lines: [String]

    public init(mode: PictureMode, columns: Int, rows: Int, lines: [String]) {
        self.mode = mode
        self.columns = columns
        self.rows = rows
        self.lines = lines
    }

    /// Draws the picture with its top left corner at `row`, `column` (0-based), leaving the cursor
    /// where it was.
    public func placed(row: Int, column: Int) -> String {
        var output = "\u{1b}7"
        for (index, line) in lines.enumerated() {
            output += "\u{1b}[\(row + index + 1);\(column + 1)H" + line
        }
        return output + "\u{1b}8"
    }

    /// The picture for a stream (a command's output): rows one after the other, then a new line.
    public var streamed: String {
        mode == .blocks ? lines.map { $0 + "\n" }.joined() : lines.joined() + "\n"
    }
}

/// Draws bitmaps as pictures.
public enum PictureRenderer {
    /// `bitmap` drawn in `style`, as large as fits in `columns` × `rows` cells, its aspect kept.
    public static func render(_ bitmap: Bitmap, style: PictureStyle, columns: Int, rows: Int) throws -> Picture {
        let fitted = PictureFit.cells(width: bitmap.width, height: bitmap.height, columns: columns, rows: rows, cell: style.cell)
        var raw = cimages_bitmap()
        var length = 0
        let drawn = bitmap.pixels.withUnsafeBufferPointer { pixels -> UnsafeMutablePointer<CChar>? in
            raw.pixels = UnsafeMutablePointer(mutating: pixels.baseAddress)
            raw.width = Int32(bitmap.width)
            raw.height = Int32(bitmap.height)
            // Colours matter to half blocks only: the graphics protocols carry their own.
            let colors = style.mode == .blocks && style.colors == .indexed256 ? CIMAGES_INDEXED_256 : CIMAGES_TRUECOLOR
            return cimages_render(
                &raw, style.mode.cMode, colors,
                Int32(fitted.columns), Int32(fitted.rows), Int32(style.cell.width), Int32(style.cell.height), &length)
        }
        guard let drawn else { throw PictureError(ImageCodec.unavailable ?? "the picture could not be drawn") }
        defer { free(drawn) }
        let text = String(decoding: UnsafeRawBufferPointer(start: drawn, count: length), as: UTF8.self)
        let lines = style.mode == .blocks ? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : [text]
        return Picture(mode: style.mode, columns: fitted.columns, rows: fitted.rows, lines: lines)
    }
}

/// The cells a picture takes.
public enum PictureFit {
    /// The largest `columns` × `rows` at most that shows a `width` × `height` image with its
    /// aspect, on cells of `cell` pixels (at least one cell each way).
    public static func cells(width: Int, height: Int, columns: Int, rows: Int, cell: CellSize) -> (columns: Int, rows: Int) {
        guard width > 0, height > 0, columns > 0, rows > 0 else { return (max(1, columns), max(1, rows)) }
        let boxWidth = Double(columns * cell.width)
        let boxHeight = Double(rows * cell.height)
        let scale = min(boxWidth / Double(width), boxHeight / Double(height))
        let fittedColumns = Int((Double(width) * scale / Double(cell.width)).rounded())
        let fittedRows = Int((Double(height) * scale / Double(cell.height)).rounded())
        return (min(columns, max(1, fittedColumns)), min(rows, max(1, fittedRows)))
    }

    /// The pixels `columns` × `rows` cells show: what to ask a store's image transform for.
    public static func pixels(columns: Int, rows: Int, style: PictureStyle) -> (width: Int, height: Int) {
        // Half blocks show two pixels a cell, one above the other.
        if style.mode == .blocks { return (columns, rows * 2) }
        return (columns * style.cell.width, rows * style.cell.height)
    }
}

extension PictureMode {
    var cMode: cimages_pixel_mode {
        switch self {
        case .blocks: return CIMAGES_SYMBOLS
        case .sixel: return CIMAGES_SIXELS
        case .kitty: return CIMAGES_KITTY
        case .iterm: return CIMAGES_ITERM2
        }
    }
}
