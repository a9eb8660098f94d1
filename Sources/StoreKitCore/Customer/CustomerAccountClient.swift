import Foundation

/// Talks to a shop's Customer Account API as a public OAuth client: exchanges an authorization
/// code (with the PKCE verifier) for tokens, refreshes them, logs out, and trades the access
/// token for a Storefront customer access token (`storefrontCustomerAccessTokenCreate`).
public struct CustomerAccountClient: Sendable {
    /// The shop's Customer Account API: its IDs, redirect URI and base URL.
    public let configuration: CustomerAccountConfiguration
    private let transport: any HTTPTransport
    private let clock: any StorefrontClock
    private let timeout: TimeInterval

    /// A client of `configuration`'s API, sending through `transport`, each request within `timeout`.
    public init(
        configuration: CustomerAccountConfiguration, transport: any HTTPTransport, clock: any StorefrontClock = SystemClock(),
        timeout: TimeInterval = 30
    ) {
        self.configuration = configuration
        self.transport = transport
        self.clock = clock
        self.timeout = timeout
    }

    /// Exchanges the code that came back for `request` (grant `authorization_code`).
    public func exchange(code: String, for request: AuthorizationRequest) async throws(CustomerAccountError) -> CustomerSession.OAuthTokens {
        try await tokens(
            [
                "grant_type": "authorization_code", "client_id": configuration.clientID, "redirect_uri": request.redirectURI,
                "code": code, "code_verifier": request.pkce.verifier,
            ], keepingIDToken: nil)
    }

    /// New tokens for `tokens` (grant `refresh_token`); the ID token is kept when none comes back.
    public func refresh(_ tokens: CustomerSession.OAuthTokens) async throws(CustomerAccountError) -> CustomerSession.OAuthTokens {
        try await self.tokens(
            [
                "grant_type": "refresh_token", "client_id": configuration.clientID, "refresh_token": tokens.refreshToken,
            ], keepingIDToken: tokens.idToken)
    }

    /// Ends the session at the shop (`logout?id_token_hint=…`).
    public func logOut(idToken: String) async throws(CustomerAccountError) {
        var components = URLComponents(url: configuration.logoutURL, resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "id_token_hint", value: idToken)]
        let response = try await send(
            HTTPRequest(
                url: components.url!, method: "GET", headers: ["User-Agent": StorefrontClient.userAgent],
                timeout: timeout))
        guard (200...399).contains(response.status) else { throw .tokenRefused("logout answered HTTP \(response.status)") }
    }

    /// A Storefront API customer access token for the signed-in customer.
    public func storefrontCustomerAccessToken(accessToken: String) async throws(CustomerAccountError) -> String {
        let document = """
            mutation StorefrontCustomerAccessTokenCreate {
              storefrontCustomerAccessTokenCreate { customerAccessToken userErrors { field message } }
            }
            """
        let body =
            (try? JSONSerialization.data(withJSONObject: ["query": document, "operationName": "StorefrontCustomerAccessTokenCreate"])) ?? Data()
        let response = try await send(
            HTTPRequest(
                url: configuration.graphQLURL, method: "POST",
                headers: ["Content-Type": "application/json", "Authorization": accessToken, "User-Agent": StorefrontClient.userAgent],
                body: body, timeout: timeout))
        guard response.status == 200 else { throw .exchangeRefused("HTTP \(response.status)") }
        struct Answer: Decodable {
            struct Payload: Decodable {
                var customerAccessToken: String?
                var userErrors: [UserError]
            }
            struct Fields: Decodable { var storefrontCustomerAccessTokenCreate: Payload? }
            struct Message: Decodable { var message: String }
            var data: Fields?
            var errors: [Message]?
        }
        guard let answer = try? JSONDecoder().decode(Answer.self, from: response.body) else {
            throw .exchangeRefused("the answer is not the expected JSON")
        }
        if let payload = answer.data?.storefrontCustomerAccessTokenCreate {
            if let token = payload.customerAccessToken, !token.isEmpty { return token }
            throw .exchangeRefused(payload.userErrors.map(\.description).joined(separator: "; "))
        }
        throw .exchangeRefused(answer.errors?.compactMap { $0.message.oneLine() }.joined(separator: "; ") ?? "no token in the answer")
    }

    // MARK: - Internals

    private func tokens(_ form: [String: String], keepingIDToken idToken: String?) async throws(CustomerAccountError) -> CustomerSession.OAuthTokens {
        let body = FormEncoding.encode(form)
        let started = clock.now
        let response = try await send(
            HTTPRequest(
                url: configuration.tokenURL, method: "POST",
                headers: [
                    "Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json", "User-Agent": StorefrontClient.userAgent,
                ],
                body: Data(body.utf8), timeout: timeout))
        // The token endpoint's own names (RFC 6749), decoded as they are.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        struct Answer: Decodable {
            var access_token: String?
            var refresh_token: String?
            var id_token: String?
            var expires_in: Int?
            var error: String?
            var error_description: String?
        }
        guard let answer = try? JSONDecoder().decode(Answer.self, from: response.body) else {
            throw .badTokenAnswer("HTTP \(response.status), not JSON")
        }
        if let error = answer.error {
            throw .tokenRefused(answer.error_description.map { "\(error): \($0)" } ?? error)
        }
        guard response.status == 200, let access = answer.access_token, let refresh = answer.refresh_token, let lifetime = answer.expires_in,
            lifetime > 0
        else {
            throw .badTokenAnswer("HTTP \(response.status) without access_token, refresh_token and expires_in")
        }
        return CustomerSession.OAuthTokens(
            accessToken: access, refreshToken: refresh, idToken: answer.id_token ?? idToken,
            expiresAt: started.addingTimeInterval(TimeInterval(lifetime)))
    }

    private func send(_ request: HTTPRequest) async throws(CustomerAccountError) -> HTTPResponse {
        do {
            return try await transport.send(request)
        } catch let error as TransportError {
            throw .transport(error)
        } catch {
            throw .transport(.other("\(error)"))
        }
    }
}
