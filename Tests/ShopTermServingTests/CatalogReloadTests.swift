import Foundation
import ShopTermServing
import StoreKitDemo
import Testing

/// SIGHUP's catalog read again (`serve-ssh --catalog`): a good file replaces the copy the
/// sessions read and empties the shared launch answers; a broken one leaves both, and says why.
@Suite struct CatalogReloadTests {
    /// The demo store's reading of a catalog file, as the executable hands it to serve-ssh.
    static let reader = DemoCatalogReader(
        check: { data in
            let catalog = try DemoCatalog(file: try CatalogFile.decode(data))
            return DemoCatalogReader.Summary(name: catalog.shop.name, products: catalog.products.count)
        },
        builtIn: { _ in
            Issue.record("a --catalog host reads no built-in catalog")
            return DemoCatalogReader.Summary(name: "", products: 0)
        })

    /// A small catalog of hats (docs/examples).
    static let hats = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/examples/hats.json")

    /// What a reload said, kept for the test.
    final class Said: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    /// A host folder of the test's own with the merchant's file, the copy and a cache holding
    /// one launch answer.
    struct Host {
        let folder = URL(fileURLWithPath: "/tmp/shopterm-reload-\(UUID().uuidString.prefix(8))")
        var source: URL { folder.appendingPathComponent("merchant.json") }
        var cache: URL { folder.appendingPathComponent("cache") }
        var snapshot: CatalogSnapshot { CatalogSnapshot(source: source, copy: ServingFolder(folder).catalogCopy, reader: reader) }

        init() throws {
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: cache.appendingPathComponent("launch-answer"))
        }

        func reload(said: Said) {
            let readers = SSHHost.assumed(user: ServingFixture.thisAccount)
            CatalogReload(snapshot: snapshot, readers: readers, cache: cache, pool: nil, say: { said.add($0) }).run()
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func aGoodCatalogReplacesTheCopyAndEmptiesTheSharedAnswers() throws {
        let host = try Host()
        defer { host.remove() }
        let first = try Data(contentsOf: Self.hats)
        try first.write(to: host.source)
        #expect(try host.snapshot.take(readers: SSHHost.assumed(user: ServingFixture.thisAccount)).name == "Hats & Co.")
        #expect(try Data(contentsOf: ServingFolder(host.folder).catalogCopy) == first)
        let edited = Data(String(decoding: first, as: UTF8.self).replacingOccurrences(of: "Hats & Co.", with: "Caps & Co.").utf8)
        try edited.write(to: host.source)
        let said = Said()
        host.reload(said: said)
        #expect(
            said.all == [
                "serve-ssh: read \(host.source.path) again (1 products): new sessions see it; sessions under way keep theirs until they end"
            ])
        #expect(try Data(contentsOf: ServingFolder(host.folder).catalogCopy) == edited)
        #expect(try FileManager.default.contentsOfDirectory(atPath: host.cache.path) == [])
    }

    @Test func aBrokenCatalogKeepsTheOldOneAndSaysWhy() throws {
        let host = try Host()
        defer { host.remove() }
        let first = try Data(contentsOf: Self.hats)
        try first.write(to: host.source)
        try host.snapshot.take(readers: SSHHost.assumed(user: ServingFixture.thisAccount))
        try Data(#"{"shop": {"name": "Hats & Co."}, "products": [{"title": 7}]}"#.utf8).write(to: host.source)
        let said = Said()
        host.reload(said: said)
        let line = try #require(said.all.first)
        #expect(said.all.count == 1)
        #expect(line.hasPrefix("serve-ssh: the catalog \(host.source.path) is refused: "))
        #expect(line.hasSuffix("; still serving the catalog read before"))
        #expect(try Data(contentsOf: ServingFolder(host.folder).catalogCopy) == first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: host.cache.path) == ["launch-answer"])
    }

    @Test func aHostWithoutACatalogFileSaysSo() {
        let said = Said()
        let readers = SSHHost.assumed(user: ServingFixture.thisAccount)
        CatalogReload(snapshot: nil, readers: readers, cache: URL(fileURLWithPath: "/nonexistent"), pool: nil, say: { said.add($0) }).run()
        #expect(said.all == ["serve-ssh: SIGHUP: no --catalog to read again"])
    }
}
