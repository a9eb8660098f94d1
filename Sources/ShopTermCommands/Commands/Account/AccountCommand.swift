import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitCore
import StoreKitDemo

/// `shopterm account …`: the customer's account at this shop.
struct AccountCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Sign up, log in and out, and see or change your account (profile, addresses, orders).",
        discussion: """
            The login is kept per shop in $XDG_STATE_HOME/shopterm/<shop>/session.json (mode 0600) and renewed \
            when it nears expiry; tokens are never printed. Passwords are asked for without echo, or read as one \
            line of standard input when it is not a terminal; never from the command line. The demo store has \
            an account ready: \(DemoStore.demoCustomerEmail) / \(DemoStore.demoCustomerPassword).
            """,
        subcommands: [
            AccountShowCommand.self, AccountSignUpCommand.self, AccountLoginCommand.self, AccountLogoutCommand.self,
            AccountRecoverCommand.self, AccountResetCommand.self, AccountActivateCommand.self, AccountUpdateCommand.self,
            AccountAddressesCommand.self, AccountOrdersCommand.self,
        ],
        defaultSubcommand: AccountShowCommand.self)
}

/// `shopterm account signup`
struct AccountSignUpCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "signup", abstract: "Create an account, then log in to it.")

    @Option(help: "Your e-mail address.")
    var email: String
    @Option(name: .customLong("first-name"), help: "First name.")
    var firstName: String?
    @Option(name: .customLong("last-name"), help: "Last name.")
    var lastName: String?
    @Option(help: "Phone number, e.g. +16135550123.")
    var phone: String?
    @Flag(name: .customLong("accepts-marketing"), help: "Agree to receive marketing e-mails.")
    var acceptsMarketing = false

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let session = try StoreSession.make(store)
        let password = try PasswordReader.readNew(prompt: "Choose a password: ")
        let customer = try await session.accounts.signUp(
            SignUpForm(
                email: email, password: password, firstName: firstName, lastName: lastName,
                phone: phone, acceptsMarketing: acceptsMarketing))
        Console.print(
            try AccountOutput(json: output.json).loggedIn(customer, profile: try? await session.accounts.profile(customer), verb: "Signed up"))
    }
}

/// `shopterm account login`
struct AccountLoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in with e-mail and password, or through the shop's Customer Account API (--oauth).",
        discussion: """
            --oauth opens the shop's login page in the browser ($BROWSER or xdg-open; the address is also printed). \
            A real shop's login ends on the callback the merchant registered for shopterm's client (by default \
            Shopify's shop.<shop ID>.app://callback, which a browser cannot open, or an https page): you paste the \
            address the browser ended on. Only a loopback callback (the demo stores', or one the merchant \
            registered) is heard by shopterm on 127.0.0.1; --paste pastes it too. It needs the shop's Customer \
            Account API shop ID and client ID (--account-shop-id/--account-client-id, SHOPTERM_ACCOUNT_SHOP_ID/\
            SHOPTERM_ACCOUNT_CLIENT_ID, or the config file, per shop under "shops"); the demo stores need neither.
            """)

    @Option(help: "Your e-mail address (password login).")
    var email: String?
    @Flag(help: "Log in through the Customer Account API (OAuth 2.0 with PKCE) in the browser.")
    var oauth = false
    @Flag(help: "With --oauth: paste the address the login ends on, also where a loopback port could hear it.")
    var paste = false
    @Flag(name: .customLong("no-browser"), help: "With --oauth: only print the login address.")
    var noBrowser = false
    @Option(name: .customLong("login-timeout"), help: "With --oauth: seconds to wait for the browser.")
    var loginTimeout: Double = 300

    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard oauth == (email == nil) else { throw ValidationError("give either --email (password login) or --oauth") }
        guard loginTimeout > 0 else { throw ValidationError("--login-timeout must be positive") }
        if !oauth && (paste || noBrowser) { throw ValidationError("--paste and --no-browser go with --oauth") }
    }

    func run() async throws {
        let session = try StoreSession.make(store, account: account)
        let customer: CustomerSession
        if let email {
            customer = try await session.accounts.logIn(email: email, password: try PasswordReader.read(prompt: "Password for \(email): "))
        } else {
            session.client.limitTime(to: nil)  // the shopper logs in in the browser: --login-timeout bounds it
            customer = try await OAuthLogin(
                session: session, paste: paste, openBrowser: !noBrowser, timeout: loginTimeout,
                say: { Console.error($0) }
            ).run()
        }
        Console.print(
            try AccountOutput(json: output.json).loggedIn(customer, profile: try? await session.accounts.profile(customer), verb: "Logged in"))
    }
}

/// `shopterm account logout`, also `shopterm logout`.
struct AccountLogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "logout", abstract: "Log out here and at the shop; deletes the stored login.")

    @OptionGroup var account: CustomerAccountOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    struct Outcome: Encodable { var loggedOut: Bool }

    func run() async throws {
        let session = try StoreSession.make(store, account: account)
        let wasLoggedIn = try await session.accounts.logOut(accounts: session.customerAccountClient())
        if output.json { return try Console.printJSON(Outcome(loggedOut: wasLoggedIn)) }
        Console.print(wasLoggedIn ? "Logged out." : "Nobody was logged in.")
    }
}

/// `shopterm account recover EMAIL`
struct AccountRecoverCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recover",
        abstract: "Ask the shop to e-mail a password-reset link (then: shopterm account reset LINK).")

    @Argument(help: "The account's e-mail address.")
    var email: String

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    struct Outcome: Encodable { var requested: Bool }

    func run() async throws {
        let session = try StoreSession.make(store)
        try await session.accounts.recover(email: email)
        if output.json {
            try Console.printJSON(Outcome(requested: true))
        } else {
            Console.print("If \(email) has an account, a reset link is on its way. Run `shopterm account reset LINK` with the link from the e-mail.")
        }
        if let link = session.embeddedStore?.lastLink(sentTo: email) {
            Console.error("shopterm: the demo store sends no e-mail; its reset link is \(link)")
        }
    }
}

/// `shopterm account reset LINK` / `shopterm account activate LINK`
struct AccountResetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset", abstract: "Set a new password with the link from a reset e-mail, and log in.")

    @Argument(help: "The reset link from the e-mail.")
    var link: String

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await redeem(store: store, json: output.json, prompt: "New password: ", verb: "Password changed; logged in") { accounts, password in
            try await accounts.reset(url: link, password: password)
        }
    }
}

struct AccountActivateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "activate", abstract: "Activate an invited account with the link from its e-mail, and log in.")

    @Argument(help: "The activation link from the e-mail.")
    var link: String

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await redeem(store: store, json: output.json, prompt: "Choose a password: ", verb: "Activated; logged in") { accounts, password in
            try await accounts.activate(url: link, password: password)
        }
    }
}

/// Sets a password with an e-mailed link (`reset`, `activate`) and reports the login.
private func redeem(
    store: StoreOptions, json: Bool, prompt: String, verb: String,
    _ action: (AccountService, String) async throws -> CustomerSession
) async throws {
    let session = try StoreSession.make(store)
    let customer = try await action(session.accounts, try PasswordReader.readNew(prompt: prompt))
    Console.print(try AccountOutput(json: json).loggedIn(customer, profile: try? await session.accounts.profile(customer), verb: verb))
}

/// The Customer Account API client settings, for the commands that use them.
struct CustomerAccountOptions: ParsableArguments {
    @Option(name: .customLong("account-shop-id"), help: "Customer Account API shop ID. Env: SHOPTERM_ACCOUNT_SHOP_ID.")
    var shopID: String?
    @Option(name: .customLong("account-client-id"), help: "Customer Account API client ID. Env: SHOPTERM_ACCOUNT_CLIENT_ID.")
    var clientID: String?
    @Option(
        name: .customLong("account-redirect-uri"),
        help: "The callback registered for the client (default: shop.<shop ID>.app://callback). Env: SHOPTERM_ACCOUNT_REDIRECT_URI.")
    var redirectURI: String?
}
