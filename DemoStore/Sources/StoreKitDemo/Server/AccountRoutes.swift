import Foundation
import StoreKitCore

/// The demo's Customer Account API over HTTP, at the paths the real one uses under
/// `https://shopify.com`:
/// - `GET  /authentication/{shop}/oauth/authorize` the login page (checks the request),
/// - `POST /authentication/{shop}/oauth/authorize` log in → 302 to `redirect_uri?code&state`,
/// - `POST /authentication/{shop}/oauth/token` authorization_code / refresh_token grants,
/// - `GET  /authentication/{shop}/logout?id_token_hint=…`,
/// - `POST /{shop}/account/customer/api/{version}/graphql` (`storefrontCustomerAccessTokenCreate`).
struct AccountRoutes {
    let customers: CustomerDirectory
    let shopID: String
    let clientID: String
    let accessTokenLifetime: TimeInterval
    let engine: DemoGraphQLEngine
    let context: DemoContext

    /// True for the paths these routes serve.
    static func handles(_ path: String, shopID: String) -> Bool {
        let parts = DemoStore.pathWithoutQuery(path).split(separator: "/")
        return (parts.count >= 3 && parts[0] == "authentication" && parts[1] == shopID)
            || (parts.count == 6 && parts[0] == shopID && parts[1] == "account" && parts[5] == "graphql")
    }

    func answer(_ request: DemoStore.Request) async -> HTTPResponse {
        let parts = DemoStore.pathWithoutQuery(request.path).split(separator: "/").map(String.init)
        let query = URLComponents(string: "http://x\(request.path)")?.queryItems ?? []
        var fields = Dictionary(query.compactMap { item in item.value.map { (item.name, $0) } }, uniquingKeysWith: { first, _ in first })
        if request.method == "POST" && request.headers["content-type"]?.hasPrefix("application/x-www-form-urlencoded") == true {
            fields.merge(DemoFormBody.fields(String(decoding: request.body, as: UTF8.self))) { _, body in body }
        }
        switch (request.method, parts.dropFirst(2).joined(separator: "/")) {
        case ("GET", "oauth/authorize"): return authorizePage(fields, error: nil)
        case ("POST", "oauth/authorize"): return logIn(fields)
        case ("POST", "oauth/token"): return token(fields)
        case ("GET", "logout"): return logOut(fields)
        case ("POST", _) where parts.last == "graphql": return await graphQL(request)
        default: return Self.html(404, "Not found", "<p>There is nothing here.</p>")
        }
    }

    // MARK: - Authorization

    /// Why an authorization request cannot be served (nil when it can).
    private func problem(_ fields: [String: String]) -> String? {
        guard fields["client_id"] == clientID else { return "unknown client_id" }
        guard fields["response_type"] == "code" else { return "response_type must be code" }
        guard fields["code_challenge_method"] == DemoPKCE.method, let challenge = fields["code_challenge"], challenge.count == 43 else {
            return "a PKCE code_challenge with code_challenge_method=S256 is required"
        }
        guard let state = fields["state"], !state.isEmpty else { return "state is required" }
        guard let redirect = fields["redirect_uri"].flatMap(URLComponents.init(string:)), redirect.scheme == "http",
            ["127.0.0.1", "localhost"].contains(redirect.host ?? "")
        else {
            return "redirect_uri must be a loopback http address"
        }
        return nil
    }

    private func authorizePage(_ fields: [String: String], error: String?) -> HTTPResponse {
        if let problem = problem(fields) { return Self.html(400, "Cannot log in", "<p>\(CheckoutPage.escape(problem)).</p>") }
        let hidden = ["client_id", "response_type", "redirect_uri", "state", "code_challenge", "code_challenge_method", "scope"].compactMap { name in
            fields[name].map { "<input type=hidden name=\"\(name)\" value=\"\(CheckoutPage.escape($0))\">" }
        }.joined()
        let alert = error.map { "<p role=alert>\(CheckoutPage.escape($0))</p>" } ?? ""
        return Self.html(
            error == nil ? 200 : 401, "Log in",
            """
            \(alert)<form method=post>\(hidden)
            <p><label>Email <input name=email type=email autocomplete=username></label></p>
            <p><label>Password <input name=password type=password autocomplete=current-password></label></p>
            <p><button type=submit>Log in</button></p></form>
            <p>Demo account: \(CustomerDirectory.demoEmail) / \(CustomerDirectory.demoPassword)</p>
            """)
    }

    private func logIn(_ fields: [String: String]) -> HTTPResponse {
        if let problem = problem(fields) { return Self.html(400, "Cannot log in", "<p>\(CheckoutPage.escape(problem)).</p>") }
        guard let redirectURI = fields["redirect_uri"],
            let code = customers.authorize(
                email: fields["email"] ?? "", password: fields["password"] ?? "", clientID: clientID, redirectURI: redirectURI,
                challenge: fields["code_challenge"] ?? "")
        else {
            return authorizePage(fields, error: "Incorrect email or password.")
        }
        var location = URLComponents(string: redirectURI)!
        location.queryItems =
            (location.queryItems ?? []) + [URLQueryItem(name: "code", value: code), URLQueryItem(name: "state", value: fields["state"])]
        return HTTPResponse(status: 302, headers: ["Location": location.string ?? redirectURI, "Content-Type": "text/plain"])
    }

    // MARK: - Tokens

    private func token(_ fields: [String: String]) -> HTTPResponse {
        let result: Result<CustomerDirectory.IssuedTokens, CustomerDirectory.OAuthError>
        switch fields["grant_type"] {
        case "authorization_code":
            result = customers.exchange(
                code: fields["code"] ?? "", clientID: fields["client_id"] ?? "", redirectURI: fields["redirect_uri"] ?? "",
                verifier: fields["code_verifier"] ?? "", lifetime: accessTokenLifetime)
        case "refresh_token":
            guard fields["client_id"] == clientID else {
                return Self.json(401, ["error": "invalid_client", "error_description": "unknown client_id"])
            }
            result = customers.refresh(token: fields["refresh_token"] ?? "", lifetime: accessTokenLifetime)
        default:
            result = .failure(
                CustomerDirectory.OAuthError(code: "unsupported_grant_type", description: "grant_type must be authorization_code or refresh_token"))
        }
        switch result {
        case .success(let tokens):
            return Self.json(
                200,
                [
                    "access_token": tokens.accessToken, "refresh_token": tokens.refreshToken, "id_token": tokens.idToken,
                    "expires_in": tokens.expiresIn, "token_type": "Bearer",
                ])
        case .failure(let error):
            return Self.json(error.code == "invalid_client" ? 401 : 400, ["error": error.code, "error_description": error.description])
        }
    }

    private func logOut(_ fields: [String: String]) -> HTTPResponse {
        guard customers.logOut(idToken: fields["id_token_hint"] ?? "") else {
            return Self.html(400, "Cannot log out", "<p>The id_token_hint is unknown.</p>")
        }
        if let target = fields["post_logout_redirect_uri"] {
            return HTTPResponse(status: 302, headers: ["Location": target, "Content-Type": "text/plain"])
        }
        return Self.html(200, "Logged out", "<p>You are logged out.</p>")
    }

    // MARK: - GraphQL

    private func graphQL(_ request: DemoStore.Request) async -> HTTPResponse {
        var token = request.headers["authorization"] ?? ""
        if token.hasPrefix("Bearer ") { token.removeFirst("Bearer ".count) }
        guard customers.customerAccountHolder(accessToken: token) != nil else {
            return Self.json(
                401, ["errors": [["message": "Invalid token, please refresh or get a new one", "extensions": ["code": "UNAUTHORIZED"]]]])
        }
        var context = context
        context.customerAccountToken = token
        let (status, body, _) = await engine.execute(body: request.body, context: context)
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
    }

    // MARK: - Answers

    private static func json(_ status: Int, _ object: [String: Any]) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: ["Content-Type": "application/json", "Cache-Control": "no-store"],
            body: (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data())
    }

    private static func html(_ status: Int, _ title: String, _ body: String) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: ["Content-Type": "text/html; charset=utf-8"],
            body: Data(CheckoutPage.document(title: title, body: "<h1>\(CheckoutPage.escape(title))</h1>\n\(body)\n").utf8))
    }
}
