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

    public init(
        session: StoreSession, paste: Bool, openBrowser: Bool, timeout: TimeInterval,
        say: @escaping (String) -> Void, readPasted: @escaping () -> String? = { readLine(strippingNewline: true) }
    ) {
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
        let attempt = try OAuthAttempt(accounts: accounts, paste: paste)
        say("Log in at: \(attempt.url.absoluteString)")
        if openBrowser {
            do {
                try BrowserOpener.open(attempt.url)
            } catch {
                say("shopterm: \(error)")
            }
        }
        var pasted: String?
        if attempt.pasting {
            say(
                "After logging in, paste the address the browser ended on (it starts with \(attempt.pasteFrom ?? "the callback")"
                    + (attempt.pasteFrom?.hasPrefix("http") == false ? "; the browser may say it cannot open it: copy it from the address bar" : "")
                    + ") and press Enter:")
            guard let line = readPasted(), !line.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw CustomerAccountError.badRedirect("nothing was pasted")
            }
            pasted = line
        } else {
            say("Waiting for the browser (up to \(Int(saturating: timeout)) s)…")
        }
        let code = try await attempt.code(pasted: pasted, timeout: timeout)
        return try await attempt.logIn(code: code, accounts: session.accounts)
    }
}
