import Foundation

/// `$XDG_STATE_HOME/shopterm/<shop>/session.json`: the signed-in customer of one shop, mode
/// 0600, replaced atomically. A file that cannot be read is reported, never guessed at.
public struct SessionFile: CustomerSessionKeeping {
    /// The session file's place.
    public let url: URL

    /// The session file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The session file of one shop under the state directory.
    public init(stateDirectory: URL, shop: String) {
        url = stateDirectory.appendingPathComponent(shop, isDirectory: true).appendingPathComponent("session.json")
    }

    private var file: PrivateFile { PrivateFile(url: url) }

    /// The stored session, or nil when nobody is logged in.
    public func load() throws(SessionFileError) -> CustomerSession? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            throw .unreadable(url.path, "cannot read it")
        }
        guard let session = try? CustomerSession.storageDecoder.decode(CustomerSession.self, from: data), session.format == 1 else {
            throw .unreadable(url.path, "it is not a shopterm session; run `shopterm account logout` to remove it")
        }
        return session
    }

    /// Stores `session` (mode 0600).
    public func save(_ session: CustomerSession) throws(SessionFileError) {
        guard let data = try? CustomerSession.storageEncoder.encode(session) else { throw .unwritable(url.path, "cannot encode the session") }
        do {
            try file.withLock { try file.write(data) }
        } catch let error as PrivateFile.WriteError {
            throw .unwritable(error.path, error.reason)
        } catch {
            throw .unwritable(url.path, "\(error)")
        }
    }

    /// Deletes the stored session; true when there was one.
    @discardableResult
    public func delete() throws(SessionFileError) -> Bool {
        do {
            return try file.remove()
        } catch {
            throw .unwritable(error.path, error.reason)
        }
    }
}
