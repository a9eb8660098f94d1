import Foundation

/// A JSON document parsed in one pass into a flat array of nodes that point into the original
/// bytes: no dictionary, array or string is built until a decoder asks for it. This is what
/// makes decoding a page of products faster than building a whole object tree first.
///
/// Strict RFC 8259: one value, no trailing commas, no comments, control characters in strings
/// refused, nesting limited to ``maxDepth``.
final class JSONTape: @unchecked Sendable {
    enum Kind: UInt8 { case object, array, string, number, `true`, `false`, null }

    /// One value. For containers, `end` is the index of the node after the whole subtree and
    /// `count` the number of members (objects: key/value pairs). For strings and numbers,
    /// `start..<end` are the bytes (strings without quotes) and `count` is 1 when a string
    /// has escapes.
    struct Node {
        var kind: Kind
        var start: Int32
        var end: Int32
        var count: Int32
    }

    struct SyntaxError: Error {
        var offset: Int
        var reason: String
    }

    static let maxDepth = 512

    let bytes: [UInt8]
    let nodes: [Node]

    init(_ data: Data) throws(SyntaxError) {
        let bytes = [UInt8](data)
        guard bytes.count < Int(Int32.max) else { throw SyntaxError(offset: 0, reason: "document too large") }
        var nodes: [Node] = []
        nodes.reserveCapacity(bytes.count / 8)
        try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
            var parser = Parser(bytes: buffer)
            try parser.value(into: &nodes, depth: 0)
            parser.skipWhitespace()
            guard parser.position == buffer.count else { throw SyntaxError(offset: parser.position, reason: "unexpected data after the value") }
        }
        self.bytes = bytes
        self.nodes = nodes
    }

    subscript(index: Int) -> Node { nodes[index] }

    /// The index after the subtree at `index`.
    func next(after index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .object || node.kind == .array ? Int(node.end) : index + 1
    }

    /// The string at `index` (a string node).
    func string(at index: Int) -> String {
        let node = nodes[index]
        return bytes.withUnsafeBufferPointer { buffer in
            let slice = UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.end)])
            return node.count == 0 ? String(decoding: slice, as: UTF8.self) : Self.unescape(slice)
        }
    }

    /// The value node of the member named `key` in the object at `object` (the first one when a
    /// key repeats, as `JSONDecoder` does), or nil.
    func member(_ key: String, of object: Int) -> Int? {
        var key = key
        return key.withUTF8 { name -> Int? in
            nodes.withUnsafeBufferPointer { nodes -> Int? in
                bytes.withUnsafeBufferPointer { bytes -> Int? in
                    var member = object + 1
                    let end = Int(nodes[object].end)
                    while member < end {
                        let keyNode = nodes[member]
                        let value = member + 1
                        if keyNode.count == 0 {
                            if Int(keyNode.end - keyNode.start) == name.count,
                                name.isEmpty || memcmp(bytes.baseAddress! + Int(keyNode.start), name.baseAddress!, name.count) == 0
                            {
                                return value
                            }
                        } else if string(at: member).utf8.elementsEqual(name) {
                            return value
                        }
                        let valueNode = nodes[value]
                        member = valueNode.kind == .object || valueNode.kind == .array ? Int(valueNode.end) : value + 1
                    }
                    return nil
                }
            }
        }
    }

    /// The text of a number node.
    func numberText(at index: Int) -> String {
        let node = nodes[index]
        return String(decoding: bytes[Int(node.start)..<Int(node.end)], as: UTF8.self)
    }

    private static func unescape(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var index = 0
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
        }
        // The parser has checked every escape, so the four digits are there.
        func hex(_ at: Int) -> UInt32 { JSONTape.hexValue(bytes, at: at) ?? 0xFFFD }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "u"):
                flush()
                var value = hex(index)
                index += 4
                if (0xD800...0xDBFF).contains(value), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                {
                    let low = hex(index + 2)
                    if (0xDC00...0xDFFF).contains(low) {
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: utf8.append(escape)
            }
        }
        flush()
        return String(scalars)
    }

    /// The value of the four hex digits at `at` (as in `\\u00e9`), or nil.
    private static func hexValue(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) -> UInt32? {
        guard at >= 0, at + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for index in at..<at + 4 {
            let byte = bytes[index]
            value <<= 4
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value |= UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value |= UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value |= UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        return value
    }

    /// The recursive-descent parser that fills the tape.
    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return
                }
            }
        }

        func fail(_ reason: String) -> SyntaxError { SyntaxError(offset: position, reason: reason) }

        mutating func value(into nodes: inout [Node], depth: Int) throws(SyntaxError) {
            skipWhitespace()
            guard position < bytes.count else { throw fail("unexpected end") }
            switch bytes[position] {
            case UInt8(ascii: "{"): try container(object: true, into: &nodes, depth: depth)
            case UInt8(ascii: "["): try container(object: false, into: &nodes, depth: depth)
            case UInt8(ascii: "\""): try string(into: &nodes)
            case UInt8(ascii: "t"): try literal("true", .true, into: &nodes)
            case UInt8(ascii: "f"): try literal("false", .false, into: &nodes)
            case UInt8(ascii: "n"): try literal("null", .null, into: &nodes)
            default: try number(into: &nodes)
            }
        }

        mutating func container(object: Bool, into nodes: inout [Node], depth: Int) throws(SyntaxError) {
            guard depth < JSONTape.maxDepth else { throw fail("nested too deeply") }
            let index = nodes.count
            nodes.append(Node(kind: object ? .object : .array, start: Int32(position), end: 0, count: 0))
            position += 1
            let close = object ? UInt8(ascii: "}") : UInt8(ascii: "]")
            var count: Int32 = 0
            skipWhitespace()
            if position < bytes.count, bytes[position] == close {
                position += 1
            } else {
                while true {
                    if object {
                        skipWhitespace()
                        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw fail("expected a key") }
                        try string(into: &nodes)
                        skipWhitespace()
                        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                        position += 1
                    }
                    try value(into: &nodes, depth: depth + 1)
                    count += 1
                    skipWhitespace()
                    guard position < bytes.count else { throw fail("unexpected end") }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        continue
                    }
                    guard bytes[position] == close else { throw fail("expected ',' or a closing bracket") }
                    position += 1
                    break
                }
            }
            nodes[index].end = Int32(nodes.count)
            nodes[index].count = count
        }

        mutating func string(into nodes: inout [Node]) throws(SyntaxError) {
            position += 1
            let start = position
            var escaped: Int32 = 0
            var nonASCII = false
            while true {
                guard position < bytes.count else { throw fail("unterminated string") }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") { break }
                if byte < 0x20 { throw fail("control character in a string") }
                if byte >= 0x80 { nonASCII = true }
                if byte == UInt8(ascii: "\\") {
                    escaped = 1
                    guard position + 1 < bytes.count else { throw fail("unterminated string") }
                    switch bytes[position + 1] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                        UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        position += 2
                    case UInt8(ascii: "u"):
                        guard let value = hex(at: position + 2) else { throw fail("bad \\u escape") }
                        position += 6
                        if (0xDC00...0xDFFF).contains(value) { throw fail("lone low surrogate") }
                        if (0xD800...0xDBFF).contains(value) {
                            // A high surrogate must be followed by an escaped low one.
                            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
                                let low = hex(at: position + 2), (0xDC00...0xDFFF).contains(low)
                            else {
                                throw fail("lone high surrogate")
                            }
                            position += 6
                        }
                    default:
                        throw fail("bad escape")
                    }
                    continue
                }
                position += 1
            }
            if nonASCII, !Self.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[start..<position])) { throw fail("invalid UTF-8") }
            nodes.append(Node(kind: .string, start: Int32(start), end: Int32(position), count: escaped))
            position += 1
        }

        /// The value of the four hex digits at `at`, or nil.
        func hex(at: Int) -> UInt32? { JSONTape.hexValue(bytes, at: at) }

        static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var iterator = bytes.makeIterator()
            var decoder = UTF8()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput: return true
                case .error: return false
                }
            }
        }

        mutating func literal(_ word: StaticString, _ kind: Kind, into nodes: inout [Node]) throws(SyntaxError) {
            let length = word.utf8CodeUnitCount
            guard position + length <= bytes.count,
                memcmp(bytes.baseAddress! + position, word.utf8Start, length) == 0
            else {
                throw fail("unexpected character")
            }
            nodes.append(Node(kind: kind, start: Int32(position), end: Int32(position + length), count: 0))
            position += length
        }

        mutating func number(into nodes: inout [Node]) throws(SyntaxError) {
            let start = position
            func digits() -> Int {
                let from = position
                while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
                return position - from
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
            let integer = digits()
            guard integer > 0 else { throw fail("unexpected character") }
            if integer > 1, bytes[position - integer] == UInt8(ascii: "0") { throw fail("leading zero") }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { throw fail("digits expected after '.'") }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                guard digits() > 0 else { throw fail("digits expected in the exponent") }
            }
            nodes.append(Node(kind: .number, start: Int32(start), end: Int32(position), count: 0))
        }
    }
}
