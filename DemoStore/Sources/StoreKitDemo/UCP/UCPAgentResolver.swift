import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Resolves the platform profile a call names (`meta["ucp-agent"].profile` over MCP,
/// `UCP-Agent: profile="…"` over REST) and checks its protocol version, as UCP's negotiation
/// asks of a business (UCP 2026-04-08, overview.md, "Negotiation Protocol" and "Request-Time
/// Validation"). The demo is offline: it knows shopterm's own profile and the conformance
/// suite's (`spck-conformance` sends `https://spck.dev/agent` and expects an offline server to
/// take it without a fetch), and fetches any other only from a loopback address; anything else
/// is `profile_unreachable`.
public final class UCPAgentResolver: Sendable {
    /// Fetches a profile: status and body.
    public typealias Fetch = @Sendable (URL) async throws -> (status: Int, body: Data)

    /// shopterm's own agent profile.
    public static let shoptermProfile = "https://shopterm.dev/ucp/agent-profile.json"
    /// The profile `spck-conformance` sends.
    public static let conformanceSuiteProfile = "https://spck.dev/agent"
    /// The one protocol version the demo speaks (every Shopify surface answers it today).
    public static let version = "2026-04-08"
    /// Profiles taken without a fetch.
    static let known: Set<String> = [shoptermProfile, conformanceSuiteProfile]
    /// Largest profile read.
    static let maxProfileBytes = 256 * 1024

    private let fetch: Fetch
    private let cache = Mutex<[String: UCPAgent]>([:])

    /// A resolver fetching loopback profiles with `fetch` (default: a 3-second plain GET).
    public init(fetch: Fetch? = nil) {
        self.fetch = fetch ?? Self.fetchOverURLSession
    }

    /// The agent behind `profile`, or the negotiation error to answer.
    public func resolve(_ profile: String?) async -> Result<UCPAgent, UCPError> {
        guard let profile = profile?.trimmingCharacters(in: .whitespaces), !profile.isEmpty else {
            return .failure(.invalidProfileURL("The agent profile URL is missing (meta[\"ucp-agent\"].profile or the UCP-Agent header)"))
        }
        if Self.known.contains(profile) {
            return .success(UCPAgent(profile: profile, version: Self.version, capabilities: nil))
        }
        guard profile.count <= 2048, let url = URL(string: profile), let scheme = url.scheme?.lowercased(),
            scheme == "https" || scheme == "http", let host = url.host, !host.isEmpty
        else {
            return .failure(.invalidProfileURL("The agent profile URL is not an absolute http(s) URL"))
        }
        guard Self.isLoopback(host) else {
            return .failure(.profileUnreachable("The demo store is offline: it fetches agent profiles from loopback addresses only"))
        }
        if let cached = cache.withLock({ $0[profile] }) { return .success(cached) }
        let fetched: (status: Int, body: Data)
        do {
            fetched = try await fetch(url)
        } catch {
            return .failure(.profileUnreachable("Unable to fetch the agent profile"))
        }
        guard (200..<300).contains(fetched.status) else {
            return .failure(.profileUnreachable("Unable to fetch the agent profile: HTTP \(fetched.status)"))
        }
        let agent: UCPAgent
        switch Self.parse(fetched.body, profile: profile) {
        case .success(let parsed): agent = parsed
        case .failure(let error): return .failure(error)
        }
        cache.withLock { cache in
            if cache.count >= 64 { cache.removeAll() }
            cache[profile] = agent
        }
        return .success(agent)
    }

    /// A fetched profile: JSON with `ucp.version` (a date) and, optionally, `ucp.capabilities`.
    static func parse(_ body: Data, profile: String) -> Result<UCPAgent, UCPError> {
        guard body.count <= maxProfileBytes, let json = UCPJSON(data: body), let ucp = json["ucp"]?.object else {
            return .failure(.profileMalformed("The agent profile is not a UCP profile (JSON with a ucp object)"))
        }
        guard let version = ucp["version"]?.string, version.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil else {
            return .failure(.profileMalformed("The agent profile has no valid ucp.version"))
        }
        guard version == Self.version else {
            // overview.md, "Request-Time Validation": a version that is neither the business's
            // nor one of its supported_versions is version_unsupported.
            let shown = String(version.prefix(10))
            return .failure(.versionUnsupported("Protocol version \(shown) is not supported. This business supports \(Self.version)."))
        }
        var capabilities: Set<String>?
        if let declared = ucp["capabilities"] {
            guard let names = declared.object?.keys else {
                return .failure(.profileMalformed("The agent profile's ucp.capabilities is not an object"))
            }
            capabilities = Set(names)
        }
        return .success(UCPAgent(profile: profile, version: version, capabilities: capabilities))
    }

    /// 127.0.0.0/8, `localhost` and `::1`.
    static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        return bare == "localhost" || bare == "::1" || bare.hasPrefix("127.")
    }

    private static let fetchOverURLSession: Fetch = { url in
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 3)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }
}
