import Foundation
import StoreKitCore

/// A store that runs in this process (the embedded demo store): the executable makes it, the
/// storefront talks to it through its transport as to any store.
public protocol EmbeddedStore: Sendable {
    /// Its Storefront API, its image files and its Customer Account API, in this process.
    var transport: any HTTPTransport { get }
    /// The Storefront token shopterm holds for it (it plays a store whose token shopterm has:
    /// stock counts, customer accounts).
    var accessToken: String { get }
    /// Its shop's Customer Account API settings, and whether the shop offers that login.
    var customerAccountSettings: CustomerAccountSettings { get }
    var hasCustomerAccountLogin: Bool { get }
    /// Serves its checkout and login pages on a loopback port, for as long as the returned
    /// server runs.
    func startPages() throws -> any RunningPages
    /// The link of the last e-mail it "sent" to `email` (it sends none: a reset link is shown).
    func lastLink(sentTo email: String) -> String?
    /// The domain the embedded world's global catalog names this shop by (nil without one).
    var domain: String? { get }
    /// The global catalog of the embedded world (every shop it holds), nil when it has none.
    var globalCatalog: EmbeddedGlobalCatalog? { get }
    /// Another shop of the embedded world, by the domain the global catalog names it by (an
    /// offer's seller), as a catalog a session opens; nil when the domain is none of them.
    func neighbour(domain: String) -> EmbeddedCatalog?
}
