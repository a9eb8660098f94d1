import Foundation
import ShopTermApp
import ShopTermUI
import TerminalPictures

/// Writes to standard output and standard error.
enum Console {
    static func print(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((text + "\n").utf8))
    }

    /// Writes a picture's bytes to stdout as they are: libchafa's encoding of decoded pixels,
    /// the one output with escape sequences (nothing of the image file itself is in it).
    static func write(_ picture: Picture) {
        FileHandle.standardOutput.write(Data(picture.streamed.utf8))
    }

    /// Writes a message to stderr, sanitised (``StandardError/write(_:)``).
    static func error(_ text: String) {
        StandardError.write(text)
    }

    /// `value` as pretty, key-sorted JSON on standard output.
    static func printJSON<Value: Encodable>(_ value: Value) throws {
        FileHandle.standardOutput.write(try SafeJSON.encode(value) + Data("\n".utf8))
    }

    /// `value` as one line of key-sorted JSON (a JSON Lines record) on standard output, for an
    /// output that comes in several records as things happen.
    static func printJSONLine<Value: Encodable>(_ value: Value) throws {
        FileHandle.standardOutput.write(try SafeJSON.encode(value, oneLine: true) + Data("\n".utf8))
    }
}

extension Console {
    /// A cart command's report: its notes on stderr, then the cart's table; or its JSON.
    static func show(_ report: CartReport, json: Bool, session: StoreSession) async {
        if json {
            try? printJSON(CartOutput.document(report))
            return
        }
        for note in report.notes { error(note) }
        print(CartOutput.table(report.cart, money: await session.moneyStyle()))
    }
}

extension Console {
    /// What the library made to print on standard output.
    static func print(_ printout: Printout) {
        switch printout {
        case .text(let text): print(text)
        case .json(let data): FileHandle.standardOutput.write(data + Data("\n".utf8))
        }
    }
}

extension Console {
    /// The catalog of the store `options` name, what it says on the way written on stderr.
    static func catalog(_ options: StoreOptions) throws -> CatalogReader {
        CatalogReader(session: try StoreSession.make(options), say: { error($0) })
    }
}
