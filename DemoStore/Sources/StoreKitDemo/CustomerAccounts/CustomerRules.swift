import Foundation
import StoreKitCore

/// The classic customer mutations of the demo store, with the user errors (field, code,
/// message) a real store gives for the same mistakes.
extension CustomerDirectory {
    /// A customer-scoped mutation with a token that is unknown or expired.
    static let invalidToken = DemoUserError(field: ["customerAccessToken"], code: "TOKEN_INVALID", message: "Customer access token is invalid")

    func create(email: String, password: String, firstName: String?, lastName: String?, phone: String?, acceptsMarketing: Bool) -> Outcome<Account> {
        var outcome = Outcome<Account>()
        outcome.userErrors += Self.emailErrors(email, field: ["input", "email"])
        outcome.userErrors += Self.passwordErrors(password, field: ["input", "password"])
        outcome.userErrors += Self.phoneErrors(phone, field: ["input", "phone"])
        return change { state in
            if state.accounts.contains(where: { $0.email.lowercased() == email.lowercased() }) {
                outcome.userErrors.append(DemoUserError(field: ["input", "email"], code: "TAKEN", message: "Email has already been taken"))
            }
            guard outcome.userErrors.isEmpty else { return outcome }
            var account = Self.newAccount(&state, email: email, password: password, now: now())
            account.firstName = firstName
            account.lastName = lastName
            account.phone = phone
            account.acceptsMarketing = acceptsMarketing
            state.accounts.append(account)
            outcome.value = account
            return outcome
        }
    }

    func createToken(email: String, password: String) -> Outcome<DemoCustomerAccessToken> {
        if read({ $0.accounts.contains { $0.email.lowercased() == email.lowercased() && !$0.enabled } }) {
            return Outcome(userErrors: [DemoUserError(field: nil, code: "CUSTOMER_DISABLED", message: "Customer account is disabled")])
        }
        guard let account = account(email: email, password: password) else {
            return Outcome(userErrors: [DemoUserError(field: nil, code: "UNIDENTIFIED_CUSTOMER", message: "Unidentified customer")])
        }
        return Outcome(value: change { issueToken(for: account.id, in: &$0) })
    }

    /// A new token for a live one (the old one stops working).
    func renew(token: String) -> Outcome<DemoCustomerAccessToken> {
        change { state in
            guard let entry = state.tokens[token], entry.expiresAt > now() else {
                return Outcome(userErrors: [
                    DemoUserError(field: ["customerAccessToken"], code: "TOKEN_INVALID", message: "Access token does not exist")
                ])
            }
            state.tokens[token] = nil
            return Outcome(value: issueToken(for: entry.customerID, in: &state))
        }
    }

    func delete(token: String) -> Outcome<String> {
        change { state in
            guard state.tokens.removeValue(forKey: token) != nil else {
                return Outcome(userErrors: [
                    DemoUserError(field: ["customerAccessToken"], code: "TOKEN_INVALID", message: "Access token does not exist")
                ])
            }
            return Outcome(value: token)
        }
    }

    /// "Sends" a reset link: it lands in the outbox.
    func recover(email: String, publicHost: String) -> Outcome<Bool> {
        change { state in
            guard let account = state.accounts.first(where: { $0.email.lowercased() == email.lowercased() }) else {
                return Outcome(userErrors: [DemoUserError(field: ["email"], code: "UNIDENTIFIED_CUSTOMER", message: "Could not find customer")])
            }
            let token = Self.randomToken()
            state.resetTokens[token] = account.id
            state.outbox.append(
                Mail(
                    to: account.email, subject: "Reset your password",
                    link: "https://\(publicHost)/account/reset/\(Self.number(account.id))/\(token)"))
            return Outcome(value: true)
        }
    }

    enum LinkKind { case activation, reset }

    /// Activates an account or resets its password from an e-mailed link, and logs in.
    func redeem(_ kind: LinkKind, url: String, password: String) -> Outcome<DemoCustomerAccessToken> {
        let field = kind == .activation ? "activationUrl" : "resetUrl"
        var outcome = Outcome<DemoCustomerAccessToken>(userErrors: Self.passwordErrors(password, field: ["password"]))
        let parts = URL(string: url)?.pathComponents ?? []
        let expected = kind == .activation ? "activate" : "reset"
        return change { state in
            let tokens = kind == .activation ? state.activationTokens : state.resetTokens
            guard parts.count >= 5, parts[parts.count - 3] == expected, let customerID = tokens[parts[parts.count - 1]],
                Self.number(customerID) == parts[parts.count - 2],
                let index = state.accounts.firstIndex(where: { $0.id == customerID })
            else {
                outcome.userErrors.insert(
                    DemoUserError(field: [field], code: "TOKEN_INVALID", message: "Invalid \(kind == .activation ? "activation" : "reset") URL"),
                    at: 0)
                return outcome
            }
            if kind == .activation && state.accounts[index].enabled {
                outcome.userErrors.insert(DemoUserError(field: [field], code: "ALREADY_ENABLED", message: "Account already enabled"), at: 0)
            }
            guard outcome.userErrors.isEmpty else { return outcome }
            let salt = Self.randomToken()
            state.accounts[index].salt = salt
            state.accounts[index].passwordHash = Self.hash(password, salt: salt)
            state.accounts[index].enabled = true
            if kind == .activation { state.activationTokens[parts[parts.count - 1]] = nil } else { state.resetTokens[parts[parts.count - 1]] = nil }
            outcome.value = issueToken(for: customerID, in: &state)
            return outcome
        }
    }

    func addAddress(token: String, _ address: DemoAddress) -> Outcome<DemoCustomerAddress> {
        let errors = Self.addressErrors(address)
        guard errors.isEmpty else { return Outcome(userErrors: errors) }
        return change { state in
            let id = Self.newAddressID(&state)
            guard let entry = state.tokens[token], entry.expiresAt > now(),
                let index = state.accounts.firstIndex(where: { $0.id == entry.customerID })
            else { return Outcome(userErrors: [Self.invalidToken]) }
            let created = DemoCustomerAddress(id: id, address: address)
            state.accounts[index].addresses.append(created)
            if state.accounts[index].defaultAddressID == nil { state.accounts[index].defaultAddressID = id }
            return Outcome(value: created)
        }
    }

    func updateAddress(token: String, id: String, _ address: DemoAddress) -> Outcome<DemoCustomerAddress> {
        let errors = Self.addressErrors(address)
        guard errors.isEmpty else { return Outcome(userErrors: errors) }
        return changeAccount(token: token) { account -> Outcome<DemoCustomerAddress> in
            guard let index = account.addresses.firstIndex(where: { $0.id == id }) else { return Outcome(userErrors: [Self.addressNotFound]) }
            account.addresses[index].address = address
            return Outcome(value: account.addresses[index])
        } ?? Outcome(userErrors: [Self.invalidToken])
    }

    func deleteAddress(token: String, id: String) -> Outcome<String> {
        changeAccount(token: token) { account -> Outcome<String> in
            guard account.addresses.contains(where: { $0.id == id }) else { return Outcome(userErrors: [Self.addressNotFound]) }
            account.addresses.removeAll { $0.id == id }
            if account.defaultAddressID == id { account.defaultAddressID = account.addresses.first?.id }
            return Outcome(value: id)
        } ?? Outcome(userErrors: [Self.invalidToken])
    }

    func setDefaultAddress(token: String, id: String) -> Outcome<Account> {
        changeAccount(token: token) { account -> Outcome<Account> in
            guard account.addresses.contains(where: { $0.id == id }) else {
                return Outcome(userErrors: [DemoUserError(field: ["addressId"], code: "NOT_FOUND", message: "Address does not exist")])
            }
            account.defaultAddressID = id
            return Outcome(value: account)
        } ?? Outcome(userErrors: [Self.invalidToken])
    }

    /// One field of `CustomerUpdateInput`: left out, null, or a value.
    enum FieldChange: Equatable {
        case keep
        case clear
        case set(String)
    }

    /// `customerUpdate`: a field left out stays, a null clears it (e-mail cannot be cleared), a
    /// value replaces it. A new password ends every session and issues a new token.
    func update(
        token: String, firstName: FieldChange, lastName: FieldChange, email: FieldChange, phone: FieldChange,
        password: FieldChange, acceptsMarketing: Bool?
    ) -> Outcome<(Account, DemoCustomerAccessToken?)> {
        var errors: [DemoUserError] = []
        if case .set(let value) = email { errors += Self.emailErrors(value, field: ["customer", "email"]) }
        if email == .clear { errors.append(DemoUserError(field: ["customer", "email"], code: "BLANK", message: "Email can't be blank")) }
        if case .set(let value) = phone { errors += Self.phoneErrors(value, field: ["customer", "phone"]) }
        if case .set(let value) = password { errors += Self.passwordErrors(value, field: ["customer", "password"]) }
        if password == .clear { errors.append(DemoUserError(field: ["customer", "password"], code: "BLANK", message: "Password can't be blank")) }
        guard errors.isEmpty else { return Outcome(userErrors: errors) }
        return change { state in
            guard let entry = state.tokens[token], entry.expiresAt > now(),
                let index = state.accounts.firstIndex(where: { $0.id == entry.customerID })
            else { return Outcome(userErrors: [Self.invalidToken]) }
            if case .set(let value) = email,
                state.accounts.contains(where: { $0.id != entry.customerID && $0.email.lowercased() == value.lowercased() })
            {
                return Outcome(userErrors: [DemoUserError(field: ["customer", "email"], code: "TAKEN", message: "Email has already been taken")])
            }
            func apply(_ change: FieldChange, _ field: inout String?) {
                switch change {
                case .keep: break
                case .clear: field = nil
                case .set(let value): field = value
                }
            }
            apply(firstName, &state.accounts[index].firstName)
            apply(lastName, &state.accounts[index].lastName)
            apply(phone, &state.accounts[index].phone)
            if case .set(let value) = email { state.accounts[index].email = value }
            if let acceptsMarketing { state.accounts[index].acceptsMarketing = acceptsMarketing }
            state.accounts[index].updatedAt = DemoDateTime.format(now())
            var newToken: DemoCustomerAccessToken?
            if case .set(let value) = password {
                let salt = Self.randomToken()
                state.accounts[index].salt = salt
                state.accounts[index].passwordHash = Self.hash(value, salt: salt)
                state.tokens = state.tokens.filter { $0.value.customerID != entry.customerID }
                newToken = issueToken(for: entry.customerID, in: &state)
            }
            return Outcome(value: (state.accounts[index], newToken))
        }
    }

    // MARK: - Rules

    static let addressNotFound = DemoUserError(field: ["id"], code: "NOT_FOUND", message: "Address does not exist")

    static func number(_ id: String) -> String { String(id.split(separator: "/").last ?? "") }

    static func emailErrors(_ email: String, field: [String]) -> [DemoUserError] {
        CommerceState.isEmail(email) ? [] : [DemoUserError(field: field, code: "INVALID", message: "Email is invalid")]
    }

    static func passwordErrors(_ password: String, field: [String]) -> [DemoUserError] {
        if password.count < 5 {
            return [DemoUserError(field: field, code: "TOO_SHORT", message: "Password is too short (minimum is 5 characters)")]
        }
        if password.count > 40 {
            return [DemoUserError(field: field, code: "TOO_LONG", message: "Password is too long (maximum is 40 characters)")]
        }
        if password.first?.isWhitespace == true || password.last?.isWhitespace == true {
            return [
                DemoUserError(field: field, code: "PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE", message: "Password cannot start or end with whitespace")
            ]
        }
        return []
    }

    static func phoneErrors(_ phone: String?, field: [String]) -> [DemoUserError] {
        guard let phone else { return [] }
        let digits = phone.filter(\.isNumber)
        let allowed = phone.allSatisfy { $0.isNumber || " +-().".contains($0) }
        return allowed && (7...15).contains(digits.count) ? [] : [DemoUserError(field: field, code: "INVALID", message: "Phone is invalid")]
    }

    /// The store's address rules in `CustomerErrorCode`s, on `MailingAddressInput` field names.
    static func addressErrors(_ address: DemoAddress) -> [DemoUserError] {
        address.problems().map { problem in
            DemoUserError(field: ["address", problem.mailingAddressField], code: problem.isBlank ? "BLANK" : "INVALID", message: problem.message)
        }
    }
}
