import Foundation

/// Where the global catalog is and who shopterm says it is: what a ``GlobalCatalogClient``
/// talks to and how.
public struct GlobalCatalogSettings: Sendable, Equatable {
    /// Shopify's global catalog: products of every Shopify store (its profile is
    /// `https://catalog.shopify.com/.well-known/ucp`, captured in `shared/ucp-spec/captured/`).
    public static let shopifyCatalog = URL(string: "https://catalog.shopify.com")!
    /// The UCP platform profile shopterm publishes (`docs/ucp/agent-profile.json`); sent with
    /// every call as `meta["ucp-agent"].profile`.
    public static let shoptermAgentProfile = URL(string: "https://shopterm.dev/ucp/agent-profile.json")!
    /// Where Shopify exchanges a Dev Dashboard catalog key for a token (shopify.dev,
    /// docs/agents/catalog/mcp → "Authenticate").
    public static let shopifyTokenEndpoint = URL(string: "https://api.shopify.com/auth/access_token")!
    /// The most bytes an answer may have before it is refused.
    public static let defaultMaxResponseBytes = 8 * 1_048_576

    /// The discovery base: the profile is read from `<catalog>/.well-known/ucp`.
    public var catalog: URL
    /// The agent profile shopterm announces.
    public var agentProfile: URL
    /// A catalog key (client id and secret); nil: anonymous calls, at Shopify's lower rates.
    public var credentials: CatalogCredentials?
    /// The private (0600) file where the catalog token is kept until it expires; nil: kept in
    /// memory only.
    public var tokenCache: URL?
    /// Where credentials are exchanged for a token.
    public var tokenEndpoint: URL
    /// The longest one call may take in all, in seconds: discovery, the token and retries included.
    public var timeout: TimeInterval
    /// Seconds to wait for a connection, and the longest the catalog may stay silent.
    public var connectTimeout: TimeInterval
    /// How failed reads are retried (every catalog call is a read).
    public var retry: RetryPolicy
    /// The most bytes an answer may have.
    public var maxResponseBytes: Int

    /// Settings of the given parts; the defaults are Shopify's global catalog, anonymously.
    public init(
        catalog: URL = GlobalCatalogSettings.shopifyCatalog, agentProfile: URL = GlobalCatalogSettings.shoptermAgentProfile,
        credentials: CatalogCredentials? = nil, tokenCache: URL? = nil, tokenEndpoint: URL = GlobalCatalogSettings.shopifyTokenEndpoint,
        timeout: TimeInterval = 30, connectTimeout: TimeInterval = 10, retry: RetryPolicy = RetryPolicy(maxRetries: 2),
        maxResponseBytes: Int = GlobalCatalogSettings.defaultMaxResponseBytes
    ) {
        self.catalog = catalog
        self.agentProfile = agentProfile
        self.credentials = credentials
        self.tokenCache = tokenCache
        self.tokenEndpoint = tokenEndpoint
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.retry = retry
        self.maxResponseBytes = maxResponseBytes
    }
}
