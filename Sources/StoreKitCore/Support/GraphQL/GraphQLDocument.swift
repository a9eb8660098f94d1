/// An operation's text plus the fragments it spreads. ``text`` is what is sent: the operation
/// followed by each fragment it needs (directly or through other fragments), once each.
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

    /// Every fragment needed, dependencies first, without duplicates.
    public var allFragments: [GraphQLFragment] {
        var seen: Set<String> = []
        var ordered: [GraphQLFragment] = []
        func visit(_ fragment: GraphQLFragment) {
            guard seen.insert(fragment.name).inserted else { return }
            fragment.dependencies.forEach(visit)
            ordered.append(fragment)
        }
        fragments.forEach(visit)
        return ordered
    }

    /// The full document text.
    public var text: String {
        ([operation] + allFragments.map(\.source)).joined(separator: "\n")
    }
}
