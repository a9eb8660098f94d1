import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

/// The catalog token: fetched with the key, kept in memory and in a 0600 file until a minute
/// before it expires, sent as a bearer token, fetched once more when a kept one is refused, and
/// never shown, nor the secret.
struct UCPTokenTests {
    let folder = TemporaryFolder("ucp-token")
    let search = GlobalSearch(query: "shoes")
    static let tokenAnswer = #"{"access_token": "jwt-token-1234", "scope": "read_global_api_catalog_search", "expires_in": 3600}"#

    func settings(credentials: CatalogCredentials = UCPFixtures.credentials) -> GlobalCatalogSettings {
        GlobalCatalogSettings(credentials: credentials, tokenCache: folder.appendingPathComponent("catalog-token.json"), retry: .none)
    }

    @Test func theKeyIsExchangedForATokenSentAsBearer() async throws {
        let script = CatalogScript([.profile(), .ok(Self.tokenAnswer), .result(UCPFixtures.page([]))])
        _ = try await UCPFixtures.client(script, settings: settings()).search(search)
        let requests = script.requests
        #expect(
            requests.map(\.url.absoluteString) == [
                "https://catalog.shopify.com/.well-known/ucp", "https://api.shopify.com/auth/access_token", UCPFixtures.endpoint,
            ])
        let exchange = requests[1]
        #expect(exchange.method == "POST")
        #expect(exchange.header("Content-Type") == "application/json")
        #expect(
            try UCPFixtures.json(exchange)
                == .object([
                    "client_id": "client-abc", "client_secret": "s3cr3t-VERY-secret", "grant_type": "client_credentials",
                ]))
        #expect(requests[2].header("Authorization") == "Bearer jwt-token-1234")
        #expect(requests[0].header("Authorization") == nil)
    }

    @Test func theTokenIsKeptInAPrivateFileWithoutTheSecret() async throws {
        let script = CatalogScript([.profile(), .ok(Self.tokenAnswer), .result(UCPFixtures.page([]))])
        let settings = settings()
        _ = try await UCPFixtures.client(script, settings: settings).search(search)
        let file = try #require(settings.tokenCache)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(!text.contains("s3cr3t"))
        guard case .object(let kept) = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else {
            throw UCPTestFailure("the token file is not a JSON object: \(text)")
        }
        #expect(kept["token"] == "jwt-token-1234")
        #expect(kept["client_id"] == "client-abc")
        #expect(kept["expires_at"] == .int(1_800_003_600) || kept["expires_at"] == .number(1_800_003_600))
    }

    @Test func aKeptTokenIsReusedByTheNextRun() async throws {
        let first = CatalogScript([.profile(), .ok(Self.tokenAnswer), .result(UCPFixtures.page([]))])
        _ = try await UCPFixtures.client(first, settings: settings()).search(search)
        let second = CatalogScript([.profile(), .result(UCPFixtures.page([]))], clock: first.clock)
        _ = try await UCPFixtures.client(second, settings: settings()).search(search)
        #expect(second.requests.map(\.url.absoluteString) == ["https://catalog.shopify.com/.well-known/ucp", UCPFixtures.endpoint])
        #expect(second.requests.last?.header("Authorization") == "Bearer jwt-token-1234")
    }

    @Test func aTokenAboutToExpireIsReplaced() async throws {
        let second = #"{"access_token": "jwt-token-5678", "expires_in": 3600}"#
        let script = CatalogScript([
            .profile(), .ok(Self.tokenAnswer), .result(UCPFixtures.page([]), id: 1), .ok(second), .result(UCPFixtures.page([]), id: 2),
        ])
        let client = UCPFixtures.client(script, settings: settings())
        _ = try await client.search(search)
        script.clock.advance(by: 3_600 - 59)
        _ = try await client.search(search)
        #expect(script.requests.last?.header("Authorization") == "Bearer jwt-token-5678")
        #expect(script.requests.filter { $0.url.host == "api.shopify.com" }.count == 2)
    }

    @Test func aKeptTokenOfAnotherClientIDIsIgnored() async throws {
        let first = CatalogScript([.profile(), .ok(Self.tokenAnswer), .result(UCPFixtures.page([]))])
        _ = try await UCPFixtures.client(first, settings: settings()).search(search)
        let other = CatalogCredentials(clientID: "client-other", clientSecret: "other-secret")
        let second = CatalogScript(
            [.profile(), .ok(#"{"access_token": "jwt-other", "expires_in": 3600}"#), .result(UCPFixtures.page([]))], clock: first.clock)
        _ = try await UCPFixtures.client(second, settings: settings(credentials: other)).search(search)
        #expect(second.requests.last?.header("Authorization") == "Bearer jwt-other")
    }

    @Test func aRefusedKeptTokenIsFetchedAgainOnce() async throws {
        let first = CatalogScript([.profile(), .ok(Self.tokenAnswer), .result(UCPFixtures.page([]))])
        _ = try await UCPFixtures.client(first, settings: settings()).search(search)
        let second = CatalogScript(
            [.profile(), .status(401, "expired"), .ok(#"{"access_token": "jwt-new", "expires_in": 3600}"#), .result(UCPFixtures.page([]), id: 2)],
            clock: first.clock)
        _ = try await UCPFixtures.client(second, settings: settings()).search(search)
        #expect(second.requests.compactMap { $0.header("Authorization") } == ["Bearer jwt-token-1234", "Bearer jwt-new"])
    }

    @Test func aKeptTokenRefusedTwiceIsSaidAfterOneNewToken() async throws {
        let first = CatalogScript([.profile(), .ok(Self.tokenAnswer), .result(UCPFixtures.page([]))])
        _ = try await UCPFixtures.client(first, settings: settings()).search(search)
        let second = CatalogScript(
            [.profile(), .status(401), .ok(#"{"access_token": "jwt-new", "expires_in": 3600}"#), .status(401)], clock: first.clock)
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(second, settings: settings()).search(search) }
        #expect(error == .tokenRefused(status: 401))
        #expect(second.requests.count == 4)
    }

    @Test func aFreshTokenRefusedIsSaidWithoutARetry() async {
        let script = CatalogScript([.profile(), .ok(Self.tokenAnswer), .status(403, "no")])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script, settings: settings()).search(search) }
        #expect(error == .tokenRefused(status: 403))
        #expect(script.requests.count == 3)
    }

    @Test func theSecretAndTheTokenNeverShow() async throws {
        let echo = #"{"error": "invalid_client", "error_description": "bad secret s3cr3t-VERY-secret for client-abc"}"#
        let refused = CatalogScript([.profile(), .status(401, echo)])
        let error = try #require(await UCPFixtures.error { _ = try await UCPFixtures.client(refused, settings: settings()).search(search) })
        #expect(error == .credentialsRefused(status: 401, detail: "bad secret (hidden) for client-abc"))
        let tokenEcho = #"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32000, "message": "token jwt-token-1234 is revoked"}}"#
        let echoed = CatalogScript([.profile(), .ok(Self.tokenAnswer), .ok(tokenEcho)])
        let rpc = try #require(await UCPFixtures.error { _ = try await UCPFixtures.client(echoed, settings: settings()).search(search) })
        for shown in [error.description, rpc.description, String(describing: error), rpc.localizedDescription] {
            #expect(!shown.contains("s3cr3t") && !shown.contains("jwt-token-1234"), "\(shown)")
        }
        var dumped = ""
        dump(settings(), to: &dumped)
        for shown in [UCPFixtures.credentials.description, String(reflecting: UCPFixtures.credentials), "\(settings())", dumped] {
            #expect(!shown.contains("s3cr3t"), "\(shown)")
        }
    }

    @Test func anHTTPTokenEndpointOnTheNetworkIsRefused() async {
        var settings = settings()
        settings.tokenEndpoint = URL(string: "http://tokens.example/auth")!
        let script = CatalogScript([.profile()])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script, settings: settings).search(search) }
        #expect(error == .insecureEndpoint(what: "token endpoint", host: "tokens.example"))
        #expect(script.requests.count == 1)
    }
}
