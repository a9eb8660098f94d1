/// The caller's platform profile, once resolved: its URL, protocol version and the capabilities
/// it advertises (nil: a profile the demo knows without fetching, taken to support them all).
public struct UCPAgent: Sendable, Equatable {
    public var profile: String
    public var version: String
    public var capabilities: Set<String>?

    /// Creates an agent.
    public init(profile: String, version: String, capabilities: Set<String>?) {
        self.profile = profile
        self.version = version
        self.capabilities = capabilities
    }

    /// True when it advertises `capability` (or is known to support everything).
    public func supports(_ capability: String) -> Bool { capabilities?.contains(capability) ?? true }
}
