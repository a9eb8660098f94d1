import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The catalog a host serves (`serve-ssh --catalog FILE`): one version at a time. serve-ssh reads
/// and checks the merchant's file, and puts the copy it checked in the host folder, which every
/// worker and session reads: an edit of the file reaches no shopper until serve-ssh reads it
/// again (SIGHUP), a worker started again reads the same version as the others, and a bad edit
/// is refused with the old version still served. The shoppers' account need not be able to
/// read the merchant's file.
package struct CatalogSnapshot: Sendable {
    /// The merchant's file.
    package let source: URL
    /// The checked copy every session reads.
    package let copy: URL
    /// How a catalog file is checked.
    package let reader: DemoCatalogReader

    package init(source: URL, copy: URL, reader: DemoCatalogReader) {
        self.source = source
        self.copy = copy
        self.reader = reader
    }

    /// Reads and checks the merchant's file, and puts it in place for the sessions (readable by
    /// `readers`' group); what the catalog read holds.
    @discardableResult
    package func take(readers: SSHHost) throws -> DemoCatalogReader.Summary {
        let data: Data
        do {
            data = try Data(contentsOf: source)
        } catch {
            throw SSHServeError("cannot read the catalog \(source.path): \(Self.reason(error))")
        }
        let catalog: DemoCatalogReader.Summary
        do {
            catalog = try reader.check(data)
        } catch {
            throw SSHServeError("the catalog \(source.path) is refused: \(error)")
        }
        let next = copy.appendingPathExtension("new")
        try data.write(to: next)
        guard chmod(next.path, 0o640) == 0 else { throw SSHServeError("cannot place \(copy.path): \(String(cString: strerror(errno)))") }
        try readers.give(next, owner: false)
        guard rename(next.path, copy.path) == 0 else { throw SSHServeError("cannot place \(copy.path): \(String(cString: strerror(errno)))") }
        return catalog
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying.map { String(cString: strerror(Int32($0.code))) } ?? (error as NSError).localizedDescription
    }
}
