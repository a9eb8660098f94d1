import Foundation
import StoreKitCore

/// The global catalog an embedded store's world offers: its UCP server in this process (the
/// demo's stand-in for Shopify's catalog of every store), at `url` through `transport`.
public struct EmbeddedGlobalCatalog: Sendable {
    /// Requests to the catalog (and to its shops) go here, in process.
    public var transport: any HTTPTransport
    /// The catalog's origin, where `/.well-known/ucp` is (never dialled).
    public var url: URL

    public init(transport: any HTTPTransport, url: URL) {
        self.transport = transport
        self.url = url
    }
}
