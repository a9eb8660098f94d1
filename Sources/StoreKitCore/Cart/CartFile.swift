import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The local cart on disk: `$XDG_STATE_HOME/shopterm/<shop>/cart.json`, mode 0600.
///
/// Writes go to a temporary file that is fsynced and renamed over the old one (then the folder
/// is fsynced), so a reader, or a crash, only ever sees the old cart or the new one. A change is
/// made under an exclusive `flock` on `cart.json.lock`, so two shopterm processes take turns and
/// the last writer wins without corrupting the file. A file that cannot be read as a cart is
/// moved aside to `cart.json.corrupt-<timestamp>`, never silently emptied.
public struct CartFile: Sendable {
    /// The file's place.
    public let url: URL

    /// The cart file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The cart file of one shop under the state directory.
    public init(stateDirectory: URL, shop: String) {
        url = stateDirectory.appendingPathComponent(shop, isDirectory: true).appendingPathComponent("cart.json")
    }

    /// What loading found.
    public struct Loaded: Sendable, Equatable {
        /// The cart read (empty when there was no file, or it was moved aside).
        public var cart: LocalCart
        /// Set when an unreadable file was moved aside: where it went.
        public var movedAside: URL?
    }

    /// Reads the cart (empty when there is no file yet).
    public func load() throws -> Loaded {
        try withLock { try read() }
    }

    /// Reads the cart, applies `change`, and writes it back, all under the lock.
    @discardableResult
    public func update<T>(_ change: (inout LocalCart) throws -> T) throws -> (result: T, movedAside: URL?) {
        try withLock { () throws -> (T, URL?) in
            var loaded = try read()
            let result = try change(&loaded.cart)
            try write(loaded.cart)
            return (result, loaded.movedAside)
        }
    }

    /// Writes `cart`, replacing the file atomically.
    public func save(_ cart: LocalCart) throws {
        try withLock { try write(cart) }
    }

    // MARK: - Internals

    private var file: PrivateFile { PrivateFile(url: url) }

    private func read() throws(CartFileError) -> Loaded {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return Loaded(cart: LocalCart(), movedAside: nil)
        } catch {
            guard FileManager.default.fileExists(atPath: url.path) else { return Loaded(cart: LocalCart(), movedAside: nil) }
            return Loaded(cart: LocalCart(), movedAside: try moveAside())
        }
        do {
            let cart = try JSONDecoder().decode(LocalCart.self, from: data)
            guard cart.isWellFormed else {
                return Loaded(cart: LocalCart(), movedAside: try moveAside())
            }
            return Loaded(cart: cart, movedAside: nil)
        } catch {
            return Loaded(cart: LocalCart(), movedAside: try moveAside())
        }
    }

    private func moveAside() throws(CartFileError) -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var target = url.appendingPathExtension("corrupt-\(formatter.string(from: Date()))")
        var suffix = 1
        while FileManager.default.fileExists(atPath: target.path) {
            suffix += 1
            target = url.appendingPathExtension("corrupt-\(formatter.string(from: Date()))-\(suffix)")
        }
        guard rename(url.path, target.path) == 0 else {
            throw .unwritable(url.path, "cannot move the unreadable cart aside: \(String(cString: strerror(errno)))")
        }
        return target
    }

    private func write(_ cart: LocalCart) throws(CartFileError) {
        guard let data = try? KeptJSON.encoder.encode(cart) else { throw .unwritable(url.path, "cannot encode the cart") }
        do {
            try file.write(data)
        } catch {
            throw .unwritable(error.path, error.reason)
        }
    }

    private func withLock<T>(_ body: () throws -> T) throws -> T {
        do {
            return try file.withLock(body)
        } catch let error as PrivateFile.WriteError {
            throw CartFileError.unwritable(error.path, error.reason)
        }
    }
}

extension LocalCart {
    /// True when a cart read back is one shopterm could have written: this format, and every
    /// quantity within bounds.
    public var isWellFormed: Bool {
        format == 1 && lines.allSatisfy { (1...Self.maxQuantity).contains($0.quantity) }
    }
}
