import Foundation

/// A `Decoder` over a ``JSONTape``: Codable types decode straight from the parsed bytes.
///
/// Coding paths cost nothing while decoding succeeds: each decoder's `codingPath` is relative
/// (empty), and an error gets its full path on the way out, each level putting its key in
/// front. The `DecodingError`s are the standard ones, with the same paths as `JSONDecoder`'s.
struct TapeDecoder: Decoder {
    let tape: JSONTape
    let index: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes `T` from the whole document in `data`.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try T(from: TapeDecoder(tape: try JSONTape(data), index: 0))
    }

    var node: JSONTape.Node { tape[index] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard node.kind == .object else { throw mismatch([String: Any].self, at: index) }
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard node.kind == .array else { throw mismatch([Any].self, at: index) }
        return UnkeyedContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValue(decoder: self) }

    /// A type mismatch (or an unexpected null) at `index`, with an empty relative path.
    func mismatch(_ type: Any.Type, at index: Int) -> DecodingError {
        let found: String
        switch tape[index].kind {
        case .object: found = "a dictionary"
        case .array: found = "an array"
        case .string: found = "a string"
        case .number: found = "a number"
        case .true, .false: found = "a boolean"
        case .null:
            return .valueNotFound(type, .init(codingPath: [], debugDescription: "Expected \(type) value but found null instead."))
        }
        return .typeMismatch(type, .init(codingPath: [], debugDescription: "Expected to decode \(type) but found \(found) instead."))
    }

    // MARK: - Values

    func decodeString(at index: Int) throws -> String {
        guard tape[index].kind == .string else { throw mismatch(String.self, at: index) }
        return tape.string(at: index)
    }

    func decodeBool(at index: Int) throws -> Bool {
        switch tape[index].kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self, at: index)
        }
    }

    func decodeInt(at index: Int) throws -> Int {
        let node = tape[index]
        guard node.kind == .number else { throw mismatch(Int.self, at: index) }
        let tooBig = DecodingError.dataCorrupted(
            .init(codingPath: [], debugDescription: "Parsed JSON number <\(tape.numberText(at: index))> does not fit in Int."))
        return try tape.bytes.withUnsafeBufferPointer { bytes in
            var value = 0
            var position = Int(node.start)
            let negative = bytes[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            while position < Int(node.end) {
                let digit = bytes[position]
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { throw tooBig }
                let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (next, overflow2) =
                    negative
                    ? times.subtractingReportingOverflow(Int(digit - UInt8(ascii: "0")))
                    : times.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
                guard !overflow1, !overflow2 else { throw tooBig }
                value = next
                position += 1
            }
            return value
        }
    }

    func decodeDouble(at index: Int) throws -> Double {
        guard tape[index].kind == .number, let value = Double(tape.numberText(at: index)) else { throw mismatch(Double.self, at: index) }
        return value
    }

    /// Decodes `T` at `index`; an error gets `key` in front of its path.
    func decodeValue<T: Decodable>(_ type: T.Type, at index: Int, key: (any CodingKey)?) throws -> T {
        do {
            // Metadata comparisons, not dynamic casts: this runs for every nested value.
            if T.self == String.self { return unsafeBitCast(try decodeString(at: index), to: T.self) }
            if T.self == Int.self { return unsafeBitCast(try decodeInt(at: index), to: T.self) }
            if T.self == Bool.self { return unsafeBitCast(try decodeBool(at: index), to: T.self) }
            if T.self == Double.self { return unsafeBitCast(try decodeDouble(at: index), to: T.self) }
            if T.self == Decimal.self {
                guard tape[index].kind == .number, let value = Decimal(string: tape.numberText(at: index), locale: Locale(identifier: "en_US_POSIX"))
                else {
                    throw mismatch(Decimal.self, at: index)
                }
                return value as! T
            }
            if let fast = T.self as? any TapeFastDecodable.Type, let value = fast.fastDecode(tape, index) { return value as! T }
            return try T(from: TapeDecoder(tape: tape, index: index))
        } catch let error as DecodingError {
            throw key.map { error.under($0) } ?? error
        }
    }

    /// Runs `body`, putting `key` in front of the path of a `DecodingError` it throws.
    static func under<T>(_ key: any CodingKey, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DecodingError {
            throw error.under(key)
        }
    }

    // MARK: - Containers

    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: TapeDecoder
        var codingPath: [any CodingKey] { [] }

        /// The value node of `key`; nil when absent.
        func valueIndex(_ key: Key) -> Int? { decoder.tape.member(key.stringValue, of: decoder.index) }

        var allKeys: [Key] {
            let tape = decoder.tape
            var keys: [Key] = []
            var member = decoder.index + 1
            let end = Int(tape[decoder.index].end)
            while member < end {
                if let key = Key(stringValue: tape.string(at: member)) { keys.append(key) }
                member = tape.next(after: member + 1)
            }
            return keys
        }

        func contains(_ key: Key) -> Bool { valueIndex(key) != nil }

        private func require(_ key: Key) throws -> Int {
            guard let index = valueIndex(key) else {
                throw DecodingError.keyNotFound(
                    key, .init(codingPath: [], debugDescription: "No value associated with key \(key.stringValue) (\"\(key.stringValue)\")."))
            }
            return index
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            guard let index = valueIndex(key) else { return true }
            return decoder.tape[index].kind == .null
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try decoder.decodeValue(type, at: try require(key), key: key)
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let index = valueIndex(key), decoder.tape[index].kind != .null else { return nil }
            return try decoder.decodeValue(type, at: index, key: key)
        }

        func decode(_ type: String.Type, forKey key: Key) throws -> String {
            let index = try require(key)
            return try TapeDecoder.under(key) { try decoder.decodeString(at: index) }
        }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
            let index = try require(key)
            return try TapeDecoder.under(key) { try decoder.decodeBool(at: index) }
        }

        func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
            let index = try require(key)
            return try TapeDecoder.under(key) { try decoder.decodeInt(at: index) }
        }

        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
            guard let index = valueIndex(key), decoder.tape[index].kind != .null else { return nil }
            return try TapeDecoder.under(key) { try decoder.decodeString(at: index) }
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            let index = try require(key)
            return try TapeDecoder.under(key) { try TapeDecoder(tape: decoder.tape, index: index).container(keyedBy: type) }
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            let index = try require(key)
            return try TapeDecoder.under(key) { try TapeDecoder(tape: decoder.tape, index: index).unkeyedContainer() }
        }

        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { TapeDecoder(tape: decoder.tape, index: try require(key)) }
    }

    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let decoder: TapeDecoder
        var codingPath: [any CodingKey] { [] }
        var count: Int? { Int(decoder.node.count) }
        private(set) var currentIndex = 0
        private var position: Int

        init(decoder: TapeDecoder) {
            self.decoder = decoder
            position = decoder.index + 1
        }

        var isAtEnd: Bool { currentIndex >= Int(decoder.node.count) }

        private var currentKey: any CodingKey { IndexKey(index: currentIndex) }

        private mutating func advance() throws -> Int {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(Any.self, .init(codingPath: [currentKey], debugDescription: "Unkeyed container is at end."))
            }
            let index = position
            position = decoder.tape.next(after: index)
            currentIndex += 1
            return index
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, decoder.tape[position].kind == .null else { return false }
            _ = try advance()
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let key = currentKey
            return try decoder.decodeValue(type, at: try advance(), key: key)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let key = currentKey
            let index = try advance()
            return try TapeDecoder.under(key) { try TapeDecoder(tape: decoder.tape, index: index).container(keyedBy: type) }
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let key = currentKey
            let index = try advance()
            return try TapeDecoder.under(key) { try TapeDecoder(tape: decoder.tape, index: index).unkeyedContainer() }
        }

        mutating func superDecoder() throws -> any Decoder { TapeDecoder(tape: decoder.tape, index: try advance()) }
    }

    struct SingleValue: SingleValueDecodingContainer {
        let decoder: TapeDecoder
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { decoder.node.kind == .null }
        func decode(_ type: String.Type) throws -> String { try decoder.decodeString(at: decoder.index) }
        func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool(at: decoder.index) }
        func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInt(at: decoder.index) }
        func decode(_ type: Double.Type) throws -> Double { try decoder.decodeDouble(at: decoder.index) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type, at: decoder.index, key: nil) }
    }

    struct IndexKey: CodingKey {
        var stringValue: String { "Index \(index)" }
        var intValue: Int? { index }
        let index: Int
        init(index: Int) { self.index = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { index = intValue }
    }
}

extension DecodingError {
    /// The same error one level down: `key` in front of its coding path.
    func under(_ key: any CodingKey) -> DecodingError {
        func moved(_ context: Context) -> Context {
            Context(codingPath: [key] + context.codingPath, debugDescription: context.debugDescription, underlyingError: context.underlyingError)
        }
        switch self {
        case .typeMismatch(let type, let context): return .typeMismatch(type, moved(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, moved(context))
        case .keyNotFound(let missing, let context): return .keyNotFound(missing, moved(context))
        case .dataCorrupted(let context): return .dataCorrupted(moved(context))
        @unknown default: return self
        }
    }
}
