import TerminalPictures

/// A fixed 4×4 picture: red, green, blue and white quarters.
enum Fixtures {
    static let quarters: Bitmap = {
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                switch (x < 2, y < 2) {
                case (true, true): pixels += [255, 0, 0, 255]
                case (false, true): pixels += [0, 255, 0, 255]
                case (true, false): pixels += [0, 0, 255, 255]
                case (false, false): pixels += [255, 255, 255, 255]
                }
            }
        }
        return Bitmap(width: 4, height: 4, pixels: pixels)
    }()

    /// A small cell, so that the graphics protocols' output stays short enough to read.
    static let cell = CellSize(width: 4, height: 8)
}
