import Foundation

extension GlobalCatalogClient {
    /// The token to send, and whether it was fetched by this call; nil without credentials.
    /// Kept in memory, then the cache file (a token of another client id is ignored), else
    /// fetched and kept in both.
    func token(_ call: UCPCall) async throws -> (token: String, fresh: Bool)? {
        guard let credentials = settings.credentials else { return nil }
        let now = clock.now
        if let kept = session.token, kept.isUsable(for: credentials.clientID, at: now) { return (kept.token, false) }
        let file = settings.tokenCache.map(CatalogTokenFile.init)
        if let cached = file?.read(), cached.isUsable(for: credentials.clientID, at: now) {
            session.keep(cached)
            return (cached.token, false)
        }
        let token = try await fetchToken(call, credentials: credentials)
        session.keep(token)
        file?.write(token)
        return (token.token, true)
    }

    /// Forgets `token`, in memory and in the cache file.
    func dropToken(_ token: String) {
        if session.token?.token == token { session.keep(nil) }
        settings.tokenCache.map(CatalogTokenFile.init)?.remove(ifHolding: token)
    }

    /// A new token for `credentials`: `POST` to the token endpoint, a JSON body
    /// `{"client_id", "client_secret", "grant_type": "client_credentials"}` as shopify.dev shows
    /// it (docs/agents/catalog/mcp and docs/agents/get-started/authentication, "Content-Type:
    /// application/json"; not the form encoding of the Admin API's grant), answered
    /// `{"access_token", "scope", "expires_in"}`. Without `expires_in`, the documented
    /// 60 minutes.
    private func fetchToken(_ call: UCPCall, credentials: CatalogCredentials) async throws -> CatalogToken {
        try UCPEndpoint.requireSecure(settings.tokenEndpoint, what: "token endpoint")
        let body: JSONValue = .object([
            "client_id": .string(credentials.clientID), "client_secret": .string(credentials.clientSecret), "grant_type": "client_credentials",
        ])
        let request = HTTPRequest(
            url: settings.tokenEndpoint, method: "POST",
            headers: ["Content-Type": "application/json", "Accept": "application/json", "User-Agent": StorefrontClient.userAgent],
            body: (try? canonicalJSONEncoder().encode(body)) ?? Data(), timeout: settings.timeout, connectTimeout: settings.connectTimeout)
        let response = try await call.send(request)
        let answer = UCPJSON.object(UCPJSON.value(response.body))
        guard (200...299).contains(response.status) else {
            let detail = UCPText.line(answer["error_description"]) ?? UCPText.line(answer["error"]) ?? UCPText.line(answer["message"])
            if (400...403).contains(response.status) { throw UCPError.credentialsRefused(status: response.status, detail: detail) }
            throw UCPError.http(status: response.status, detail: detail)
        }
        guard case .string(let token)? = answer["access_token"], !token.isEmpty, token.utf8.count <= 16_384,
            token.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
        else { throw UCPError.credentialsRefused(status: response.status, detail: "its answer has no usable access_token") }
        let lifetime = UCPJSON.decimal(answer["expires_in"]).map { NSDecimalNumber(decimal: $0).doubleValue } ?? 3_600
        // Whole seconds: the cache file says when in plain seconds since 1970.
        let expiry = (clock.now.timeIntervalSince1970 + min(max(lifetime, 0), 366 * 86_400)).rounded(.down)
        return CatalogToken(token: token, expiry: Date(timeIntervalSince1970: expiry), clientID: credentials.clientID)
    }
}
