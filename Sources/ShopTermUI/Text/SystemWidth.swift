import CWidth

/// The C library's character widths (`wcwidth`, the table ncurses draws by), read in a UTF-8
/// locale of their own so the answer does not depend on the locale the process runs in.
enum SystemWidth {
    /// `wcwidth(scalar)` (-1 for what it calls unprintable); nil when the system has no UTF-8 locale.
    static func wcwidth(_ scalar: Unicode.Scalar) -> Int? {
        let width = cwidth_wcwidth(scalar.value)
        return width == -2 ? nil : Int(width)
    }
}
