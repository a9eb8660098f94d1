import Foundation
import Logging
import StoreKitCore

extension StoreSession {
    /// The domain the global catalog names this shop by: the configured shop's host (with its
    /// port, a demo server's), or the embedded store's in its mall.
    public var domain: String? {
        guard let shop = configuration.shop else { return embeddedStore?.domain }
        return shop.port.map { "\(shop.host):\($0)" } ?? shop.host
    }

    /// The session of the shop at `domain`, opened from an offer of the search of every store:
    /// the embedded world's shop of that domain when this session is the embedded store's, else
    /// the real shop, tokenless either way (the Storefront API answers catalog and cart without a token),
    /// with this session's API version, market, timeouts and folders. Its cart, market and
    /// login live in that shop's folder. Throws ``CLIError`` when `domain` is not a shop's.
    public func visiting(domain: String) throws -> StoreSession {
        var visited = configuration
        visited.customerAccount = nil
        // The embedded world's shop of that domain; any other domain is a real shop's (a demo
        // server's catalog searched from the embedded store names its shops at 127.0.0.1:PORT).
        if let neighbour = embeddedStore?.neighbour(domain: domain) {
            visited.shop = nil
            visited.embeddedIdentity = neighbour.identity
            let accountsFile = visited.directories.state.appendingPathComponent("\(visited.shopFolder)/demo-accounts.json")
            let store = try neighbour.open(accountsFile) { _ in }
            // Tokenless, as a real shop opened from the catalog is (catalog, search and cart).
            visited.token = ""
            return StoreSession(
                client: StorefrontClient(store: visited, transport: store.transport, logger: Logger(label: "shopterm.client")),
                configuration: visited, embeddedStore: store)
        }
        let endpoint: ShopEndpoint
        do {
            endpoint = try ShopEndpoint(parsing: domain)
        } catch {
            throw CLIError("the catalog's shop \"\(domain.oneLine(limit: 80) ?? "")\" is no shop's domain: \(error)")
        }
        visited.shop = endpoint
        visited.embeddedIdentity = nil
        // Another shop's token is never sent to it: tokenless, as Shopify lets any client be.
        visited.token = ""
        return StoreSession(
            client: StorefrontClient(store: visited, transport: CurlTransport(), logger: Logger(label: "shopterm.client")),
            configuration: visited, embeddedStore: nil)
    }
}
