/// An operation's text plus the fragments it spreads. ``text(for:)`` is what is sent: the
/// operation followed by each fragment it needs (directly or through other fragments), once
/// each, as the API version spoken takes them.
public struct GraphQLDocument: Sendable, Hashable {
    /// The operation's text.
    public let operation: String
    /// The fragments it spreads (their own are added when sent).
    public let fragments: [GraphQLFragment]

    /// The operation `operation`, spreading `fragments`.
    public init(_ operation: String, fragments: [GraphQLFragment] = []) {
        self.operation = operation
        self.fragments = fragments
    }

    /// Every fragment's text needed in `version` (nil: the newest), dependencies first,
    /// without duplicates.
    func fragmentSources(for version: APIVersion?) -> [String] {
        var seen: Set<String> = []
        var ordered: [String] = []
        func visit(_ fragment: GraphQLFragment) {
            guard seen.insert(fragment.name).inserted else { return }
            let resolved = fragment.resolved(for: version)
            resolved.dependencies.forEach(visit)
            ordered.append(resolved.source)
        }
        fragments.forEach(visit)
        return ordered
    }

    /// The full document text a store spoken to in `version` is sent.
    public func text(for version: APIVersion) -> String {
        ([operation] + fragmentSources(for: version)).joined(separator: "\n")
    }

    /// The full document text the newest version is sent.
    public var text: String {
        ([operation] + fragmentSources(for: nil)).joined(separator: "\n")
    }

    /// The versions from which the text changes, oldest first (empty: one text for all).
    public var changes: [APIVersion] {
        var found: Set<APIVersion> = []
        var seen: Set<GraphQLFragment> = []
        func visit(_ fragment: GraphQLFragment) {
            guard seen.insert(fragment).inserted else { return }
            if let earlier = fragment.earlier {
                found.insert(earlier.version)
                earlier.dependencies.forEach(visit)
            }
            fragment.dependencies.forEach(visit)
        }
        fragments.forEach(visit)
        return found.sorted()
    }
}
