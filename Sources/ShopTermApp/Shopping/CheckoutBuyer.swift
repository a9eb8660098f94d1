import Foundation
import StoreKitCore

/// Who checks out: the e-mail and address given on the command line, or, for a logged-in
/// customer, those of their account (default address, or a saved one by number).
public struct CheckoutBuyer: Sendable {
    public var email: String
    public var address: ShippingAddress
    /// The logged-in customer, when there is one.
    public var customer: CustomerSession?

    /// The buyer of a checkout from the options given (`savedAddress` numbered from 1 as
    /// `shopterm account addresses` lists them).
    public static func resolve(session: StoreSession, email: String?, address: ShippingAddress?, savedAddress: Int?) async throws -> CheckoutBuyer {
        let customer: CustomerSession?
        if try session.accounts.loadSession() != nil {
            customer = try await session.accounts.activeSession(accounts: session.customerAccountClient())
        } else {
            customer = nil
        }
        guard let customer else {
            guard savedAddress == nil else { throw UsageError("--saved-address needs a login (shopterm account login)") }
            guard let email else { throw UsageError("--email is required (or log in with `shopterm account login`)") }
            guard let address else { throw UsageError("give the shipping address with --address or --address-file (or log in to use a saved one)") }
            return CheckoutBuyer(email: email, address: address, customer: nil)
        }
        let accounts = session.accounts
        var chosenEmail = email
        if chosenEmail == nil { chosenEmail = try await accounts.profile(customer).email }
        guard let chosenEmail else { throw CLIError("your account has no e-mail address; give --email") }
        if let address { return CheckoutBuyer(email: chosenEmail, address: address, customer: customer) }
        let book = try await accounts.addresses(customer, first: 250)
        let saved: CustomerAddress?
        if let savedAddress {
            guard savedAddress >= 1, savedAddress <= book.page.items.count else {
                throw CLIError(
                    book.page.items.isEmpty
                        ? "you have no saved addresses" : "no saved address \(savedAddress); they are numbered 1–\(book.page.items.count)")
            }
            saved = book.page.items[savedAddress - 1]
        } else {
            saved = book.page.items.first { $0.id == book.defaultAddressID } ?? book.page.items.first
        }
        guard let saved else { throw CLIError("you have no saved address; give --address or --address-file") }
        return CheckoutBuyer(email: chosenEmail, address: saved.address, customer: customer)
    }
}
