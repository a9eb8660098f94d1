import Foundation
import ShopTermApp

/// What a compiled terminfo entry (term(5)) says of a terminal, read from its file without
/// curses: a worker draws many shoppers' terminals at once, and curses' `setupterm` keeps one
/// terminal per process. Only what the storefront's drawing asks is kept.
public struct TerminfoEntry: Equatable, Sendable {
    /// `cup`: the terminal can move its cursor anywhere (none: `dumb`, a printing terminal).
    public var cursorAddressing: Bool
    /// `hc`: a hardcopy terminal (paper).
    public var hardcopy: Bool
    /// `colors` (0 when absent).
    public var colors: Int
    /// `kmous`: the terminal reports the mouse.
    public var mouseKey: Bool
    /// The extended booleans `RGB` or `Tc` (24-bit colour), or `colors` of 2^24.
    public var directColor: Bool
    /// `smcup`: the terminal has a screen of its own for full-screen programs (xterm's alternate
    /// screen); without it the storefront draws over the shopper's screen and clears it after.
    public var alternateScreen = true
    /// `dim`: the terminal draws half-bright text.
    public var dim = true

    /// An entry of the given capabilities.
    public init(cursorAddressing: Bool, hardcopy: Bool = false, colors: Int = 0, mouseKey: Bool = false, directColor: Bool = false) {
        self.cursorAddressing = cursorAddressing
        self.hardcopy = hardcopy
        self.colors = colors
        self.mouseKey = mouseKey
        self.directColor = directColor
    }

    /// The entry of the terminal type `name` in the first of `roots` that has it
    /// (`root/x/xterm`, as Linux's ncurses files them); nil when none has it or it is not an entry.
    public static func load(
        _ name: String, roots: [String] = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
    ) -> TerminfoEntry? {
        guard name.range(of: #"^[A-Za-z0-9._+-]{1,64}$"#, options: .regularExpression) != nil else { return nil }
        for root in roots {
            if let data = FileManager.default.contents(atPath: "\(root)/\(name.prefix(1))/\(name)") { return parse(Array(data)) }
        }
        return nil
    }

    // The standard capabilities' places (ncurses' term.h).
    private static let hardcopyIndex = 7
    private static let enterCAModeIndex = 28
    private static let enterDimModeIndex = 30
    private static let colorsIndex = 13
    private static let cursorAddressIndex = 10
    private static let keyMouseIndex = 355

    /// Reads a compiled entry: the legacy format (magic 0432, numbers of 16 bits) or ncurses'
    /// 32-bit one (01036), with its extended capabilities when they follow; nil when it is not one.
    public static func parse(_ bytes: [UInt8]) -> TerminfoEntry? {
        var reader = Reader(bytes: bytes)
        guard let magic = reader.short(), magic == 0o432 || magic == 0o1036, let nameSize = reader.short(), let boolCount = reader.short(),
            let numberCount = reader.short(), let stringCount = reader.short(), let tableSize = reader.short(),
            [nameSize, boolCount, numberCount, stringCount, tableSize].allSatisfy({ $0 >= 0 })
        else { return nil }
        let numberSize = magic == 0o1036 ? 4 : 2
        reader.skip(nameSize)
        guard let booleans = reader.bytes(boolCount) else { return nil }
        reader.alignToEven()
        guard let numbers = reader.numbers(numberCount, size: numberSize), let offsets = reader.numbers(stringCount, size: 2),
            let table = reader.bytes(tableSize)
        else { return nil }
        func has(_ index: Int) -> Bool { index < offsets.count && offsets[index] >= 0 && offsets[index] < table.count }
        let colors = numbers.count > colorsIndex ? max(0, numbers[colorsIndex]) : 0
        var entry = TerminfoEntry(
            cursorAddressing: has(cursorAddressIndex), hardcopy: booleans.count > hardcopyIndex && booleans[hardcopyIndex] == 1,
            colors: colors, mouseKey: has(keyMouseIndex), directColor: colors >= 1 << 24)
        entry.alternateScreen = has(enterCAModeIndex)
        entry.dim = has(enterDimModeIndex)
        reader.alignToEven()
        let extended = extendedBooleans(&reader, numberSize: numberSize)
        if extended.contains("RGB") || extended.contains("Tc") { entry.directColor = true }
        return entry
    }

    /// The names of the extended booleans that are set (none when the section is missing or bad).
    private static func extendedBooleans(_ reader: inout Reader, numberSize: Int) -> Set<String> {
        guard let boolCount = reader.short(), let numberCount = reader.short(), let stringCount = reader.short(), reader.short() != nil,
            let tableSize = reader.short(), [boolCount, numberCount, stringCount, tableSize].allSatisfy({ $0 >= 0 }),
            let booleans = reader.bytes(boolCount)
        else { return [] }
        reader.alignToEven()
        guard reader.numbers(numberCount, size: numberSize) != nil, let valueOffsets = reader.numbers(stringCount, size: 2),
            let nameOffsets = reader.numbers(boolCount + numberCount + stringCount, size: 2), let table = reader.bytes(tableSize)
        else { return [] }
        // The names follow the string values in the table, their offsets counted from there.
        let namesStart =
            valueOffsets.filter { $0 >= 0 && $0 < table.count }.map { start in
                (table[start...].firstIndex(of: 0) ?? table.count - 1) + 1
            }.max() ?? 0
        var set: Set<String> = []
        for (index, value) in booleans.enumerated() where value == 1 {
            let start = namesStart + nameOffsets[index]
            guard nameOffsets[index] >= 0, start < table.count else { continue }
            let end = table[start...].firstIndex(of: 0) ?? table.count
            set.insert(String(decoding: table[start..<end], as: UTF8.self))
        }
        return set
    }

    /// Little-endian reading of a compiled entry.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func short() -> Int? {
            guard position + 2 <= bytes.count else { return nil }
            defer { position += 2 }
            return Int(Int16(bitPattern: UInt16(bytes[position]) | UInt16(bytes[position + 1]) << 8))
        }

        mutating func numbers(_ count: Int, size: Int) -> [Int]? {
            guard position + count * size <= bytes.count else { return nil }
            defer { position += count * size }
            return (0..<count).map { index in
                let at = position + index * size
                if size == 2 { return Int(Int16(bitPattern: UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8)) }
                let word = UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
                return Int(Int32(bitPattern: word))
            }
        }

        mutating func bytes(_ count: Int) -> [UInt8]? {
            guard position + count <= bytes.count else { return nil }
            defer { position += count }
            return Array(bytes[position..<(position + count)])
        }

        mutating func skip(_ count: Int) { position += count }
        mutating func alignToEven() { if position % 2 == 1 { position += 1 } }
    }
}
