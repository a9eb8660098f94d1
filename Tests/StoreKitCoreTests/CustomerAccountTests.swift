import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

/// PKCE, the authorization request and its redirect, the token endpoint client, input
/// serialisation (undefined vs null), and the session file.
@Suite struct CustomerAccountTests {
    static let configuration = CustomerAccountConfiguration(shopID: "123", clientID: "shp_client")

    @Test func pkceMatchesRFC7636AppendixB() {
        let octets: [UInt8] = [
            116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105,
            214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
        ]
        let pkce = PKCE(octets: octets)
        #expect(pkce.verifier == "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
        #expect(pkce.challenge == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
        #expect(PKCE.method == "S256")
    }

    @Test func randomPKCEIsA43CharacterURLSafeVerifierAndNeverRepeats() {
        let first = PKCE.random()
        let second = PKCE.random()
        #expect(first.verifier.count == 43)
        #expect(first.verifier.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        #expect(first.challenge == PKCE.challenge(for: first.verifier))
        #expect(first.verifier != second.verifier)
    }

    @Test func theAuthorizationURLCarriesEveryParameter() throws {
        let request = AuthorizationRequest(
            configuration: Self.configuration, redirectURI: "http://127.0.0.1:5555/callback", state: "s1",
            pkce: PKCE(octets: Array(repeating: 7, count: 32)))
        let components = try #require(URLComponents(url: request.url, resolvingAgainstBaseURL: false))
        #expect(components.host == "shopify.com")
        #expect(components.path == "/authentication/123/oauth/authorize")
        let items = Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(
            items == [
                "scope": "openid email customer-account-api:full", "client_id": "shp_client", "response_type": "code",
                "redirect_uri": "http://127.0.0.1:5555/callback", "state": "s1", "code_challenge": request.pkce.challenge,
                "code_challenge_method": "S256",
            ])
        #expect(Self.configuration.tokenURL.absoluteString == "https://shopify.com/authentication/123/oauth/token")
        #expect(Self.configuration.logoutURL.absoluteString == "https://shopify.com/authentication/123/logout")
        #expect(Self.configuration.graphQLURL.absoluteString == "https://shopify.com/123/account/customer/api/\(APIVersion.default)/graphql")
    }

    @Test func theRedirectGivesTheCodeOnlyWithTheSameState() throws {
        let request = AuthorizationRequest(configuration: Self.configuration, redirectURI: "http://127.0.0.1:5555/callback", state: "right")
        #expect(try request.code(fromRedirect: " http://127.0.0.1:5555/callback?code=abc&state=right\n") == "abc")
        #expect(throws: CustomerAccountError.stateMismatch) { try request.code(fromRedirect: "http://127.0.0.1:5555/callback?code=abc&state=wrong") }
        #expect(throws: CustomerAccountError.stateMismatch) { try request.code(fromRedirect: "http://127.0.0.1:5555/callback?code=abc") }
        #expect(throws: CustomerAccountError.denied("The customer said no")) {
            try request.code(
                fromRedirect: "http://127.0.0.1:5555/callback?error=access_denied&error_description=The%20customer%20said%20no&state=right")
        }
        #expect {
            try request.code(fromRedirect: "http://evil.example/callback?code=abc&state=right")
        } throws: { error in
            guard case CustomerAccountError.badRedirect = error else { return false }
            return true
        }
        #expect {
            try request.code(fromRedirect: "not a url")
        } throws: { error in
            guard case CustomerAccountError.badRedirect = error else { return false }
            return true
        }
        // Form-encoded words read as words; another attempt's error is another attempt's; what
        // was pasted is never echoed (it may be a code).
        #expect(throws: CustomerAccountError.denied("The user denied")) {
            try request.code(fromRedirect: "http://127.0.0.1:5555/callback?error=access_denied&error_description=The+user+denied&state=right")
        }
        #expect(throws: CustomerAccountError.stateMismatch) {
            try request.code(fromRedirect: "http://127.0.0.1:5555/callback?error=access_denied&state=other")
        }
        #expect(throws: CustomerAccountError.badRedirect("what was pasted is not an address; paste the whole address the browser ended on")) {
            try request.code(fromRedirect: "secret-code-1234")
        }
    }

    @Test func theTokenExchangeSendsTheVerifierAndReadsTheTokens() async throws {
        let transport = ScriptedTransport([
            Fixtures.ok(#"{"access_token":"at","refresh_token":"rt","id_token":"it","expires_in":3600,"token_type":"Bearer"}"#)
        ])
        let clock = TestClock()
        let client = CustomerAccountClient(configuration: Self.configuration, transport: transport, clock: clock)
        let request = AuthorizationRequest(configuration: Self.configuration, redirectURI: "http://127.0.0.1:1/callback", state: "s")
        let tokens = try await client.exchange(code: "the code", for: request)
        #expect(
            tokens == CustomerSession.OAuthTokens(accessToken: "at", refreshToken: "rt", idToken: "it", expiresAt: clock.now.addingTimeInterval(3600))
        )
        let sent = try #require(transport.requests.first)
        #expect(sent.url == Self.configuration.tokenURL)
        #expect(sent.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(
            FormEncoding.decode(String(decoding: sent.body, as: UTF8.self)) == [
                "grant_type": "authorization_code", "client_id": "shp_client", "redirect_uri": "http://127.0.0.1:1/callback",
                "code": "the code", "code_verifier": request.pkce.verifier,
            ])
    }

    @Test func aRefusedGrantIsReportedWithTheServersReason() async throws {
        let transport = ScriptedTransport([
            .respond(
                HTTPResponse(
                    status: 400, body: Data(#"{"error":"invalid_grant","error_description":"The authorization code was already used"}"#.utf8)))
        ])
        let client = CustomerAccountClient(configuration: Self.configuration, transport: transport)
        let request = AuthorizationRequest(configuration: Self.configuration, redirectURI: "http://127.0.0.1:1/callback")
        await #expect(throws: CustomerAccountError.tokenRefused("invalid_grant: The authorization code was already used")) {
            try await client.exchange(code: "c", for: request)
        }
    }

    @Test func formEncodingRoundTrips() {
        let fields = ["a b": "x+y&z=1", "redirect_uri": "http://127.0.0.1:1/callback?x=1", "empty": ""]
        #expect(FormEncoding.decode(FormEncoding.encode(fields)) == fields)
        #expect(FormEncoding.decode("a=1+2&a=3") == ["a": "1 2"])
    }

    // MARK: - Undefined vs null

    @Test func anUndefinedFieldIsLeftOutAndANullOneIsSentAsNull() throws {
        let client = try Fixtures.client(ScriptedTransport([]))
        func customerInput(_ change: ProfileChange) throws -> [String: Any] {
            let request = client.request(for: CustomerOperation<CustomerUpdate>(token: "t", change: change))
            let body = try #require(JSONSerialization.jsonObject(with: request.body) as? [String: Any])
            return try #require((body["variables"] as? [String: Any])?["customer"] as? [String: Any])
        }
        let setPhone = try customerInput(ProfileChange(phone: .value("+16471234567")))
        #expect(setPhone.keys.sorted() == ["phone"])
        #expect(setPhone["phone"] as? String == "+16471234567")

        let clearPhone = try customerInput(ProfileChange(phone: .null))
        #expect(clearPhone.keys.sorted() == ["phone"])
        #expect(clearPhone["phone"] is NSNull)

        let nothing = try customerInput(ProfileChange())
        #expect(nothing.isEmpty)
        #expect(ProfileChange().isEmpty)

        let mixed = try customerInput(ProfileChange(firstName: .value("Ada"), lastName: .null, acceptsMarketing: .value(true)))
        #expect(mixed.keys.sorted() == ["acceptsMarketing", "firstName", "lastName"])
        #expect(mixed["lastName"] is NSNull)
        #expect(GraphQLInput(orNull: String?.none) == .null)
        #expect(GraphQLInput(orNull: "x") == .value("x"))
    }

    // MARK: - Session file

    @Test func theSessionIsStoredOwnerOnlyAndNeverPrinted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-session-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = SessionFile(stateDirectory: folder, shop: "shop.example")
        #expect(try file.load() == nil)
        let session = CustomerSession(
            method: .customerAccount, email: "ada@example.com",
            storefrontToken: CustomerAccessToken(accessToken: "SECRET-storefront", expiresAt: Date(timeIntervalSince1970: 1_900_000_000)),
            oauth: .init(
                accessToken: "SECRET-access", refreshToken: "SECRET-refresh", idToken: "SECRET-id",
                expiresAt: Date(timeIntervalSince1970: 1_900_000_000)))
        try file.save(session)
        #expect(try file.load() == session)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(file.url.path.hasSuffix("/shop.example/session.json"))
        #expect(!"\(session)".contains("SECRET"))
        #expect(try file.delete())
        #expect(try file.load() == nil)
        #expect(try file.delete() == false)
    }

    @Test func anUnreadableSessionFileIsReportedNotGuessedAt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-session-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = SessionFile(stateDirectory: folder, shop: "s")
        try FileManager.default.createDirectory(at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: file.url)
        #expect {
            try file.load()
        } throws: { error in
            "\(error)".contains("run `shopterm account logout` to remove it")
        }
    }
}
