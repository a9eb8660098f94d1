/// The bytes a terminal sends, as events, without curses: keys (UTF-8 text, controls, the
/// cursor and editing keys of xterm, VT220 and the Linux console), SGR mouse reports, bracketed
/// pastes, and the terminal's own replies, which are dropped whole whenever they come
/// (``TerminalReplies``). Used where one process serves many terminals (serve-ssh's workers).
///
/// Bytes that may still become a sequence wait for the next ``feed(_:)``; when nothing more
/// comes (the reader waits ``patience`` for it), ``flush()`` takes them as keys: a lone ESC is
/// the escape key.
public struct InputDecoder: Sendable {
    private var buffer: [UInt8] = []
    /// The text of a bracketed paste under way (nil: none is).
    private var pasted: [UInt8]?

    public init() {}

    /// How long a reader waits for the rest of what is waiting before ``flush()``: nothing for
    /// an ESC alone (a key's sequence comes in one piece: an ESC read alone is the escape key, as
    /// the curses driver takes it), 150 ms for the start of a reply or a sequence cut in two, half
    /// a second for a paste's end.
    public var patience: Duration? {
        if pasted != nil { return .milliseconds(500) }
        guard !buffer.isEmpty else { return nil }
        return buffer.count == 1 && buffer[0] == 0x1B ? .zero : .milliseconds(150)
    }

    /// The events `bytes` complete, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Event] {
        buffer.append(contentsOf: bytes)
        var events: [Event] = []
        while let (event, used) = next(final: false) {
            buffer.removeFirst(used)
            if let event { events.append(event) }
        }
        return events
    }

    /// Nothing more came: what waits is taken as it is (an ESC alone is the escape key, a paste
    /// without its end ends with what came).
    public mutating func flush() -> [Event] {
        var events: [Event] = []
        if let pasted {
            self.pasted = nil
            events.append(.paste(BracketedPaste.text(Self.scalars(pasted + buffer))))
            buffer = []
        }
        while !buffer.isEmpty {
            if let (event, used) = next(final: true) {
                buffer.removeFirst(used)
                if let event { events.append(event) }
            } else {
                buffer.removeFirst()
            }
        }
        return events
    }

    /// The first event of the buffer and the bytes it used (a nil event: bytes dropped); nil
    /// when the buffer is empty or may still become something longer (never when `final`).
    private mutating func next(final: Bool) -> (Event?, Int)? {
        if pasted != nil { return pasteNext() }
        guard let first = buffer.first else { return nil }
        switch first {
        case 0x1B: return escape(final: final)
        case 0x0D, 0x0A: return (.key(.enter), 1)
        case 0x7F, 0x08: return (.key(.backspace), 1)
        case 0x09: return (.key(.tab), 1)
        case 0x01...0x1A: return (.key(.control(Character(Unicode.Scalar(first + 0x60)))), 1)
        case 0x00...0x1F: return (nil, 1)
        case 0x80...0xFF: return utf8(final: final)
        default: return (.key(.character(Character(Unicode.Scalar(first)))), 1)
        }
    }

    /// One UTF-8 character (C1 controls and bad bytes dropped).
    private func utf8(final: Bool) -> (Event?, Int)? {
        let first = buffer[0]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard length > 1, first < 0xF8 else { return (nil, 1) }
        guard buffer.count >= length else { return final ? (nil, 1) : nil }
        var decoder = UTF8()
        var iterator = buffer[0..<length].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), !(0x80...0x9F).contains(scalar.value) else { return (nil, 1) }
        return (.key(.character(Character(scalar))), length)
    }

    /// An ESC and what follows it: a key's sequence, a mouse report, a paste's start, a reply
    /// (dropped), or the escape key.
    private mutating func escape(final: Bool) -> (Event?, Int)? {
        guard buffer.count > 1 else { return final ? (.key(.escape), 1) : nil }
        let after = Self.scalars(buffer.dropFirst().prefix(1_100))
        if let reply = TerminalReplies.replyLength(after: after) { return (nil, 1 + reply) }
        switch buffer[1] {
        case 0x5B:  // ESC [
            if let sequence = Self.controlSequence(after) { return controlSequenceEvent(sequence, after: after) }
        case 0x4F:  // ESC O: SS3, the keypad's application mode
            if buffer.count >= 3 { return (Self.ss3[buffer[2]].map(Event.key), 3) }
        default:
            return (.key(.escape), 1)
        }
        let incomplete = TerminalReplies.isIncomplete(after) || BracketedPaste.mayStart(after) || (buffer[1] == 0x4F && buffer.count < 3)
        if incomplete, !final { return nil }
        return (.key(.escape), 1)
    }

    /// A whole control sequence (`[`, parameters, intermediates, final byte): its length after
    /// the ESC; nil while incomplete.
    private static func controlSequence(_ after: [UInt32]) -> Int? {
        var index = 1
        while index < after.count, (0x30...0x3F).contains(after[index]) { index += 1 }
        while index < after.count, (0x20...0x2F).contains(after[index]) { index += 1 }
        guard index < after.count, index <= 64, (0x40...0x7E).contains(after[index]) else { return nil }
        return index + 1
    }

    /// The event of the control sequence of `length` characters after the ESC.
    private mutating func controlSequenceEvent(_ length: Int, after: [UInt32]) -> (Event?, Int)? {
        let final = after[length - 1]
        let parameters = String(decoding: after[1..<(length - 1)].map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
        let used = 1 + length
        if final == 0x4D || final == 0x6D, parameters.hasPrefix("<") {  // SGR mouse: ESC [ < b ; x ; y M/m
            return (Self.mouse(parameters.dropFirst(), pressed: final == 0x4D), used)
        }
        if final == 0x7E {
            let number = Int(parameters.split(separator: ";").first ?? "") ?? 0
            if number == 200 {
                pasted = []
                return (nil, used)
            }
            return (Self.tilde[number].map(Event.key), used)
        }
        return (Self.csiFinal[UInt8(truncatingIfNeeded: final)].map(Event.key), used)
    }

    /// An SGR mouse report: the wheel, or a press of the first button (a click).
    private static func mouse(_ parameters: Substring, pressed: Bool) -> Event? {
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, pressed, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let (button, row, column) = (numbers[0], numbers[2] - 1, numbers[1] - 1)
        if button & 64 != 0 { return .mouse(button & 1 == 0 ? .wheelUp(row: row, column: column) : .wheelDown(row: row, column: column)) }
        return button & (32 | 3) == 0 ? .mouse(.click(row: row, column: column)) : nil
    }

    /// The paste's bytes up to its end (`ESC [ 201 ~`); what is far past a field's line is let go.
    private mutating func pasteNext() -> (Event?, Int)? {
        let end = BracketedPaste.end.map { UInt8($0) }
        if let found = Self.find(end, in: buffer) {
            let text = (pasted ?? []) + buffer[0..<found]
            pasted = nil
            return (.paste(BracketedPaste.text(Self.scalars(text))), found + end.count)
        }
        // Keep the last bytes: they may be the end's start.
        let keep = min(buffer.count, end.count - 1)
        let taken = buffer.count - keep
        guard taken > 0 else { return nil }
        if (pasted?.count ?? 0) < 4 * BracketedPaste.maxLength { pasted?.append(contentsOf: buffer[0..<taken]) }
        buffer.removeFirst(taken)
        return nil
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Bytes as the characters ``TerminalReplies`` and ``BracketedPaste`` read (UTF-8 decoded).
    private static func scalars(_ bytes: some Collection<UInt8>) -> [UInt32] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
    }

    /// Keys of `ESC [ … final`.
    private static let csiFinal: [UInt8: Key] = [
        0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end, 0x5A: .backTab,
    ]
    /// Keys of `ESC [ number ~`.
    private static let tilde: [Int: Key] = [1: .home, 7: .home, 4: .end, 8: .end, 3: .delete, 5: .pageUp, 6: .pageDown]
    /// Keys of `ESC O final`.
    private static let ss3: [UInt8: Key] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end, 0x4D: .enter]
}
