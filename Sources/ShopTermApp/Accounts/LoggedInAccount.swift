import Foundation
import StoreKitCore

/// What every command about the logged-in customer needs, and what `shopterm account …` does
/// with it: the store, the (renewed) login, the address book.
public struct LoggedInAccount: Sendable {
    public let session: StoreSession
    public let customer: CustomerSession

    /// The login kept for `session`'s shop, renewed when it nears expiry.
    public init(session: StoreSession) async throws {
        self.session = session
        customer = try await session.accounts.activeSession(accounts: session.customerAccountClient())
    }

    public var accounts: AccountService { session.accounts }

    /// The ID of the address named by `reference` (its number in the list, or its ID).
    public func addressID(_ reference: String) async throws -> String {
        try SavedAddressReference.id(reference, in: try await accounts.addresses(customer, first: 250).page.items)
    }

    /// The address book as `account addresses` prints it.
    public func book(json: Bool) async throws -> Printout {
        let book = try await accounts.addresses(customer, first: 250)
        return try AccountOutput(json: json).addresses(book.page, defaultID: book.defaultAddressID)
    }

    /// `account show`: the profile and the default address.
    public func profile(json: Bool) async throws -> Printout {
        let profile = try await accounts.profile(customer)
        let book = try await accounts.addresses(customer, first: 250)
        return try AccountOutput(json: json).profile(
            profile, session: customer, defaultAddress: book.page.items.first { $0.id == book.defaultAddressID })
    }

    /// `account addresses add`: the address saved (made the default when `makeDefault`);
    /// what is said of it.
    public func addAddress(_ address: ShippingAddress, makeDefault: Bool) async throws -> String {
        let created = try await accounts.addAddress(customer, address)
        if makeDefault { _ = try await accounts.setDefaultAddress(customer, id: created.id) }
        return "Saved \(created.address.oneLine)."
    }

    /// `account addresses edit`: the address `reference` names replaced; what is said of it.
    public func editAddress(_ reference: String, to address: ShippingAddress) async throws -> String {
        let updated = try await accounts.updateAddress(customer, id: try await addressID(reference), address)
        return "Saved \(updated.address.oneLine)."
    }

    /// `account addresses delete`.
    public func deleteAddress(_ reference: String) async throws {
        try await accounts.deleteAddress(customer, id: try await addressID(reference))
    }

    /// `account addresses default`.
    public func makeDefault(_ reference: String) async throws {
        _ = try await accounts.setDefaultAddress(customer, id: try await addressID(reference))
    }

    /// `account update`: the profile changed (`password`, when given, becomes the new one).
    public func update(_ edit: ProfileEdit, password: String?, json: Bool) async throws -> Printout {
        let profile = try await accounts.updateProfile(customer, edit.change(password: password))
        let stored = try accounts.loadSession() ?? customer
        if json { return try AccountOutput(json: true).loggedIn(stored, profile: profile, verb: "Updated") }
        return .text("Updated \(profile.displayName).")
    }

    /// `account orders`: the pages `pager` asks for.
    public func orders(_ pager: Pager, json: Bool) async throws -> Printout {
        let orders = try await pager.collect { first, after in
            try await accounts.orders(customer, first: first, after: after)
        }
        return try AccountOutput(json: json).orders(orders, money: await session.moneyStyle())
    }
}
