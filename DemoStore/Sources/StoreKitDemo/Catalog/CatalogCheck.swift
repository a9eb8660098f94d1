/// The problems found so far while a catalog is checked: each check records its problem and the
/// next one runs, so that a file's every problem is told at once.
struct CatalogCheck {
    private(set) var problems: [CatalogError.Problem] = []

    mutating func add(_ path: String, _ reason: String) { problems.append(CatalogError.Problem(path: path, reason: reason)) }

    mutating func add(_ error: CatalogError) { problems += error.problems }

    /// `body`'s value, or nil when it found a problem (recorded).
    mutating func attempt<T>(_ body: () throws(CatalogError) -> T) -> T? {
        do {
            return try body()
        } catch {
            add(error)
            return nil
        }
    }

    /// Throws what was found, if anything.
    func finish() throws(CatalogError) {
        if !problems.isEmpty { throw CatalogError(problems: problems) }
    }
}
