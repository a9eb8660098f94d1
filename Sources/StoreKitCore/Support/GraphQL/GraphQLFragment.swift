/// A named GraphQL fragment and the fragments it spreads; when an API version changed what
/// it asks for, also what versions before that one are sent.
public struct GraphQLFragment: Sendable, Hashable {
    /// The fragment's name (`ProductSummaryFields`).
    public let name: String
    /// Its text, `fragment … on … { … }`: what the newest version is sent.
    public let source: String
    /// The fragments it spreads.
    public let dependencies: [GraphQLFragment]
    /// What versions before a change are sent instead, when a version changed it.
    public let earlier: Earlier?

    /// The fragment as versions before ``version`` take it (its name is the same).
    public struct Earlier: Sendable, Hashable {
        /// The first version that is sent the newer text.
        public let version: APIVersion
        /// Its text for the versions before.
        public let source: String
        /// The fragments that text spreads.
        public let dependencies: [GraphQLFragment]
    }

    /// The fragment `name` of `source`, spreading `dependencies`.
    public init(_ name: String, _ source: String, uses dependencies: [GraphQLFragment] = []) {
        self.init(name, source, uses: dependencies, earlier: nil)
    }

    /// The fragment `name` of `source` from `version` on, and of `earlierSource` before it.
    public init(
        _ name: String, _ source: String, uses dependencies: [GraphQLFragment] = [], since version: APIVersion, before earlierSource: String,
        earlierUses earlierDependencies: [GraphQLFragment] = []
    ) {
        self.init(name, source, uses: dependencies, earlier: Earlier(version: version, source: earlierSource, dependencies: earlierDependencies))
    }

    private init(_ name: String, _ source: String, uses dependencies: [GraphQLFragment], earlier: Earlier?) {
        self.name = name
        self.source = source
        self.dependencies = dependencies
        self.earlier = earlier
    }

    /// Its text and the fragments it spreads for `version` (nil: the newest).
    func resolved(for version: APIVersion?) -> (source: String, dependencies: [GraphQLFragment]) {
        if let earlier, let version, version < earlier.version { return (earlier.source, earlier.dependencies) }
        return (source, dependencies)
    }
}
