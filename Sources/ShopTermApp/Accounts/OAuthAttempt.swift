import Foundation
import StoreKitCore

/// One Customer Account API login under way (OAuth 2.0 with PKCE): its authorization request
/// and the way its answer comes back, a loopback listener or an address the shopper pastes.
/// Shared by `shopterm account login --oauth` and the storefront's `a`.
public final class OAuthAttempt: Sendable {
    /// The login page to open.
    public var url: URL { request.url }
    /// True when the answer is pasted (no listener: a real shop's registered callback, which
    /// is not on loopback, or a login on another device).
    public var pasting: Bool { listener == nil }
    /// When the answer is pasted, the address it starts with (the callback sent); nil while a
    /// listener hears it.
    public var pasteFrom: String? { pasting ? redirectURI : nil }

    let request: AuthorizationRequest
    let accounts: CustomerAccountClient
    private let listener: LoopbackRedirectListener?
    private let redirectURI: String

    /// Builds the request for `accounts`' shop. A loopback listener hears the answer only where
    /// the login allows one: the demo store's, or a loopback callback the merchant registered.
    /// A real shop's login ends on a callback registered for the client (the one configured,
    /// else Shopify's default for a public client, `shop.{shop_id}.app://callback`), whose
    /// address the shopper pastes; so does any login with `paste`.
    public init(accounts: CustomerAccountClient, paste: Bool) throws {
        let configuration = accounts.configuration
        let registered = configuration.redirectURI ?? (configuration.isLoopback ? nil : configuration.shopifyDefaultCallback)
        let components = registered.flatMap(URLComponents.init(string:))
        let loopback = components.flatMap { $0.scheme == "http" && ShopEndpoint.isLoopback($0.host ?? "") ? $0 : nil }
        let pasting = paste || (registered != nil && loopback == nil)
        listener = pasting ? nil : try LoopbackRedirectListener(port: loopback?.port ?? 0, path: loopback?.path ?? "/callback")
        redirectURI = registered ?? listener?.redirectURI ?? "http://127.0.0.1/callback"
        request = AuthorizationRequest(configuration: accounts.configuration, redirectURI: redirectURI)
        self.accounts = accounts
    }

    /// The authorization code: from the address pasted, or the redirect the listener hears
    /// within `timeout` seconds. Only the answer to this login ends the wait: a callback with
    /// another `state` (any local program can send one) is turned away and the wait goes on.
    public func code(pasted: String?, timeout: TimeInterval) async throws -> String {
        let redirect: String
        if let pasted {
            redirect = pasted.trimmingCharacters(in: .whitespacesAndNewlines)
        } else if let listener {
            let state = request.state
            let received = try await listener.waitForCallback(timeout: timeout) { url in
                URLComponents(string: url)?.queryItems?.first { $0.name == "state" }?.value == state
            }
            // The listener hears 127.0.0.1; the answer is checked against the redirect URI as sent.
            redirect = redirectURI + (URLComponents(string: received)?.percentEncodedQuery.map { "?\($0)" } ?? "")
        } else {
            throw CustomerAccountError.badRedirect("nothing was pasted")
        }
        return try request.code(fromRedirect: redirect)
    }

    /// Logs in with the code and stores the session.
    public func logIn(code: String, accounts service: AccountService) async throws -> CustomerSession {
        try await service.logIn(code: code, request: request, accounts: accounts)
    }
}
