import Foundation

/// Customer accounts for one shop: sign up, log in (password or Customer Account API), keep the
/// token fresh, log out, and read or change the profile, addresses and orders. The session is
/// kept in a ``SessionFile``; every customer request is sent uncached.
public struct AccountService: Sendable {
    /// The client that speaks to the shop's Storefront API.
    public let client: StorefrontClient
    /// Where the signed-in customer is kept.
    public let sessionFile: any CustomerSessionKeeping
    private let clock: any StorefrontClock
    /// A Storefront token with less than this left is renewed before use.
    public static let renewalWindow: TimeInterval = 24 * 3600
    /// A Customer Account API access token with less than this left is refreshed before use.
    public static let refreshWindow: TimeInterval = 5 * 60

    /// The accounts of the shop `client` speaks to, the session kept in `sessionFile`.
    public init(client: StorefrontClient, sessionFile: any CustomerSessionKeeping, clock: any StorefrontClock = SystemClock()) {
        self.client = client
        self.sessionFile = sessionFile
        self.clock = clock
    }

    // MARK: - Signing in and out

    /// Creates the account, then logs in with the same credentials (the API returns no token
    /// on sign-up).
    @discardableResult
    public func signUp(_ form: SignUpForm) async throws(AccountError) -> CustomerSession {
        let payload: CustomerPayload
        do {
            payload = try await mutate(CustomerOperation<CustomerCreate>(form))
        } catch .store(.outcomeUnknown(let reason, _)) {
            // The store may have made the account: logging in with it tells, before any second sign-up.
            do {
                return try await logIn(email: form.email, password: form.password)
            } catch .wrongCredentials {
                throw .store(.outcomeUnknown(reason, advice: "logging in with these details fails, so the account was not made: sign up again"))
            }
        }
        guard payload.customer != nil else { throw .rejected([UserError(field: nil, message: "the shop did not create the account")]) }
        return try await logIn(email: form.email, password: form.password)
    }

    /// Logs in with e-mail and password and stores the session.
    @discardableResult
    public func logIn(email: String, password: String) async throws(AccountError) -> CustomerSession {
        do {
            let payload = try await mutate(CustomerOperation<CustomerAccessTokenCreate>(email: email, password: password))
            return try store(token: payload.customerAccessToken, email: email)
        } catch .rejected(let errors) where errors.contains(where: { $0.code == "UNIDENTIFIED_CUSTOMER" }) {
            // Decided on the code: the message comes translated and says only "Unidentified customer".
            throw .wrongCredentials(email: email)
        }
    }

    /// Activates an invited account with the link from the e-mail and a new password; logs in.
    @discardableResult
    public func activate(url: String, password: String) async throws(AccountError) -> CustomerSession {
        let payload = try await mutate(CustomerOperation<CustomerActivateByUrl>(activationURL: url, password: password))
        return try store(token: payload.customerAccessToken, email: nil)
    }

    /// Sets a new password with the link from the recovery e-mail; logs in.
    @discardableResult
    public func reset(url: String, password: String) async throws(AccountError) -> CustomerSession {
        let payload = try await mutate(CustomerOperation<CustomerResetByUrl>(resetURL: url, password: password))
        return try store(token: payload.customerAccessToken, email: nil)
    }

    /// Asks the shop to send a password-reset e-mail.
    public func recover(email: String) async throws(AccountError) {
        _ = try await mutate(CustomerOperation<CustomerRecover>(email: email))
    }

    /// Completes a Customer Account API login: exchanges the code, trades the access token for
    /// a Storefront customer token, and stores both.
    @discardableResult
    public func logIn(code: String, request: AuthorizationRequest, accounts: CustomerAccountClient) async throws(AccountError) -> CustomerSession {
        do {
            let tokens = try await accounts.exchange(code: code, for: request)
            let storefront = try await accounts.storefrontCustomerAccessToken(accessToken: tokens.accessToken)
            let session = CustomerSession(
                method: .customerAccount, email: nil,
                storefrontToken: CustomerAccessToken(accessToken: storefront, expiresAt: tokens.expiresAt),
                oauth: tokens)
            try save(session)
            return session
        } catch let error as CustomerAccountError {
            throw .customerAccount(error)
        } catch let error as AccountError {
            throw error
        } catch {
            throw .customerAccount(.badTokenAnswer("\(error)"))
        }
    }

    /// Ends the session at the shop and deletes it here. The local session is deleted even when
    /// the shop cannot be reached; a token the shop no longer knows (expired) is not an error.
    /// Returns false when nobody was logged in.
    @discardableResult
    public func logOut(accounts: CustomerAccountClient? = nil) async throws(AccountError) -> Bool {
        guard let session = try loadSession() else { return false }
        var problem: AccountError?
        if session.method == .password {
            do {
                _ = try await storefront {
                    try await client.send(CustomerOperation<CustomerAccessTokenDelete>(token: session.storefrontToken.accessToken)).requireData()
                }
            } catch {
                problem = error
            }
        } else if let idToken = session.oauth?.idToken, let accounts {
            do {
                try await accounts.logOut(idToken: idToken)
            } catch {
                problem = .customerAccount(error)
            }
        }
        do {
            try sessionFile.delete()
        } catch {
            throw .session(error)
        }
        if let problem { throw .loggedOutLocally(problem.description) }
        return true
    }

    // MARK: - The session

    /// The stored session, renewed (password) or refreshed (Customer Account API) when it is
    /// within its window of expiry, or always when `renew` is set (at start). An expired
    /// session is deleted and reported.
    public func activeSession(renew: Bool = false, accounts: CustomerAccountClient? = nil) async throws(AccountError) -> CustomerSession {
        guard var session = try loadSession() else { throw .notLoggedIn }
        let now = clock.now
        switch session.method {
        case .password:
            if session.storefrontToken.expiresAt <= now { try expire() }
            guard renew || session.storefrontToken.expiresAt.timeIntervalSince(now) < Self.renewalWindow else { return session }
            let payload: CustomerPayload
            do {
                payload = try await mutate(
                    CustomerOperation<CustomerAccessTokenRenew>(token: session.storefrontToken.accessToken),
                    expiredOnError: true)
            } catch {
                // A lost or failed answer is not the store saying the login is invalid: it is
                // kept while it lasts, and renewed another time.
                if case .store = error, session.storefrontToken.expiresAt > now { return session }
                throw error
            }
            guard let token = payload.customerAccessToken else { try expire() }
            session.storefrontToken = token
        case .customerAccount:
            guard let tokens = session.oauth else { try expire() }
            guard renew || tokens.expiresAt.timeIntervalSince(now) < Self.refreshWindow else { return session }
            guard let accounts else {
                if tokens.expiresAt <= now { try expire() }
                return session
            }
            do {
                let fresh = try await accounts.refresh(tokens)
                let storefront = try await accounts.storefrontCustomerAccessToken(accessToken: fresh.accessToken)
                session.oauth = fresh
                session.storefrontToken = CustomerAccessToken(accessToken: storefront, expiresAt: fresh.expiresAt)
            } catch {
                if case .tokenRefused = error { try expire() }
                // Only a refusal ends the login; a lost answer keeps it while it lasts.
                if tokens.expiresAt > now { return session }
                throw .customerAccount(error)
            }
        }
        try save(session)
        return session
    }

    /// The stored session without contacting the shop (nil when logged out).
    public func loadSession() throws(AccountError) -> CustomerSession? {
        do {
            return try sessionFile.load()
        } catch {
            throw .session(error)
        }
    }

    // MARK: - Profile, addresses, orders

    /// The signed-in customer's profile.
    public func profile(_ session: CustomerSession) async throws(AccountError) -> CustomerProfile {
        try await query(CustomerOperation<CustomerProfileQuery>(token: session.storefrontToken.accessToken))
    }

    /// One page of the address book, and which address is the default.
    public func addresses(_ session: CustomerSession, first: Int = 50, after: String? = nil) async throws(AccountError)
        -> (page: Page<CustomerAddress>, defaultAddressID: String?)
    {
        let payload = try await query(
            CustomerOperation<CustomerAddressesQuery>(token: session.storefrontToken.accessToken, first: first, after: after))
        return (payload.addresses, payload.defaultAddressID)
    }

    /// The most orders asked for in one request (see ``CustomerOrdersQuery/largestPage``).
    public static let ordersPerRequest = CustomerOrdersQuery.largestPage

    /// One page of orders, newest first, with their details: `first` of them, read
    /// ``ordersPerRequest`` at a time.
    public func orders(_ session: CustomerSession, first: Int = ordersPerRequest, after: String? = nil) async throws(AccountError) -> Page<
        CustomerOrder
    > {
        var items: [CustomerOrder] = []
        var cursor = after
        while true {
            let size = min(Self.ordersPerRequest, max(1, first - items.count))
            let page = try await query(CustomerOperation<CustomerOrdersQuery>(token: session.storefrontToken.accessToken, first: size, after: cursor))
                .orders
            items += page.items
            guard items.count < first, page.hasNextPage, let next = page.endCursor, !page.items.isEmpty else {
                return Page(items: items, hasNextPage: page.hasNextPage, endCursor: page.endCursor)
            }
            cursor = next
        }
    }

    /// The signed-in customer's order that a checkout paid since `date` became: the newest of
    /// their orders, when it was processed since then (a minute's leeway for clocks); nil when
    /// logged out or when the store has not listed it yet.
    public func order(paidSince date: Date) async -> CompletedOrder? {
        guard let session = try? loadSession(), let newest = try? await orders(session, first: 1).items.first,
            let processed = ISODate.parse(newest.processedAt), processed >= date.addingTimeInterval(-60)
        else { return nil }
        return CompletedOrder(name: newest.name, total: newest.totalPrice)
    }

    /// Adds `address` to the address book; a lost answer is checked in the address book before it is sent again.
    public func addAddress(_ session: CustomerSession, _ address: ShippingAddress) async throws(AccountError) -> CustomerAddress {
        let payload: CustomerPayload
        do {
            payload = try await mutate(CustomerOperation<CustomerAddressCreate>(token: session.storefrontToken.accessToken, address: address))
        } catch .store(.outcomeUnknown(let reason, _)) {
            // The store may have saved it: the address book tells, before it is saved twice.
            if let saved = try await addresses(session, first: 100).page.items.last(where: { $0.address.sameAddress(as: address) }) { return saved }
            throw .store(.outcomeUnknown(reason, advice: "the address book does not have it, so it was not saved: save it again"))
        }
        guard let created = payload.customerAddress else { throw .rejected([UserError(field: nil, message: "the shop did not save the address")]) }
        return created
    }

    /// Replaces the saved address `id` with `address`.
    public func updateAddress(_ session: CustomerSession, id: String, _ address: ShippingAddress) async throws(AccountError) -> CustomerAddress {
        let payload = try await mutate(CustomerOperation<CustomerAddressUpdate>(token: session.storefrontToken.accessToken, id: id, address: address))
        guard let updated = payload.customerAddress else { throw .rejected([UserError(field: nil, message: "the shop did not save the address")]) }
        return updated
    }

    /// Deletes the saved address `id`.
    public func deleteAddress(_ session: CustomerSession, id: String) async throws(AccountError) {
        _ = try await mutate(CustomerOperation<CustomerAddressDelete>(token: session.storefrontToken.accessToken, id: id))
    }

    /// Makes the saved address `id` the default; the profile as it is then.
    public func setDefaultAddress(_ session: CustomerSession, id: String) async throws(AccountError) -> CustomerProfile {
        let payload = try await mutate(CustomerOperation<CustomerDefaultAddressUpdate>(token: session.storefrontToken.accessToken, addressID: id))
        guard let customer = payload.customer else {
            throw .rejected([UserError(field: nil, message: "the shop did not change the default address")])
        }
        return customer
    }

    /// Changes the profile; a new token that comes back (after a password change) replaces the
    /// stored one.
    public func updateProfile(_ session: CustomerSession, _ change: ProfileChange) async throws(AccountError) -> CustomerProfile {
        let payload = try await mutate(CustomerOperation<CustomerUpdate>(token: session.storefrontToken.accessToken, change: change))
        if let token = payload.customerAccessToken {
            var renewed = session
            renewed.storefrontToken = token
            try save(renewed)
        }
        guard let customer = payload.customer else { throw .rejected([UserError(field: nil, message: "the shop did not change the profile")]) }
        return customer
    }

    // MARK: - Internals

    private func store(token: CustomerAccessToken?, email: String?) throws(AccountError) -> CustomerSession {
        guard let token else { throw .rejected([UserError(field: nil, message: "the shop returned no access token")]) }
        let session = CustomerSession(method: .password, email: email, storefrontToken: token)
        try save(session)
        return session
    }

    private func save(_ session: CustomerSession) throws(AccountError) {
        do {
            try sessionFile.save(session)
        } catch {
            throw .session(error)
        }
    }

    /// Runs a Storefront request, reporting its failure as ``AccountError/store(_:)``.
    private func storefront<T>(_ request: () async throws -> T) async throws(AccountError) -> T {
        do {
            return try await request()
        } catch let error as StorefrontError {
            throw .store(error)
        } catch {
            throw .store(.transport(.other("\(error)")))
        }
    }

    private func expire() throws(AccountError) -> Never {
        _ = try? sessionFile.delete()
        throw .sessionExpired
    }

    /// Sends a mutation; user errors become ``AccountError/rejected(_:)`` (or, when
    /// `expiredOnError`, mean the token is no longer valid).
    private func mutate<Kind: CustomerMutationKind>(_ operation: CustomerOperation<Kind>, expiredOnError: Bool = false) async throws(AccountError)
        -> CustomerPayload
    {
        let response = try await storefront { try await client.send(operation) }
        guard let payload = response.data?.payload else {
            try refusedAccounts(response.errors)
            if !response.errors.isEmpty { throw .store(.graphQL(response.errors)) }
            throw .store(.decoding(path: Kind.operationName, reason: "the mutation answered null"))
        }
        if !payload.errors.isEmpty {
            if expiredOnError { try expire() }
            throw .rejected(payload.errors)
        }
        return payload
    }

    /// A store that refuses the classic customer fields (`ACCESS_DENIED`: Shopify gives them
    /// only to a Storefront token with the customer scopes, shopify.dev, Storefront API
    /// "Authentication") refuses every e-mail and password login: said as such, in words.
    private func refusedAccounts(_ errors: [GraphQLError]) throws(AccountError) {
        guard let denied = errors.first(where: { $0.code == "ACCESS_DENIED" }) else { return }
        throw .classicAccountsRefused(requiredAccess: denied.requiredAccess)
    }

    /// Sends a customer query (never cached); a null customer without errors means the token is
    /// no longer valid (with errors, such as ACCESS_DENIED for a store spoken to without a
    /// Storefront token, the login stays and the refusal is said).
    private func query<Kind: CustomerOperationKind>(_ operation: CustomerOperation<Kind>) async throws(AccountError) -> Kind.Payload {
        let response = try await storefront { try await client.send(operation, cachePolicy: .networkOnly) }
        guard let payload = response.data?.payload else {
            try refusedAccounts(response.errors)
            if !response.errors.isEmpty { throw .store(.graphQL(response.errors)) }
            try expire()
        }
        return payload
    }
}
