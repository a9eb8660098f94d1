import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// Customer accounts end to end against the demo store: every classic mutation's success and
/// user-error paths, token renewal and expiry, undefined vs null on `customerUpdate`, orders from
/// an authenticated checkout, and the Customer Account API login with PKCE.
@Suite struct AccountTests {
    /// A demo store and an account service sharing one test clock (the store expires tokens by it).
    struct Setup {
        let clock = TestClock()
        let demo: DemoHarness
        let accounts: AccountService
        private let temporary = TemporaryFolder("accounts")
        var folder: URL { temporary.url }

        init(tokenLifetime: TimeInterval = 30 * 24 * 3600) throws {
            let clock = clock
            demo = try DemoHarness(options: DemoStore.Options(customerTokenLifetime: tokenLifetime, now: { clock.now }))
            accounts = AccountService(client: demo.client, sessionFile: SessionFile(stateDirectory: temporary.url, shop: "demo"), clock: clock)
        }

        var customerAccounts: CustomerAccountClient {
            CustomerAccountClient(
                configuration: CustomerAccountConfiguration(
                    shopID: DemoStore.customerAccountShopID, clientID: DemoStore.customerAccountClientID,
                    baseURL: URL(string: "http://127.0.0.1")!),
                transport: InProcessTransport(store: demo.store), clock: clock)
        }

        var operations: [String] { demo.store.requestLog.map(\.operationName) }

        /// Logs in on the demo's authorization page the way a browser form does; returns the redirect.
        func submitLogin(
            _ request: AuthorizationRequest, email: String = CustomerDirectory.demoEmail,
            password: String = CustomerDirectory.demoPassword
        ) async throws -> HTTPResponse {
            var fields = Dictionary(
                uniqueKeysWithValues: (URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map {
                    ($0.name, $0.value ?? "")
                })
            fields["email"] = email
            fields["password"] = password
            let reply = await demo.store.handle(
                .init(
                    method: "POST", path: request.url.path, headers: ["Content-Type": "application/x-www-form-urlencoded"],
                    body: Data(FormEncoding.encode(fields).utf8)))
            guard case .response(let response) = reply else { throw TransportError.connectionLost }
            return response
        }
    }

    static let portland = ShippingAddress(
        firstName: "Ada", lastName: "Lovelace", address1: "1 Main St", city: "Portland",
        provinceCode: "OR", zip: "97201", countryCode: "US")

    // MARK: - Sign up and log in

    @Test func signingUpLogsInAndStoresTheSession() async throws {
        let setup = try Setup()
        let session = try await setup.accounts.signUp(
            SignUpForm(email: "new@example.com", password: "hunter22", firstName: "New", lastName: "Person"))
        #expect(session.method == .password)
        #expect(session.email == "new@example.com")
        #expect(try setup.accounts.loadSession() == session)
        #expect(setup.operations == ["CustomerCreate", "CustomerAccessTokenCreate"])
        let profile = try await setup.accounts.profile(session)
        #expect(profile.displayName == "New Person")
        #expect(profile.email == "new@example.com")
        #expect(profile.defaultAddressID == nil)
    }

    @Test func signUpMistakesComeBackFieldByField() async throws {
        let setup = try Setup()
        await #expect(
            throws: AccountError.rejected([
                UserError(field: ["input", "email"], code: "INVALID", message: "Email is invalid"),
                UserError(field: ["input", "password"], code: "TOO_SHORT", message: "Password is too short (minimum is 5 characters)"),
                UserError(field: ["input", "phone"], code: "INVALID", message: "Phone is invalid"),
            ])
        ) {
            try await setup.accounts.signUp(SignUpForm(email: "not-an-email", password: "abc", phone: "call me"))
        }
        await #expect(throws: AccountError.rejected([UserError(field: ["input", "email"], code: "TAKEN", message: "Email has already been taken")])) {
            try await setup.accounts.signUp(SignUpForm(email: CustomerDirectory.demoEmail, password: "long enough"))
        }
        #expect(try setup.accounts.loadSession() == nil)
    }

    @Test func aWrongPasswordIsAnUnidentifiedCustomer() async throws {
        let setup = try Setup()
        await #expect(throws: AccountError.wrongCredentials(email: "demo@shopterm.dev")) {
            try await setup.accounts.logIn(email: CustomerDirectory.demoEmail, password: "wrong")
        }
        let session = try await setup.accounts.logIn(email: CustomerDirectory.demoEmail, password: CustomerDirectory.demoPassword)
        #expect(session.storefrontToken.expiresAt == setup.clock.now.addingTimeInterval(30 * 24 * 3600))
    }

    // MARK: - Renewal, expiry, logout

    /// The renewal at start loses its answer (the connection resets): the login stays, with its
    /// token, until the store says it is invalid.
    @Test func aLostRenewalAnswerKeepsTheLogin() async throws {
        let clock = TestClock()
        let temporary = TemporaryFolder("accounts")
        let folder = temporary.url
        let demo = try DemoHarness(options: DemoStore.Options(faults: try FaultPlan(parsing: "2:reset"), now: { clock.now }))
        let accounts = AccountService(client: demo.client, sessionFile: SessionFile(stateDirectory: folder, shop: "demo"), clock: clock)
        let first = try await accounts.logIn(email: CustomerDirectory.demoEmail, password: CustomerDirectory.demoPassword)
        let kept = try await accounts.activeSession(renew: true)
        #expect(kept == first)
        #expect(try accounts.loadSession() == first)
        #expect(demo.store.requestLog.map(\.operationName) == ["CustomerAccessTokenCreate", "CustomerAccessTokenRenew"])
        // Next time the renewal goes through.
        #expect(try await accounts.activeSession(renew: true).storefrontToken != first.storefrontToken)
    }

    @Test func theTokenIsRenewedNearExpiryAndOnStart() async throws {
        let setup = try Setup()
        let first = try await setup.accounts.logIn(email: CustomerDirectory.demoEmail, password: CustomerDirectory.demoPassword)
        #expect(try await setup.accounts.activeSession() == first)
        #expect(setup.operations == ["CustomerAccessTokenCreate"])

        let onStart = try await setup.accounts.activeSession(renew: true)
        #expect(onStart.storefrontToken.accessToken != first.storefrontToken.accessToken)
        #expect(setup.operations.last == "CustomerAccessTokenRenew")

        setup.clock.advance(by: 30 * 24 * 3600 - 3600)
        let renewed = try await setup.accounts.activeSession()
        #expect(renewed.storefrontToken.expiresAt == setup.clock.now.addingTimeInterval(30 * 24 * 3600))
        #expect(try setup.accounts.loadSession() == renewed)
        #expect(setup.operations.filter { $0 == "CustomerAccessTokenRenew" }.count == 2)
        // The old token no longer works.
        await #expect(throws: AccountError.sessionExpired) { try await setup.accounts.profile(first) }
    }

    @Test func anExpiredSessionIsDeletedAndReported() async throws {
        let setup = try Setup()
        try await setup.accounts.logIn(email: CustomerDirectory.demoEmail, password: CustomerDirectory.demoPassword)
        setup.clock.advance(by: 31 * 24 * 3600)
        await #expect(throws: AccountError.sessionExpired) { try await setup.accounts.activeSession() }
        #expect(try setup.accounts.loadSession() == nil)
        await #expect(throws: AccountError.notLoggedIn) { try await setup.accounts.activeSession() }
    }

    @Test func aTokenTheStoreRevokedIsDiscoveredOnRenewal() async throws {
        let setup = try Setup()
        let session = try await setup.accounts.logIn(email: CustomerDirectory.demoEmail, password: CustomerDirectory.demoPassword)
        _ = setup.demo.store.customers.delete(token: session.storefrontToken.accessToken)
        await #expect(throws: AccountError.sessionExpired) { try await setup.accounts.activeSession(renew: true) }
        #expect(try setup.accounts.loadSession() == nil)
    }

    @Test func loggingOutDeletesTheTokenEverywhereEvenAnExpiredOne() async throws {
        let setup = try Setup()
        let session = try await setup.accounts.logIn(email: CustomerDirectory.demoEmail, password: CustomerDirectory.demoPassword)
        #expect(try await setup.accounts.logOut())
        #expect(setup.operations.last == "CustomerAccessTokenDelete")
        #expect(try setup.accounts.loadSession() == nil)
        #expect(setup.demo.store.customers.account(token: session.storefrontToken.accessToken) == nil)
        #expect(try await setup.accounts.logOut() == false)

        try await setup.accounts.logIn(email: CustomerDirectory.demoEmail, password: CustomerDirectory.demoPassword)
        setup.clock.advance(by: 31 * 24 * 3600)
        #expect(try await setup.accounts.logOut())
        #expect(try setup.accounts.loadSession() == nil)
    }

    // MARK: - Recover, reset, activate

    @Test func aRecoveryMailLetsTheCustomerSetANewPasswordOnce() async throws {
        let setup = try Setup()
        await #expect(throws: AccountError.rejected([UserError(field: ["email"], code: "UNIDENTIFIED_CUSTOMER", message: "Could not find customer")]))
        {
            try await setup.accounts.recover(email: "nobody@example.com")
        }
        try await setup.accounts.recover(email: CustomerDirectory.demoEmail)
        let mail = try #require(setup.demo.store.outbox.last)
        #expect(mail.to == CustomerDirectory.demoEmail)
        #expect(mail.subject == "Reset your password")
        await #expect(
            throws: AccountError.rejected([
                UserError(field: ["password"], code: "TOO_SHORT", message: "Password is too short (minimum is 5 characters)")
            ])
        ) {
            try await setup.accounts.reset(url: mail.link, password: "abc")
        }
        let session = try await setup.accounts.reset(url: mail.link, password: "a new password")
        #expect(try await setup.accounts.profile(session).email == CustomerDirectory.demoEmail)
        await #expect(throws: AccountError.rejected([UserError(field: ["resetUrl"], code: "TOKEN_INVALID", message: "Invalid reset URL")])) {
            try await setup.accounts.reset(url: mail.link, password: "another one")
        }
        await #expect(throws: AccountError.self) {
            try await setup.accounts.logIn(email: CustomerDirectory.demoEmail, password: CustomerDirectory.demoPassword)
        }
        try await setup.accounts.logIn(email: CustomerDirectory.demoEmail, password: "a new password")
    }

    @Test func anInvitedAccountIsActivatedFromItsLink() async throws {
        let setup = try Setup()
        let invitation = try #require(setup.demo.store.outbox.first { $0.subject == "Activate your account" })
        await #expect(throws: AccountError.rejected([UserError(field: nil, code: "CUSTOMER_DISABLED", message: "Customer account is disabled")])) {
            try await setup.accounts.logIn(email: invitation.to, password: "whatever1")
        }
        let session = try await setup.accounts.activate(url: invitation.link, password: "graces password")
        #expect(try await setup.accounts.profile(session).firstName == "Grace")
        await #expect(throws: AccountError.rejected([UserError(field: ["activationUrl"], code: "TOKEN_INVALID", message: "Invalid activation URL")]))
        {
            try await setup.accounts.activate(url: invitation.link, password: "graces password")
        }
    }

    // MARK: - Addresses and profile

    @Test func theAddressBookCanBeFilledChangedAndEmptied() async throws {
        let setup = try Setup()
        let session = try await setup.accounts.signUp(SignUpForm(email: "book@example.com", password: "hunter22"))
        var bad = Self.portland
        bad.zip = "nope"
        await #expect(throws: AccountError.rejected([UserError(field: ["address", "zip"], code: "INVALID", message: "Enter a valid ZIP code")])) {
            try await setup.accounts.addAddress(session, bad)
        }
        let home = try await setup.accounts.addAddress(session, Self.portland)
        let work = try await setup.accounts.addAddress(
            session,
            ShippingAddress(
                address1: "1 King St", city: "Toronto", provinceCode: "ON",
                zip: "M5V 2T6", countryCode: "CA"))
        var book = try await setup.accounts.addresses(session)
        #expect(book.page.items == [home, work])
        #expect(book.defaultAddressID == home.id)

        #expect(try await setup.accounts.setDefaultAddress(session, id: work.id).defaultAddressID == work.id)
        var moved = Self.portland
        moved.address1 = "2 Main St"
        #expect(try await setup.accounts.updateAddress(session, id: home.id, moved).address.address1 == "2 Main St")
        await #expect(throws: AccountError.rejected([UserError(field: ["id"], code: "NOT_FOUND", message: "Address does not exist")])) {
            try await setup.accounts.updateAddress(session, id: "gid://shopify/MailingAddress/999", moved)
        }
        await #expect(throws: AccountError.rejected([UserError(field: ["addressId"], code: "NOT_FOUND", message: "Address does not exist")])) {
            try await setup.accounts.setDefaultAddress(session, id: "gid://shopify/MailingAddress/999")
        }
        await #expect(throws: AccountError.rejected([UserError(field: ["id"], code: "NOT_FOUND", message: "Address does not exist")])) {
            try await setup.accounts.deleteAddress(session, id: "gid://shopify/MailingAddress/999")
        }
        try await setup.accounts.deleteAddress(session, id: work.id)
        book = try await setup.accounts.addresses(session)
        #expect(book.page.items.map(\.id) == [home.id])
        #expect(book.defaultAddressID == home.id)

        let paged = try await setup.accounts.addresses(session, first: 1)
        #expect(paged.page.items.count == 1)
        #expect(paged.page.hasNextPage == false)
    }

    @Test func customerUpdateKeepsUndefinedFieldsAndClearsNullOnes() async throws {
        let setup = try Setup()
        let session = try await setup.accounts.signUp(
            SignUpForm(email: "phone@example.com", password: "hunter22", firstName: "Pat", phone: "+16471234567"))
        var profile = try await setup.accounts.updateProfile(session, ProfileChange(lastName: .value("Smith")))
        #expect(profile.firstName == "Pat")
        #expect(profile.lastName == "Smith")
        #expect(profile.phone == "+16471234567")

        profile = try await setup.accounts.updateProfile(session, ProfileChange(phone: .null))
        #expect(profile.phone == nil)
        #expect(profile.firstName == "Pat")
        #expect(profile.lastName == "Smith")

        await #expect(throws: AccountError.rejected([UserError(field: ["customer", "email"], code: "BLANK", message: "Email can't be blank")])) {
            try await setup.accounts.updateProfile(session, ProfileChange(email: .null))
        }
        await #expect(throws: AccountError.rejected([UserError(field: ["customer", "phone"], code: "INVALID", message: "Phone is invalid")])) {
            try await setup.accounts.updateProfile(session, ProfileChange(phone: .value("not a phone")))
        }
    }

    @Test func aNewPasswordReplacesTheStoredToken() async throws {
        let setup = try Setup()
        let session = try await setup.accounts.signUp(SignUpForm(email: "pw@example.com", password: "hunter22"))
        _ = try await setup.accounts.updateProfile(session, ProfileChange(password: .value("correct horse")))
        let stored = try #require(try setup.accounts.loadSession())
        #expect(stored.storefrontToken.accessToken != session.storefrontToken.accessToken)
        #expect(try await setup.accounts.profile(stored).email == "pw@example.com")
        await #expect(throws: AccountError.sessionExpired) { try await setup.accounts.profile(session) }
    }

    @Test func customerMutationsRefuseAnInvalidToken() async throws {
        let setup = try Setup()
        let forged = CustomerSession(
            method: .password, email: nil, storefrontToken: CustomerAccessToken(accessToken: "forged", expiresAt: .distantFuture))
        await #expect(
            throws: AccountError.rejected([
                UserError(field: ["customerAccessToken"], code: "TOKEN_INVALID", message: "Customer access token is invalid")
            ])
        ) {
            try await setup.accounts.addAddress(forged, Self.portland)
        }
        await #expect(throws: AccountError.sessionExpired) { try await setup.accounts.orders(forged) }
    }

    // MARK: - Authenticated checkout and orders

    @Test func anAuthenticatedCartIsPrefilledAndItsOrderJoinsTheHistory() async throws {
        let setup = try Setup()
        let session = try await setup.accounts.logIn(email: CustomerDirectory.demoEmail, password: CustomerDirectory.demoPassword)
        #expect(try await setup.accounts.orders(session).items.isEmpty)
        let backend = CartCheckout(
            client: setup.demo.client, polling: PollingPolicy(attempts: 8, interval: 0.25), clock: setup.clock,
            customerAccessToken: session.storefrontToken.accessToken)
        let flow = CheckoutFlow(backend: backend, clock: setup.clock)
        let (state, url) = try await flow.run(
            lines: [LineInput(variantID: "gid://shopify/ProductVariant/2", quantity: 2)], email: CustomerDirectory.demoEmail,
            address: Self.portland, shipping: .cheapest)
        #expect(state.customerID != nil)
        #expect(state.email == CustomerDirectory.demoEmail)
        guard case .response(let paid) = await setup.demo.store.handle(.init(method: "POST", path: url.path + "/pay", headers: [:], body: Data()))
        else {
            Issue.record("no answer")
            return
        }
        #expect(paid.status == 200)
        let orders = try await setup.accounts.orders(session)
        #expect(orders.items.count == 1)
        let order = try #require(orders.items.first)
        #expect(order.name == "#1001")
        #expect(order.totalPrice == state.total)
        #expect(order.status == "Paid, unfulfilled")
        // The order opens to what was bought, the money (adding up to the total) and the address.
        #expect(order.lines.count == 1)
        #expect(order.lines.first?.quantity == 2)
        #expect(order.lines.first?.variantTitle != nil)
        #expect(order.lines.first?.total == order.subtotal)
        #expect(order.shippingAddress?.address1 == Self.portland.address1)
        let parts = [order.subtotal, order.shipping, order.tax].compactMap { $0?.amount }
        #expect(parts.count == 3)
        #expect(parts.reduce(0, +) == order.totalPrice.amount)
        #expect(order.hasMoreLines == false)
        // What the confirmation names: the order the payment became, with what was charged.
        #expect(await setup.accounts.order(paidSince: Date().addingTimeInterval(-30)) == CompletedOrder(name: "#1001", total: order.totalPrice))
        #expect(await setup.accounts.order(paidSince: Date().addingTimeInterval(3600)) == nil)
    }

    @Test func aCartRefusesAnInvalidCustomerToken() async throws {
        let setup = try Setup()
        let backend = CartCheckout(client: setup.demo.client, customerAccessToken: "forged")
        await #expect(
            throws: CheckoutError.userErrors([
                UserError(field: ["input", "buyerIdentity", "customerAccessToken"], code: "INVALID", message: "Customer access token is invalid")
            ])
        ) {
            try await backend.create(lines: [LineInput(variantID: "gid://shopify/ProductVariant/2", quantity: 1)], email: nil, address: nil)
        }
    }

    // MARK: - Customer Account API

    @Test func theOAuthLoginExchangesTheCodeOnceAndYieldsAStorefrontToken() async throws {
        let setup = try Setup()
        let accounts = setup.customerAccounts
        let request = AuthorizationRequest(configuration: accounts.configuration, redirectURI: "http://127.0.0.1:9/callback")
        let page = await setup.demo.store.handle(
            .init(method: "GET", path: request.url.path + "?" + (request.url.query ?? ""), headers: [:], body: Data()))
        guard case .response(let login) = page else { throw TransportError.connectionLost }
        #expect(login.status == 200)
        #expect(String(decoding: login.body, as: UTF8.self).contains("<input name=password type=password"))

        let wrong = try await setup.submitLogin(request, password: "nope")
        #expect(wrong.status == 401)
        let redirect = try await setup.submitLogin(request)
        #expect(redirect.status == 302)
        let location = try #require(redirect.header("Location"))
        let code = try request.code(fromRedirect: location)

        let session = try await setup.accounts.logIn(code: code, request: request, accounts: accounts)
        #expect(session.method == .customerAccount)
        #expect(session.oauth?.accessToken.hasPrefix("shcat_") == true)
        #expect(try await setup.accounts.profile(session).email == CustomerDirectory.demoEmail)
        #expect(setup.operations.suffix(3) == ["POST /authentication/demo/oauth/token", "StorefrontCustomerAccessTokenCreate", "Customer"])

        await #expect(throws: AccountError.customerAccount(.tokenRefused("invalid_grant: The authorization code was already used"))) {
            try await setup.accounts.logIn(code: code, request: request, accounts: accounts)
        }
    }

    @Test func theCodeExchangeNeedsTheRightVerifierAndRedirect() async throws {
        let setup = try Setup()
        let accounts = setup.customerAccounts
        let request = AuthorizationRequest(configuration: accounts.configuration, redirectURI: "http://127.0.0.1:9/callback")
        let code = try request.code(fromRedirect: try #require(try await setup.submitLogin(request).header("Location")))
        let impostor = AuthorizationRequest(configuration: accounts.configuration, redirectURI: request.redirectURI, state: request.state)
        await #expect(throws: CustomerAccountError.tokenRefused("invalid_grant: PKCE verification failed")) {
            try await accounts.exchange(code: code, for: impostor)
        }
        let elsewhere = AuthorizationRequest(
            configuration: accounts.configuration, redirectURI: "http://127.0.0.1:10/callback",
            state: request.state, pkce: request.pkce)
        await #expect(throws: CustomerAccountError.tokenRefused("invalid_grant: The redirect_uri does not match the authorization request")) {
            try await accounts.exchange(code: code, for: elsewhere)
        }
    }

    @Test func anAuthorizationRequestWithoutPKCEIsRefused() async throws {
        let setup = try Setup()
        let reply = await setup.demo.store.handle(
            .init(
                method: "GET",
                path:
                    "/authentication/demo/oauth/authorize?client_id=\(DemoStore.customerAccountClientID)&response_type=code&state=s&redirect_uri=http://127.0.0.1:9/callback",
                headers: [:], body: Data()))
        guard case .response(let response) = reply else { throw TransportError.connectionLost }
        #expect(response.status == 400)
        #expect(String(decoding: response.body, as: UTF8.self).contains("PKCE"))
    }

    @Test func theOAuthSessionIsRefreshedBeforeExpiryAndEndsOnLogout() async throws {
        let setup = try Setup()
        let accounts = setup.customerAccounts
        let request = AuthorizationRequest(configuration: accounts.configuration, redirectURI: "http://127.0.0.1:9/callback")
        let code = try request.code(fromRedirect: try #require(try await setup.submitLogin(request).header("Location")))
        let first = try await setup.accounts.logIn(code: code, request: request, accounts: accounts)

        #expect(try await setup.accounts.activeSession(accounts: accounts) == first)
        setup.clock.advance(by: 3600 - 60)
        let refreshed = try await setup.accounts.activeSession(accounts: accounts)
        #expect(refreshed.oauth?.accessToken != first.oauth?.accessToken)
        #expect(refreshed.oauth?.refreshToken != first.oauth?.refreshToken)
        #expect(refreshed.oauth?.idToken == first.oauth?.idToken)
        #expect(refreshed.storefrontToken.accessToken != first.storefrontToken.accessToken)
        #expect(try await setup.accounts.profile(refreshed).email == CustomerDirectory.demoEmail)
        // The rotated refresh token cannot be used again.
        await #expect(throws: CustomerAccountError.tokenRefused("invalid_grant: The refresh token is invalid")) {
            try await accounts.refresh(try #require(first.oauth))
        }

        #expect(try await setup.accounts.logOut(accounts: accounts))
        #expect(setup.operations.last?.hasPrefix("GET /authentication/demo/logout") == true)
        #expect(try setup.accounts.loadSession() == nil)
        await #expect(throws: AccountError.sessionExpired) { try await setup.accounts.profile(refreshed) }
    }
}
