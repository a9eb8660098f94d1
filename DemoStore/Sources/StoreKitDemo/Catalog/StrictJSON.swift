/// JSON as RFC 8259 has it, and nothing more: a catalog is read by this check before Foundation
/// parses it, because Foundation's parser is lenient where a merchant's file must not be (its
/// JSON5 mode aside, it has taken a comma before `]` or `}` in some versions; it keeps the last
/// of two equal keys without a word). Refused here: trailing commas, comments, single quotes,
/// bare words (`NaN`, `Infinity`), leading zeros and `+` signs, control characters and invalid
/// UTF-8 in strings, unpaired surrogate escapes, a key given twice in one object, anything
/// after the value. A UTF-8 byte order mark is skipped (RFC 8259 §8.1 lets a parser ignore it).
struct StrictJSON {
    /// Why the text is not JSON, and where (a byte offset in the file).
    struct Failure: Error, Equatable {
        var offset: Int
        var reason: String
        /// The JSON path of a key given twice (nil for a syntax error).
        var path: String?
    }

    /// Nesting deeper than this is refused (no catalog needs it; a hostile file could overflow the stack).
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var at = 0
    private var path: [String] = []

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Checks `bytes` is one JSON value (a catalog's object), throwing the first place it is not.
    static func check(_ bytes: [UInt8]) throws(Failure) {
        var reader = StrictJSON(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.at = 3 }
        reader.skipSpace()
        guard reader.at < bytes.count else { throw Failure(offset: reader.at, reason: "the file is empty") }
        try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.at == bytes.count else { throw Failure(offset: reader.at, reason: "more text after the JSON value") }
    }

    /// " at line 3, column 14" for a byte offset (columns count characters, from 1).
    static func place(_ offset: Int, in bytes: [UInt8]) -> String {
        let before = bytes.prefix(max(0, min(offset, bytes.count)))
        let lineStart = (before.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
        let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let column = before[lineStart...].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }  // UTF-8 lead bytes
        return " at line \(line), column \(column)"
    }

    private var current: UInt8? { at < bytes.count ? bytes[at] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { at += 1 }
    }

    private func fail(_ reason: String) -> Failure { Failure(offset: at, reason: reason) }

    /// What stands at the current byte, for a message: "end of file", "`,`".
    private var found: String {
        guard let byte = current else { return "the file ends" }
        if byte == UInt8(ascii: "/") { return "a comment (JSON has none)" }
        if byte == UInt8(ascii: "'") { return "a single quote (JSON strings take \")" }
        if Character(UnicodeScalar(byte)).isLetter { return "a bare word (strings take \"double quotes\")" }
        if byte >= 0x21 && byte < 0x7F { return "\"\(Character(UnicodeScalar(byte)))\" here" }
        return "an unexpected character here"
    }

    private mutating func value(depth: Int) throws(Failure) {
        guard depth < Self.maximumDepth else { throw fail("nested more than \(Self.maximumDepth) deep") }
        guard let byte = current else { throw fail("a value was expected, found \(found)") }
        switch byte {
        case UInt8(ascii: "{"): try object(depth: depth)
        case UInt8(ascii: "["): try array(depth: depth)
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        default: throw fail("a value was expected, found \(found)")
        }
    }

    private mutating func object(depth: Int) throws(Failure) {
        at += 1
        skipSpace()
        if current == UInt8(ascii: "}") {
            at += 1
            return
        }
        var keys: Set<String> = []
        while true {
            guard current == UInt8(ascii: "\"") else { throw fail("a key in double quotes was expected, found \(found)") }
            let keyStart = at
            let key = try string()
            guard keys.insert(key).inserted else {
                throw Failure(offset: keyStart, reason: "the key \"\(key)\" is given twice in this object", path: pathText(adding: key))
            }
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw fail("\":\" was expected after the key, found \(found)") }
            at += 1
            skipSpace()
            path.append(path.isEmpty ? key : ".\(key)")
            try value(depth: depth + 1)
            path.removeLast()
            if try closes(with: "}") { return }
        }
    }

    /// After an object's member or an array's element: true when `closing` ends it (and is
    /// read), false after the comma before the next one; a trailing comma is refused.
    private mutating func closes(with closing: Unicode.Scalar) throws(Failure) -> Bool {
        skipSpace()
        if current == UInt8(ascii: closing) {
            at += 1
            return true
        }
        guard current == UInt8(ascii: ",") else { throw fail("\",\" or \"\(closing)\" was expected, found \(found)") }
        let comma = at
        at += 1
        skipSpace()
        if current == UInt8(ascii: closing) {
            throw Failure(offset: comma, reason: "a comma before \"\(closing)\" (JSON allows no trailing comma)")
        }
        return false
    }

    private mutating func array(depth: Int) throws(Failure) {
        at += 1
        skipSpace()
        if current == UInt8(ascii: "]") {
            at += 1
            return
        }
        var index = 0
        while true {
            path.append("[\(index)]")
            try value(depth: depth + 1)
            path.removeLast()
            if try closes(with: "]") { return }
            index += 1
        }
    }

    private func pathText(adding key: String) -> String { path.joined() + (path.isEmpty ? key : ".\(key)") }

    private mutating func word(_ text: StaticString) throws(Failure) {
        let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        guard bytes.count - at >= expected.count, bytes[at..<at + expected.count].elementsEqual(expected) else {
            throw fail("a value was expected, found \(found)")
        }
        at += expected.count
    }

    private mutating func number() throws(Failure) {
        func digits() -> Int {
            let start = at
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { at += 1 }
            return at - start
        }
        if current == UInt8(ascii: "-") { at += 1 }
        if current == UInt8(ascii: "0") {
            at += 1
            if let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                throw fail("a number with a leading zero")
            }
        } else if digits() == 0 {
            throw fail("a digit was expected, found \(found)")
        }
        if current == UInt8(ascii: ".") {
            at += 1
            guard digits() > 0 else { throw fail("a digit was expected after \".\", found \(found)") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            at += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { at += 1 }
            guard digits() > 0 else { throw fail("a digit was expected in the exponent, found \(found)") }
        }
    }

    /// Reads a string (the current byte is its opening quote), returning its text.
    private mutating func string() throws(Failure) -> String {
        at += 1
        var scalars = String.UnicodeScalarView()
        while true {
            guard let byte = current else { throw fail("the file ends inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                at += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                at += 1
                scalars.append(try escape())
            case 0..<0x20:
                throw fail("a control character inside a string (write it as an escape such as \\n)")
            case 0..<0x80:
                scalars.append(UnicodeScalar(byte))
                at += 1
            default:
                scalars.append(try utf8Scalar())
            }
        }
    }

    private mutating func escape() throws(Failure) -> UnicodeScalar {
        guard let byte = current else { throw fail("the file ends inside a string") }
        at += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return UnicodeScalar(byte)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let start = at - 2
            let unit = try hex4()
            if (0xDC00...0xDFFF).contains(unit) {
                throw Failure(offset: start, reason: "an unpaired surrogate escape (\\u\(String(unit, radix: 16)))")
            }
            guard (0xD800...0xDBFF).contains(unit) else { return UnicodeScalar(unit)! }
            guard current == UInt8(ascii: "\\"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "u") else {
                throw Failure(offset: start, reason: "an unpaired surrogate escape (\\u\(String(unit, radix: 16)))")
            }
            at += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw Failure(offset: start, reason: "an unpaired surrogate escape (\\u\(String(unit, radix: 16)))")
            }
            return UnicodeScalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))!
        default:
            at -= 1
            throw fail("\"\\\(Character(UnicodeScalar(byte)))\" is not a JSON escape")
        }
    }

    private mutating func hex4() throws(Failure) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Character(UnicodeScalar(byte)).hexDigitValue else {
                throw fail("four hex digits were expected after \\u")
            }
            unit = unit << 4 | UInt16(digit)
            at += 1
        }
        return unit
    }

    /// One scalar of well-formed UTF-8 (no overlong forms, no surrogates, at most U+10FFFF).
    private mutating func utf8Scalar() throws(Failure) -> UnicodeScalar {
        let lead = bytes[at]
        let (count, low, high): (Int, UInt8, UInt8)
        switch lead {
        case 0xC2...0xDF: (count, low, high) = (1, 0x80, 0xBF)
        case 0xE0: (count, low, high) = (2, 0xA0, 0xBF)
        case 0xED: (count, low, high) = (2, 0x80, 0x9F)
        case 0xE1...0xEF: (count, low, high) = (2, 0x80, 0xBF)
        case 0xF0: (count, low, high) = (3, 0x90, 0xBF)
        case 0xF4: (count, low, high) = (3, 0x80, 0x8F)
        case 0xF1...0xF3: (count, low, high) = (3, 0x80, 0xBF)
        default: throw fail("not UTF-8 text")
        }
        guard at + count < bytes.count, (low...high).contains(bytes[at + 1]),
            bytes[(at + 2)..<(at + 1 + count)].allSatisfy({ $0 & 0xC0 == 0x80 })
        else { throw fail("not UTF-8 text") }
        var value = UInt32(lead) & (count == 1 ? 0x1F : count == 2 ? 0x0F : 0x07)
        for byte in bytes[(at + 1)...(at + count)] { value = value << 6 | UInt32(byte & 0x3F) }
        at += count + 1
        return UnicodeScalar(value)!
    }
}
