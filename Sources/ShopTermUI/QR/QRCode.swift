import CQRencode

/// A QR code's modules (true = dark), from libqrencode.
public struct QRCode: Equatable, Sendable {
    public let size: Int
    public let modules: [Bool]

    /// Encodes `text` (8-bit mode, error correction level L, the smallest code); nil if it does not fit a QR code.
    public init?(_ text: String) {
        guard let code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_L) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        size = width
        modules = (0..<(width * width)).map { code.pointee.data[$0] & 1 == 1 }
    }

    public func isDark(row: Int, column: Int) -> Bool {
        guard row >= 0, row < size, column >= 0, column < size else { return false }
        return modules[row * size + column]
    }

    /// The code as text with half blocks, two module rows per text row, with a quiet zone of
    /// `margin` modules. Light modules are drawn as blocks, so it reads correctly on the usual
    /// dark terminal background (as `qrencode -t UTF8` does).
    public func lines(margin: Int = 1) -> [String] {
        let full = size + margin * 2
        var lines: [String] = []
        var row = 0
        while row < full {
            var line = ""
            for column in 0..<full {
                let top = !isDark(row: row - margin, column: column - margin)
                let bottom = row + 1 < full ? !isDark(row: row + 1 - margin, column: column - margin) : false
                switch (top, bottom) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += " "
                }
            }
            lines.append(line)
            row += 2
        }
        return lines
    }
}
