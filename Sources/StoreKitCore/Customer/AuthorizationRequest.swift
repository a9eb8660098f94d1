import Foundation

/// One login attempt: the authorization URL to open, and the secrets checked when the browser
/// comes back (state) or the code is exchanged (PKCE verifier).
public struct AuthorizationRequest: Sendable, Equatable {
    /// The authorization URL to open in the browser.
    public let url: URL
    /// The random `state`, checked when the browser comes back (a secret).
    public let state: String
    /// The PKCE pair; its verifier goes with the code exchange.
    public let pkce: PKCE
    /// Where the browser comes back to.
    public let redirectURI: String

    /// An attempt at `url`, with its state, PKCE pair and redirect URI.
    public init(
        configuration: CustomerAccountConfiguration, redirectURI: String, state: String = Base64URL.random(),
        pkce: PKCE = .random()
    ) {
        var components = URLComponents(url: configuration.authorizeURL, resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "scope", value: configuration.scopes),
            URLQueryItem(name: "client_id", value: configuration.clientID),
            URLQueryItem(name: "response_type", value: "code"),
            URLQueryItem(name: "redirect_uri", value: redirectURI),
            URLQueryItem(name: "state", value: state),
            URLQueryItem(name: "code_challenge", value: pkce.challenge),
            URLQueryItem(name: "code_challenge_method", value: PKCE.method),
        ]
        url = components.url!
        self.state = state
        self.pkce = pkce
        self.redirectURI = redirectURI
    }

    /// The authorization code in the URL the browser was sent back to, after checking that it
    /// is this request's redirect and carries this request's `state`.
    public func code(fromRedirect text: String) throws(CustomerAccountError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let components = URLComponents(string: trimmed), components.scheme != nil else {
            // Not echoed: what was pasted may be a code or a token.
            throw .badRedirect("what was pasted is not an address; paste the whole address the browser ended on")
        }
        let expected = URLComponents(string: redirectURI)
        guard components.scheme == expected?.scheme, components.host == expected?.host, components.port == expected?.port,
            components.path == expected?.path
        else {
            throw .badRedirect("that address is not the redirect URI \(redirectURI)")
        }
        // A query is form-encoded: "+" is a space ("The+user+denied").
        func item(_ name: String) -> String? {
            components.queryItems?.first { $0.name == name }?.value?.replacingOccurrences(of: "+", with: " ")
        }
        // The state first: an answer to another attempt, error or not, is not this login's.
        guard let state = item("state"), state == self.state else {
            throw .stateMismatch
        }
        if let error = item("error") {
            throw .denied(item("error_description") ?? error)
        }
        guard let code = item("code"), !code.isEmpty else { throw .badRedirect("the redirect carries no authorization code") }
        return code
    }
}
