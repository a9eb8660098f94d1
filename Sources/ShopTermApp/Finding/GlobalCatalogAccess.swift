import Foundation
import StoreKitCore

/// The search of every store, resolved: the catalog's client (libcurl, or the embedded demo's
/// catalog in process), one for the whole run: it discovers the endpoint and gets the token once.
public struct GlobalCatalogAccess: Sendable {
    public let client: GlobalCatalogClient
    /// The embedded demo's catalog, when that is the one searched.
    public let embedded: EmbeddedGlobalCatalog?

    public init(settings: GlobalCatalogSettings, transport: any HTTPTransport, embedded: EmbeddedGlobalCatalog?) {
        client = GlobalCatalogClient(settings: settings, transport: transport)
        self.embedded = embedded
    }
}
