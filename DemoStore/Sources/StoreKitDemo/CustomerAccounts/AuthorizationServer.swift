import Foundation
import StoreKitCore

/// The demo store as a Customer Account API authorization server (public client with PKCE
/// S256): authorization codes are single-use and live ten minutes, refresh tokens rotate, and
/// logout with the ID token ends every token of that login.
extension CustomerDirectory {
    /// An OAuth error answer: `error` code and description.
    struct OAuthError: Error, Equatable {
        var code: String
        var description: String
    }

    /// What the token endpoint answers.
    struct IssuedTokens: Sendable, Equatable {
        var accessToken: String
        var refreshToken: String
        var idToken: String
        var expiresIn: Int
    }

    static let codeLifetime: TimeInterval = 600

    /// Logs the customer in for an authorization request; returns the code to redirect with.
    func authorize(email: String, password: String, clientID: String, redirectURI: String, challenge: String) -> String? {
        guard let account = account(email: email, password: password), account.enabled else { return nil }
        return change { state in
            let code = Self.randomToken()
            state.oauth.codes[code] = OAuthState.Grant(
                customerID: account.id, clientID: clientID, redirectURI: redirectURI, challenge: challenge,
                expiresAt: now().addingTimeInterval(Self.codeLifetime))
            return code
        }
    }

    /// `grant_type=authorization_code`.
    func exchange(code: String, clientID: String, redirectURI: String, verifier: String, lifetime: TimeInterval) -> Result<IssuedTokens, OAuthError> {
        change { state in
            guard var grant = state.oauth.codes[code] else {
                return .failure(OAuthError(code: "invalid_grant", description: "The authorization code is unknown"))
            }
            guard !grant.used else { return .failure(OAuthError(code: "invalid_grant", description: "The authorization code was already used")) }
            guard grant.expiresAt > now() else {
                return .failure(OAuthError(code: "invalid_grant", description: "The authorization code has expired"))
            }
            guard grant.clientID == clientID else {
                return .failure(OAuthError(code: "invalid_client", description: "The client_id does not match the code"))
            }
            guard grant.redirectURI == redirectURI else {
                return .failure(OAuthError(code: "invalid_grant", description: "The redirect_uri does not match the authorization request"))
            }
            guard DemoPKCE.challenge(for: verifier) == grant.challenge else {
                return .failure(OAuthError(code: "invalid_grant", description: "PKCE verification failed"))
            }
            grant.used = true
            state.oauth.codes[code] = grant
            return .success(issue(for: grant.customerID, lifetime: lifetime, idToken: nil, in: &state))
        }
    }

    /// `grant_type=refresh_token`: the old refresh token stops working.
    func refresh(token: String, lifetime: TimeInterval) -> Result<IssuedTokens, OAuthError> {
        change { state in
            guard let customerID = state.oauth.refreshTokens.removeValue(forKey: token) else {
                return .failure(OAuthError(code: "invalid_grant", description: "The refresh token is invalid"))
            }
            let idToken = state.oauth.idTokens.first { $0.value == customerID }?.key
            return .success(issue(for: customerID, lifetime: lifetime, idToken: idToken, in: &state))
        }
    }

    /// The customer behind a live Customer Account API access token.
    func customerAccountHolder(accessToken: String) -> Account? {
        read { state in
            guard let session = state.oauth.accessTokens[accessToken], session.expiresAt > now() else { return nil }
            return state.accounts.first { $0.id == session.customerID }
        }
    }

    /// A Storefront customer access token for a Customer Account API access token.
    func storefrontToken(forAccessToken accessToken: String) -> DemoCustomerAccessToken? {
        change { state in
            guard let session = state.oauth.accessTokens[accessToken], session.expiresAt > now() else { return nil }
            let token = DemoCustomerAccessToken(accessToken: Self.randomToken(), expiresAt: session.expiresAt)
            state.tokens[token.accessToken] = Token(customerID: session.customerID, expiresAt: session.expiresAt)
            return token
        }
    }

    /// Ends the login of `idToken`: its access, refresh and storefront tokens stop working.
    func logOut(idToken: String) -> Bool {
        change { state in
            guard let customerID = state.oauth.idTokens.removeValue(forKey: idToken) else { return false }
            state.oauth.accessTokens = state.oauth.accessTokens.filter { $0.value.customerID != customerID }
            state.oauth.refreshTokens = state.oauth.refreshTokens.filter { $0.value != customerID }
            state.tokens = state.tokens.filter { $0.value.customerID != customerID }
            return true
        }
    }

    private func issue(for customerID: String, lifetime: TimeInterval, idToken: String?, in state: inout State) -> IssuedTokens {
        let tokens = IssuedTokens(
            accessToken: "shcat_" + Self.randomToken(), refreshToken: "shcrt_" + Self.randomToken(),
            idToken: idToken ?? Self.randomToken(), expiresIn: Int(lifetime))
        state.oauth.accessTokens[tokens.accessToken] = OAuthState.Session(customerID: customerID, expiresAt: now().addingTimeInterval(lifetime))
        state.oauth.refreshTokens[tokens.refreshToken] = customerID
        state.oauth.idTokens[tokens.idToken] = customerID
        return tokens
    }
}
