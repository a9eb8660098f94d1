import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitCore

/// `shopterm account addresses …`: the address book.
struct AccountAddressesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "addresses",
        abstract: "List, add, edit, delete your saved addresses, and choose the default.",
        discussion:
            "ADDRESS is a number as `addresses list` shows it, or an address ID. Address fields: \(ShippingAddress.keys.joined(separator: ", ")).",
        subcommands: [
            AddressListCommand.self, AddressAddCommand.self, AddressEditCommand.self, AddressDeleteCommand.self, AddressDefaultCommand.self,
        ],
        defaultSubcommand: AddressListCommand.self)
}

/// What every command about the logged-in customer needs: the store and the (renewed) login.
struct LoggedInAccount {
    let session: StoreSession
    let customer: CustomerSession

    init(store: StoreOptions, account: CustomerAccountOptions) async throws {
        session = try StoreSession.make(store, account: account)
        customer = try await session.accounts.activeSession(accounts: session.customerAccountClient())
    }

    var accounts: AccountService { session.accounts }

    /// The ID of the address named by `reference` (its number in the list, or its ID).
    func addressID(_ reference: String) async throws -> String {
        try SavedAddressReference.id(reference, in: try await session.accounts.addresses(customer, first: 250).page.items)
    }

    func changeAddress(_ reference: String, json: Bool, done: String?, _ change: (LoggedInAccount, String) async throws -> Void) async throws {
        try await change(self, try await addressID(reference))
        if let done, !json { Console.print(done) }
        try await printBook(json: json)
    }

    func printBook(json: Bool) async throws {
        let book = try await session.accounts.addresses(customer, first: 250)
        try AccountOutput(json: json).addresses(book.page, defaultID: book.defaultAddressID)
    }
}

struct AddressListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the saved addresses (the default is marked).")
    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await LoggedInAccount(store: store, account: account).printBook(json: output.json)
    }
}

struct AddressAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Save a new address (the first one becomes the default).")
    @OptionGroup var input: AddressOptions
    @Flag(name: .customLong("default"), help: "Make it the default address.")
    var makeDefault = false
    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard input.given else { throw ValidationError("give the address with --address or --address-file") }
    }

    func run() async throws {
        let address = try input.requiredAddress()
        let context = try await LoggedInAccount(store: store, account: account)
        let created = try await context.accounts.addAddress(context.customer, address)
        if makeDefault { _ = try await context.accounts.setDefaultAddress(context.customer, id: created.id) }
        if !output.json { Console.print("Saved \(created.address.oneLine).") }
        try await context.printBook(json: output.json)
    }
}

struct AddressEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Replace a saved address.")
    @Argument(help: "The address's number or ID.")
    var reference: String
    @OptionGroup var input: AddressOptions
    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard input.given else { throw ValidationError("give the address with --address or --address-file") }
    }

    func run() async throws {
        let address = try input.requiredAddress()
        let context = try await LoggedInAccount(store: store, account: account)
        let updated = try await context.accounts.updateAddress(context.customer, id: try await context.addressID(reference), address)
        if !output.json { Console.print("Saved \(updated.address.oneLine).") }
        try await context.printBook(json: output.json)
    }
}

struct AddressDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a saved address.")
    @Argument(help: "The address's number or ID.")
    var reference: String
    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await LoggedInAccount(store: store, account: account).changeAddress(reference, json: output.json, done: "Deleted.") { context, id in
            try await context.accounts.deleteAddress(context.customer, id: id)
        }
    }
}

struct AddressDefaultCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "default", abstract: "Make a saved address the default.")
    @Argument(help: "The address's number or ID.")
    var reference: String
    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await LoggedInAccount(store: store, account: account).changeAddress(reference, json: output.json, done: nil) { context, id in
            _ = try await context.accounts.setDefaultAddress(context.customer, id: id)
        }
    }
}
