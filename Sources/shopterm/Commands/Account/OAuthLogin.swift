import Foundation
import ShopTermApp
import StoreKitCore

/// The Customer Account API login from the command line: build the authorization request,
/// show (and open) its URL, receive the redirect on a loopback listener or as pasted text,
/// then exchange the code and store the session.
struct OAuthLogin {
    let session: StoreSession
    let paste: Bool
    let openBrowser: Bool
    let timeout: TimeInterval

    func run() async throws -> CustomerSession {
        let pages = try session.startEmbeddedCheckoutPages()
        defer { pages?.stop() }
        let base = pages.map { URL(string: "http://127.0.0.1:\($0.port)")! } ?? URL(string: "http://127.0.0.1")!
        guard let accounts = session.customerAccountClient(embeddedBaseURL: base) else { throw CustomerAccountError.notConfigured }
        let configured = accounts.configuration.redirectURI.flatMap(URLComponents.init(string:))
        let configuredLoopback = configured.flatMap { $0.scheme == "http" && ShopEndpoint.isLoopback($0.host ?? "") ? $0 : nil }
        let pasting = paste || (configured != nil && configuredLoopback == nil)
        let listener = pasting ? nil : try LoopbackRedirectListener(port: configuredLoopback?.port ?? 0, path: configuredLoopback?.path ?? "/callback")
        let redirectURI = accounts.configuration.redirectURI ?? listener?.redirectURI ?? "http://127.0.0.1/callback"
        let request = AuthorizationRequest(configuration: accounts.configuration, redirectURI: redirectURI)

        Console.error("Log in at: \(request.url.absoluteString)")
        if openBrowser {
            do {
                try BrowserOpener.open(request.url)
            } catch {
                Console.error("shopterm: could not open a browser (\(error)); open the address above yourself")
            }
        }
        let redirect: String
        if let listener {
            Console.error("Waiting for the browser (up to \(Int(timeout)) s)…")
            // The listener hears 127.0.0.1; the answer is checked against the redirect URI as sent.
            let received = try await listener.waitForCallback(timeout: timeout)
            redirect = redirectURI + (URLComponents(string: received)?.percentEncodedQuery.map { "?\($0)" } ?? "")
        } else {
            Console.error("After logging in, paste the address the browser ended on and press Enter:")
            guard let line = readLine(strippingNewline: true) else { throw CustomerAccountError.badRedirect("nothing was pasted") }
            redirect = line
        }
        let code = try request.code(fromRedirect: redirect)
        return try await session.accounts.logIn(code: code, request: request, accounts: accounts)
    }
}
