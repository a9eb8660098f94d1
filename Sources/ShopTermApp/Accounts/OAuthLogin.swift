import Foundation
import StoreKitCore

/// The Customer Account API login from the command line: build the authorization request,
/// show (and open) its URL, receive the redirect on a loopback listener or as pasted text,
/// then exchange the code and store the session.
public struct OAuthLogin {
    public let session: StoreSession
    /// Read the redirect as pasted text instead of listening for it.
    public let paste: Bool
    public let openBrowser: Bool
    /// Seconds to wait for the browser.
    public let timeout: TimeInterval
    /// Where the steps are told (stderr on the command line).
    public let say: (String) -> Void
    /// The pasted redirect (a line of standard input), nil at its end.
    public let readPasted: () -> String?

    public init(session: StoreSession, paste: Bool, openBrowser: Bool, timeout: TimeInterval,
                say: @escaping (String) -> Void, readPasted: @escaping () -> String? = { readLine(strippingNewline: true) }) {
        self.session = session
        self.paste = paste
        self.openBrowser = openBrowser
        self.timeout = timeout
        self.say = say
        self.readPasted = readPasted
    }

    /// Logs in and stores the session.
    public func run() async throws -> CustomerSession {
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

        say("Log in at: \(request.url.absoluteString)")
        if openBrowser {
            do {
                try BrowserOpener.open(request.url)
            } catch {
                say("shopterm: could not open a browser (\(error)); open the address above yourself")
            }
        }
        let redirect: String
        if let listener {
            say("Waiting for the browser (up to \(Int(saturating: timeout)) s)…")
            // The listener hears 127.0.0.1; the answer is checked against the redirect URI as sent.
            // Only the answer to this login ends the wait: a callback with another `state` (any
            // local program can send one) is turned away and the wait goes on.
            let state = request.state
            let received = try await listener.waitForCallback(timeout: timeout) { url in
                URLComponents(string: url)?.queryItems?.first { $0.name == "state" }?.value == state
            }
            redirect = redirectURI + (URLComponents(string: received)?.percentEncodedQuery.map { "?\($0)" } ?? "")
        } else {
            say("After logging in, paste the address the browser ended on and press Enter:")
            guard let line = readPasted() else { throw CustomerAccountError.badRedirect("nothing was pasted") }
            redirect = line
        }
        let code = try request.code(fromRedirect: redirect)
        return try await session.accounts.logIn(code: code, request: request, accounts: accounts)
    }
}
