import StoreKitCore

extension StoreCall where Answer == AccountAnswer {
    /// The signed-in customer (renewing the login first when `renew`), or nil when logged out.
    static func loadAccount(renew: Bool) -> Self { Self(.loadAccount(renew: renew), answer: account) }
    /// The classic login with an e-mail and a password.
    static func logIn(email: String, password: String) -> Self { Self(.logIn(email: email, password: password), answer: account) }
    /// The Customer Account API login's page (the browser opened on it unless `paste`).
    static func startBrowserLogIn(paste: Bool) -> Self { Self(.startBrowserLogIn(paste: paste), answer: account) }
    /// The browser login's end: the redirect waited for (nil) or the address pasted.
    static func finishBrowserLogIn(pasted: String?) -> Self { Self(.finishBrowserLogIn(pasted: pasted), answer: account) }
    /// A new classic account.
    static func signUp(_ form: SignUpForm) -> Self { Self(.signUp(form), answer: account) }
    /// Logs the customer out.
    static var logOut: Self { Self(.logOut, answer: account) }
    /// Adds (id nil) or replaces a saved address.
    static func saveAddress(id: String?, _ address: ShippingAddress) -> Self { Self(.saveAddress(id: id, address), answer: account) }
    /// Deletes a saved address.
    static func deleteAddress(id: String) -> Self { Self(.deleteAddress(id: id), answer: account) }
    /// Makes a saved address the default one.
    static func setDefaultAddress(id: String) -> Self { Self(.setDefaultAddress(id: id), answer: account) }

    /// What an account answer says.
    private static func account(_ response: Response) -> AccountAnswer? {
        switch response {
        case .account(let snapshot): return .customer(snapshot)
        case .loggedOut(let message): return .loggedOut(message)
        case .classicAccountsRefused: return .classicAccountsRefused
        case .browserLogInStarted(let url, let pasteFrom): return .browserLogInStarted(url, pasteFrom: pasteFrom)
        default: return nil
        }
    }
}
