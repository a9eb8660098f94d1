extension String {
    /// The text without the terminal control sequences it carries, whole: CSI (`ESC [` … a final
    /// byte, or C1 `0x9B`), OSC (`ESC ]` … BEL or ST, or C1 `0x9D`), the string sequences DCS, SOS,
    /// PM and APC (… ST), and two-byte escapes (ECMA-48, 5.4–5.6). Removing only the ESC would
    /// leave the rest printed (`[31mRED`, `]0;title`). Other characters are kept as they are.
    public var withoutTerminalSequences: String {
        guard unicodeScalars.contains(where: { $0.value == 0x1B || (0x90...0x9F).contains($0.value) }) else { return self }
        let scalars = Array(unicodeScalars)
        var kept = String.UnicodeScalarView()
        var index = 0
        /// Skips to after a string terminator (BEL, ST as `ESC \` or C1 0x9C), or the end.
        func skipString() {
            while index < scalars.count {
                let value = scalars[index].value
                index += 1
                if value == 0x07 || value == 0x9C { return }
                if value == 0x1B, index < scalars.count, scalars[index] == "\\" {
                    index += 1
                    return
                }
            }
        }
        /// Skips a CSI's parameters and intermediates, and its final byte.
        func skipCSI() {
            while index < scalars.count {
                let value = scalars[index].value
                index += 1
                if (0x40...0x7E).contains(value) || !(0x20...0x3F).contains(value) { return }
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x1B:
                guard index < scalars.count else { continue }
                let next = scalars[index]
                index += 1
                switch next {
                case "[": skipCSI()
                case "]", "P", "X", "^", "_": skipString()
                default: continue
                }
            case 0x9B: skipCSI()
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F: skipString()
            default: kept.append(scalar)
            }
        }
        return String(kept)
    }
}
