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

extension LoggedInAccount {
    /// The login for the store and account options given.
    init(store: StoreOptions, account: CustomerAccountOptions) async throws {
        try await self.init(session: StoreSession.make(store, account: account))
    }
}

struct AddressListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the saved addresses (the default is marked).")
    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        Console.print(try await LoggedInAccount(store: store, account: account).book(json: output.json))
    }
}

struct AddressAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Save a new address (the first one becomes the default).")
    @OptionGroup var address: AddressOptions
    @Flag(name: .customLong("default"), help: "Make it the default address.")
    var makeDefault = false
    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard address.given else { throw ValidationError("give the address with --address or --address-file") }
    }

    func run() async throws {
        let address = try self.address.input.requiredAddress()
        let context = try await LoggedInAccount(store: store, account: account)
        let saved = try await context.addAddress(address, makeDefault: makeDefault)
        if !output.json { Console.print(saved) }
        Console.print(try await context.book(json: output.json))
    }
}

struct AddressEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Replace a saved address.")
    @Argument(help: "The address's number or ID.")
    var reference: String
    @OptionGroup var address: AddressOptions
    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard address.given else { throw ValidationError("give the address with --address or --address-file") }
    }

    func run() async throws {
        let address = try self.address.input.requiredAddress()
        let context = try await LoggedInAccount(store: store, account: account)
        let saved = try await context.editAddress(reference, to: address)
        if !output.json { Console.print(saved) }
        Console.print(try await context.book(json: output.json))
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
        let context = try await LoggedInAccount(store: store, account: account)
        try await context.deleteAddress(reference)
        if !output.json { Console.print("Deleted.") }
        Console.print(try await context.book(json: output.json))
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
        let context = try await LoggedInAccount(store: store, account: account)
        try await context.makeDefault(reference)
        Console.print(try await context.book(json: output.json))
    }
}
