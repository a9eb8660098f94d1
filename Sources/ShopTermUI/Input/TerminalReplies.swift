/// What a terminal sends that no key sends: its replies to questions (device attributes
/// `CSI ? 62 ; 4 c`, the text area's size `CSI 6 ; 20 ; 10 t`, a cursor position `CSI 5 ; 1 R`,
/// a status string `DCS … ST`, an OSC answer). shopterm asks the terminal how it draws pictures
/// before the storefront starts; an answer that comes late (a shopper far away over ssh, a busy
/// machine) arrives among the keys, and must never become them (its last byte `c` would open
/// the cart). The key reader hands the characters that came with an ESC to ``replyLength(after:)``
/// and drops what it says, whenever the reply comes.
public enum TerminalReplies {
    /// How many of `characters` (those waiting after an ESC, as Unicode scalar values) make up a
    /// terminal's reply, to be dropped with the ESC; nil when they are no reply (an ESC key, an
    /// Alt chord, a sequence still incomplete).
    ///
    /// A reply is a control sequence whose final byte no key ends with (`c`, `t`, `R`, `n`,
    /// `x`, `y`: ECMA-48's and xterm's reports) or whose parameters are private (`?`, `>`, `=`),
    /// or a DCS / OSC / APC string up to its terminator (BEL or ESC \).
    public static func replyLength(after characters: [UInt32]) -> Int? {
        guard let introducer = characters.first else { return nil }
        switch introducer {
        case 0x5B: return controlSequence(characters)  // ESC [
        case 0x50, 0x5D, 0x5F: return string(characters)  // ESC P, ESC ], ESC _
        default: return nil
        }
    }

    /// True when `characters` may be the start of a reply whose rest is still on its way (a
    /// control sequence without its final byte, a string without its terminator).
    public static func isIncomplete(_ characters: [UInt32]) -> Bool {
        guard let introducer = characters.first, replyLength(after: characters) == nil else { return false }
        switch introducer {
        case 0x5B: return characters.count <= 64 && characters.dropFirst().allSatisfy { (0x20...0x3F).contains($0) }
        case 0x50, 0x5D, 0x5F: return characters.count <= 1_024
        default: return false
        }
    }

    /// Final bytes of the reports terminals send, none of which ends a key's sequence.
    private static let replyFinals: Set<UInt32> = [0x63, 0x74, 0x52, 0x6E, 0x78, 0x79]  // c t R n x y

    private static func controlSequence(_ characters: [UInt32]) -> Int? {
        var index = 1
        // Parameter bytes 0x30–0x3F, then intermediate bytes 0x20–0x2F, then one final byte.
        while index < characters.count, (0x30...0x3F).contains(characters[index]) { index += 1 }
        while index < characters.count, (0x20...0x2F).contains(characters[index]) { index += 1 }
        guard index < characters.count, index <= 64, (0x40...0x7E).contains(characters[index]) else { return nil }
        // A report's final byte, or private parameters (`?`, `>`, `=`) no key sequence has.
        let isPrivate = index > 1 && [0x3F, 0x3E, 0x3D].contains(characters[1])
        guard replyFinals.contains(characters[index]) || isPrivate else { return nil }
        return index + 1
    }

    private static func string(_ characters: [UInt32]) -> Int? {
        var index = 1
        while index < characters.count, index <= 1_024 {
            if characters[index] == 0x07 { return index + 1 }
            if characters[index] == 0x1B, index + 1 < characters.count, characters[index + 1] == 0x5C { return index + 2 }
            index += 1
        }
        return nil
    }
}
