import Foundation

/// The pieces fast decoders are made of.
enum TapeReading {
    static func array<Element>(_ tape: JSONTape, _ index: Int, _ element: (JSONTape, Int) -> Element?) -> [Element]? {
        let node = tape[index]
        guard node.kind == .array else { return nil }
        var result: [Element] = []
        result.reserveCapacity(Int(node.count))
        var position = index + 1
        for _ in 0..<Int(node.count) {
            guard let value = element(tape, position) else { return nil }
            result.append(value)
            position = tape.next(after: position)
        }
        return result
    }

    /// The members of the object at `index`, by name, visited in document order. False (so the
    /// Codable path takes over) when `visit` refuses one, when a name has escapes, or when a
    /// name repeats (the first one counts there).
    static func members(_ tape: JSONTape, _ index: Int, _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ value: Int) -> Bool) -> Bool {
        let node = tape[index]
        guard node.kind == .object else { return false }
        return tape.bytes.withUnsafeBufferPointer { bytes in
            var names: [UnsafeBufferPointer<UInt8>] = []
            names.reserveCapacity(Int(node.count))
            var member = index + 1
            let end = Int(node.end)
            while member < end {
                let key = tape[member]
                guard key.count == 0 else { return false }
                let name = UnsafeBufferPointer(rebasing: bytes[Int(key.start)..<Int(key.end)])
                for earlier in names
                where earlier.count == name.count && (name.isEmpty || memcmp(earlier.baseAddress!, name.baseAddress!, name.count) == 0) {
                    return false
                }
                names.append(name)
                guard visit(name, member + 1) else { return false }
                member = tape.next(after: member + 1)
            }
            return true
        }
    }

    static func string(_ tape: JSONTape, _ index: Int) -> String? {
        tape[index].kind == .string ? tape.string(at: index) : nil
    }

    static func optionalString(_ tape: JSONTape, _ index: Int) -> String?? {
        switch tape[index].kind {
        case .null: return .some(nil)
        case .string: return .some(tape.string(at: index))
        default: return nil
        }
    }

    static func optionalInt(_ tape: JSONTape, _ index: Int) -> Int?? {
        switch tape[index].kind {
        case .null: return .some(nil)
        case .number: return Int(tape.numberText(at: index)).map { .some($0) }
        default: return nil
        }
    }

    /// A member name compared with string literals without making a String.
    struct Name: Equatable, ExpressibleByStringLiteral {
        let bytes: UnsafeBufferPointer<UInt8>?
        let literal: StaticString?

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            literal = nil
        }

        init(stringLiteral value: StaticString) {
            bytes = nil
            literal = value
        }

        static func == (lhs: Name, rhs: Name) -> Bool {
            guard let bytes = lhs.bytes ?? rhs.bytes, let literal = lhs.literal ?? rhs.literal else { return false }
            return bytes.count == literal.utf8CodeUnitCount && (bytes.isEmpty || memcmp(bytes.baseAddress!, literal.utf8Start, bytes.count) == 0)
        }
    }
}
