import Foundation

/// SIGHUP: the catalog read again (``CatalogSnapshot``); when it is good, the shared launch
/// answers are dropped and every worker is replaced, so every new session sees it; when it is
/// not, the old one stays, and stderr says why.
package struct CatalogReload: Sendable {
    package let snapshot: CatalogSnapshot?
    package let readers: SSHHost
    package let cache: URL
    package let pool: WorkerPool?
    /// Where its one line goes (serve-ssh's standard error).
    package let say: @Sendable (String) -> Void

    package init(snapshot: CatalogSnapshot?, readers: SSHHost, cache: URL, pool: WorkerPool?, say: @escaping @Sendable (String) -> Void) {
        self.snapshot = snapshot
        self.readers = readers
        self.cache = cache
        self.pool = pool
        self.say = say
    }

    package func run() {
        guard let snapshot else { return say("serve-ssh: SIGHUP: no --catalog to read again") }
        do {
            let catalog = try snapshot.take(readers: readers)
            for item in (try? FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil)) ?? [] {
                try? FileManager.default.removeItem(at: item)
            }
            pool?.replaceAll()
            say(
                "serve-ssh: read \(snapshot.source.path) again (\(catalog.products) products): new sessions see it; sessions under way keep theirs until they end"
            )
        } catch {
            say("\(error); still serving the catalog read before")
        }
    }
}
