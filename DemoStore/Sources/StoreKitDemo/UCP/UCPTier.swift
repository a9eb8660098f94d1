/// What a caller may do, by how it identified itself (shopify.dev, docs/agents/profiles/
/// auth-and-rate-limiting: the global catalog answers anonymous callers "at low rates" without
/// pagination; a bearer token from the Dev Dashboard's catalog credentials pages and gets a
/// higher rate).
public enum UCPTier: String, Sendable {
    /// No `Authorization`: first page only, the low rate.
    case anonymous
    /// A valid bearer token: pagination and the higher rate.
    case token
}
