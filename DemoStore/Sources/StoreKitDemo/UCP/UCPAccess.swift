import Foundation
import StoreKitCore
import Synchronization

/// The global catalog's access tiers and token endpoint, as Shopify documents them
/// (shopify.dev, docs/agents/profiles/auth-and-rate-limiting, and shared/ucp-spec/README.md):
/// anonymous callers are served "at low rates" and without pagination; a client of the Dev
/// Dashboard's catalog credentials gets a JWT for 60 minutes (`POST /auth/access_token`,
/// `grant_type=client_credentials`, scope `read_global_api_catalog_search`) that pages and has a
/// higher limit ("about 5 requests a second"). The demo's numbers: ``anonymousLimit`` requests
/// per ``window`` seconds shared by every anonymous caller of one mall, ``tokenLimit`` per token.
public final class UCPAccess: Sendable {
    /// The token endpoint's path.
    public static let tokenPath = "/auth/access_token"
    /// The scope every token has.
    public static let scope = "read_global_api_catalog_search"
    /// Seconds a token lives (Shopify: 60 minutes).
    public static let tokenLifetime = 3600
    /// The rate window, in seconds.
    public static let window = 10
    /// Anonymous requests per window, for the whole mall.
    public static let anonymousLimit = 20
    /// Requests per window for one token (5 a second).
    public static let tokenLimit = 50

    private let clientID: String
    private let clientSecret: String
    private let now: @Sendable () -> Date
    private let state = Mutex<(tokens: [String: Date], requests: [String: [Date]])>(([:], [:]))

    /// Tiers for one client (its id and secret), on `now`'s clock.
    public init(clientID: String, clientSecret: String, now: @escaping @Sendable () -> Date = { Date() }) {
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.now = now
    }

    /// The tier of a request's `Authorization` header, counted against its rate; 401 for a
    /// token the mall did not issue (or that expired), 429 over the rate.
    public func admit(authorization: String?) -> Result<UCPTier, UCPError> {
        let given = authorization?.trimmingCharacters(in: .whitespaces) ?? ""
        let moment = now()
        return state.withLock { state -> Result<UCPTier, UCPError> in
            let key: String
            let limit: Int
            let tier: UCPTier
            if given.isEmpty {
                (key, limit, tier) = ("anonymous", Self.anonymousLimit, .anonymous)
            } else {
                let parts = given.split(separator: " ", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == "bearer" else {
                    return .failure(.unauthorized("Authorization must be a Bearer token"))
                }
                let token = String(parts[1]).trimmingCharacters(in: .whitespaces)
                guard let expiry = state.tokens[token], expiry > moment else {
                    return .failure(.unauthorized("The access token is invalid or has expired"))
                }
                (key, limit, tier) = ("token " + token, Self.tokenLimit, .token)
            }
            let since = moment.addingTimeInterval(-Double(Self.window))
            var recent = (state.requests[key] ?? []).filter { $0 > since }
            if recent.count >= limit {
                let wait = Int((recent[0].timeIntervalSince(since)).rounded(.up))
                state.requests[key] = recent
                return .failure(.rateLimited(retryAfter: max(1, wait)))
            }
            recent.append(moment)
            state.requests[key] = recent
            state.tokens = state.tokens.filter { $0.value > moment }
            return .success(tier)
        }
    }

    /// `POST /auth/access_token`: OAuth 2.0 client credentials (RFC 6749, 4.4), the client's id and
    /// secret in a form or JSON body (or HTTP Basic, 2.3.1). Errors are OAuth's (5.2); the secret
    /// is never echoed.
    public func issueToken(_ request: DemoRequest) -> HTTPResponse {
        guard request.method == "POST" else {
            return Self.oauth(405, ["error": "invalid_request", "error_description": "Use POST"], extra: ["Allow": "POST"])
        }
        let fields = Self.fields(of: request)
        guard fields["grant_type"] == "client_credentials" else {
            return Self.oauth(400, ["error": "unsupported_grant_type", "error_description": "grant_type must be client_credentials"])
        }
        guard let id = fields["client_id"], let secret = fields["client_secret"], !id.isEmpty, !secret.isEmpty else {
            return Self.oauth(400, ["error": "invalid_request", "error_description": "client_id and client_secret are required"])
        }
        guard id == clientID, Self.constantTimeEqual(secret, clientSecret) else {
            return Self.oauth(
                401, ["error": "invalid_client", "error_description": "Client authentication failed"],
                extra: ["WWW-Authenticate": #"Basic realm="catalog""#])
        }
        let issued = now()
        let token = Self.jwt(clientID: id, issued: issued)
        state.withLock { $0.tokens[token] = issued.addingTimeInterval(Double(Self.tokenLifetime)) }
        return Self.oauth(
            200,
            [
                "access_token": .string(token), "token_type": "Bearer", "expires_in": .int(Self.tokenLifetime),
                "scope": .string(Self.scope),
            ])
    }

    /// A JWT-shaped token: `{alg, typ}.{iss, sub, scope, iat, exp, jti}.{random}` (the demo
    /// remembers the tokens it issued instead of verifying a signature).
    static func jwt(clientID: String, issued: Date) -> String {
        let seconds = Int(issued.timeIntervalSince1970)
        let header: UCPJSON = ["alg": "HS256", "typ": "JWT"]
        let claims: UCPJSON = [
            "iss": "https://catalog.shopterm.invalid", "sub": .string(clientID), "scope": .string(scope), "iat": .int(seconds),
            "exp": .int(seconds + tokenLifetime), "jti": .string(Base64URL.random(byteCount: 12)),
        ]
        return [Base64URL.encode(Array(header.data)), Base64URL.encode(Array(claims.data)), Base64URL.random(byteCount: 32)]
            .joined(separator: ".")
    }

    /// The form (`application/x-www-form-urlencoded`) or JSON body's fields, and HTTP Basic's
    /// client id and secret.
    static func fields(of request: DemoRequest) -> [String: String] {
        var fields: [String: String] = [:]
        if let json = UCPJSON(data: request.body), let members = json.object {
            for (key, value) in members { if let text = value.string { fields[key] = text } }
        } else if let text = String(data: request.body, encoding: .utf8) {
            for pair in text.split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { part in
                    String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(part)
                }
                if parts.count == 2 { fields[parts[0]] = parts[1] }
            }
        }
        if let basic = request.headers["authorization"], basic.lowercased().hasPrefix("basic "),
            let decoded = Data(base64Encoded: String(basic.dropFirst(6)).trimmingCharacters(in: .whitespaces)),
            let text = String(data: decoded, encoding: .utf8), let colon = text.firstIndex(of: ":")
        {
            fields["client_id"] = fields["client_id"] ?? String(text[..<colon])
            fields["client_secret"] = fields["client_secret"] ?? String(text[text.index(after: colon)...])
        }
        return fields
    }

    private static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let left = Array(a.utf8)
        let right = Array(b.utf8)
        var difference = left.count ^ right.count
        for index in 0..<min(left.count, right.count) { difference |= Int(left[index] ^ right[index]) }
        return difference == 0
    }

    /// RFC 6749, 5.1: token answers are not cached.
    private static func oauth(_ status: Int, _ body: UCPJSON, extra: [String: String] = [:]) -> HTTPResponse {
        var headers = extra
        headers["Cache-Control"] = "no-store"
        headers["Pragma"] = "no-cache"
        return UCPService.json(status, body, headers: headers)
    }
}
