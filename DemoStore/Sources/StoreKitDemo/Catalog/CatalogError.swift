/// Why a catalog file cannot be used: every problem found, each with the JSON path of its place.
/// It describes itself in lines, one a problem: `catalog: products[3].variants[0].price: …`.
public struct CatalogError: Error, Equatable, CustomStringConvertible {
    /// One problem: where (e.g. `products[3].variants[0].price`; empty for the whole file) and why.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        /// `catalog: products[3].variants[0].price: "1,50" is not a decimal amount like "12.50"`
        public var description: String { path.isEmpty ? "catalog: \(reason)" : "catalog: \(path): \(reason)" }
    }

    /// In the order they were found (never empty).
    public var problems: [Problem]

    /// A catalog with one problem.
    public init(path: String, reason: String) {
        problems = [Problem(path: path, reason: reason)]
    }

    /// A catalog with these problems (at least one).
    public init(problems: [Problem]) {
        precondition(!problems.isEmpty, "a catalog error has a problem")
        self.problems = problems
    }

    /// The first problem's path.
    public var path: String { problems[0].path }
    /// The first problem's reason.
    public var reason: String { problems[0].reason }

    /// One line a problem.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
