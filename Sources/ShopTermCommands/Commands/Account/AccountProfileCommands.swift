import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitCore

/// `shopterm account show` (the default): who is logged in, and their profile.
struct AccountShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the logged-in customer's profile and default address.")

    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        Console.print(try await LoggedInAccount(store: store, account: account).profile(json: output.json))
    }
}

/// `shopterm account update`: change profile fields; a field not named stays as it is.
struct AccountUpdateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change your name, e-mail, phone, marketing choice or password.",
        discussion: "Only the fields you name change. --clear FIELD removes one (firstName, lastName or phone); --password asks for a new password.")

    @Option(name: .customLong("first-name"), help: "New first name.")
    var firstName: String?
    @Option(name: .customLong("last-name"), help: "New last name.")
    var lastName: String?
    @Option(help: "New e-mail address.")
    var email: String?
    @Option(help: "New phone number, e.g. +16135550123.")
    var phone: String?
    @Option(name: .customLong("accepts-marketing"), help: "yes or no.")
    var acceptsMarketing: String?
    @Option(help: "Remove a field: firstName, lastName or phone (repeatable).")
    var clear: [String] = []
    @Flag(help: "Set a new password (asked for without echo).")
    var password = false

    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    /// The fields the flags name.
    var edit: ProfileEdit {
        ProfileEdit(firstName: firstName, lastName: lastName, email: email, phone: phone, acceptsMarketing: acceptsMarketing, clear: clear)
    }

    func validate() throws {
        if let problem = edit.problem(password: password) { throw ValidationError(problem) }
    }

    func run() async throws {
        let context = try await LoggedInAccount(store: store, account: account)
        let newPassword = password ? try PasswordReader.readNew(prompt: "New password: ") : nil
        Console.print(try await context.update(edit, password: newPassword, json: output.json))
    }
}
/// `shopterm account orders`
struct AccountOrdersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "orders", abstract: "List your orders, newest first, with status and total.")

    @OptionGroup var page: PageOptions
    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        Console.print(try await LoggedInAccount(store: store, account: account).orders(page.pager, json: output.json))
    }
}
