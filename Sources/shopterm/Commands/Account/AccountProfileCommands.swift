import ArgumentParser
import Foundation
import StoreKitCore

/// `shopterm account show` (the default): who is logged in, and their profile.
struct AccountShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the logged-in customer's profile and default address.")

    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try await LoggedInAccount(store: store, account: account)
        let profile = try await context.accounts.profile(context.customer)
        let book = try await context.accounts.addresses(context.customer, first: 250)
        try AccountOutput(json: output.json).profile(
            profile, session: context.customer,
            defaultAddress: book.page.items.first { $0.id == book.defaultAddressID })
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

    /// The profile field `--clear` names, if it may be removed.
    static func clearable(_ field: String) -> WritableKeyPath<ProfileChange, GraphQLInput<String>>? {
        switch field {
        case "firstName": return \.firstName
        case "lastName": return \.lastName
        case "phone": return \.phone
        default: return nil
        }
    }

    func validate() throws {
        for field in clear {
            guard Self.clearable(field) != nil else {
                throw ValidationError("--clear \(field): only firstName, lastName or phone can be removed")
            }
        }
        if clear.contains("firstName") && firstName != nil || clear.contains("lastName") && lastName != nil || clear.contains("phone") && phone != nil
        {
            throw ValidationError("a field cannot be both set and cleared")
        }
        if let acceptsMarketing, !["yes", "no"].contains(acceptsMarketing) { throw ValidationError("--accepts-marketing must be yes or no") }
        if try change(password: nil).isEmpty && !password { throw ValidationError("nothing to change; name a field (see --help)") }
    }

    /// The change the flags ask for: named fields set, cleared ones null, the rest undefined.
    func change(password newPassword: String?) throws -> ProfileChange {
        var change = ProfileChange()
        if let firstName { change.firstName = .value(firstName) }
        if let lastName { change.lastName = .value(lastName) }
        if let email { change.email = .value(email) }
        if let phone { change.phone = .value(phone) }
        if let acceptsMarketing { change.acceptsMarketing = .value(acceptsMarketing == "yes") }
        if let newPassword { change.password = .value(newPassword) }
        for field in clear { if let path = Self.clearable(field) { change[keyPath: path] = .null } }
        return change
    }

    func run() async throws {
        let context = try await LoggedInAccount(store: store, account: account)
        let newPassword = password ? try PasswordReader.readNew(prompt: "New password: ") : nil
        let profile = try await context.accounts.updateProfile(context.customer, try change(password: newPassword))
        let stored = try context.accounts.loadSession() ?? context.customer
        if output.json { return try AccountOutput(json: true).loggedIn(stored, profile: profile, verb: "Updated") }
        Console.print("Updated \(profile.displayName).")
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
        let context = try await LoggedInAccount(store: store, account: account)
        let orders = try await page.pager.collect { first, after in
            try await context.accounts.orders(context.customer, first: first, after: after)
        }
        try AccountOutput(json: output.json).orders(orders, money: await context.session.moneyStyle())
    }
}
