import ArgumentParser
import CNcurses
import Foundation
import ShopTermApp
import StoreKitCore

/// The root command; without a subcommand it runs `browse`, the full-screen storefront.
struct Shopterm: AsyncParsableCommand {
    static let configuration: CommandConfiguration = {
        CommandConfiguration(
            commandName: "shopterm",
            abstract: "A terminal storefront for any Shopify store.",
            discussion: """
                Without a subcommand, shopterm opens the full-screen storefront: browse, search, fill \
                the cart and check out from the keyboard (? shows the keys). Without --shop, it and \
                the commands use an embedded demo store, so everything can be tried offline. Point shopterm at a real store with \
                --shop any-store.com (or SHOPTERM_SHOP, or $XDG_CONFIG_HOME/shopterm/config.json): no token is needed to browse, \
                fill the cart and check out; the store's Storefront API token (--token, SHOPTERM_TOKEN) adds stock counts, tags \
                and classic customer accounts.

                Exit status: 0 ok, 1 store or runtime error, 2 usage error; the storefront ended by ctrl-c \
                130, by a signal 128 + its number (SIGTERM 143).
                """,
            version: "shopterm \(ShoptermVersion.current) (Storefront API \(APIVersion.default), \(String(cString: curses_version())))",
            subcommands: [
                BrowseCommand.self, ShopCommand.self, CollectionsCommand.self, ProductsCommand.self, ProductCommand.self,
                SearchCommand.self, FiltersCommand.self, SuggestCommand.self, RecommendationsCommand.self, CountriesCommand.self, CartCommand.self,
                CheckoutCommand.self, AccountCommand.self, AccountLogoutCommand.self, OperationsCommand.self, CatalogCommand.self,
                DemoServerCommand.self,
                ServeSSHCommand.self, SSHSessionCommand.self, SSHWorkerCommand.self,
            ],
            defaultSubcommand: BrowseCommand.self)
    }()
}

/// `shopterm [browse]`: the full-screen storefront (the default when no subcommand is given).
struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Open the full-screen storefront (what shopterm does without a subcommand).",
        discussion:
            "Keys: arrows or hjkl move, Enter opens, esc goes back, / searches, S searches every Shopify store, c shows the cart, ? lists every key, q quits. On quitting after a checkout handoff that was not paid yet, the checkout URL is printed on stdout."
    )

    @OptionGroup var store: StoreOptions

    @OptionGroup(title: "The search of every store (S)")
    var global: GlobalCatalogOptions

    @Flag(name: .customLong("no-mouse"), help: "Do not use the mouse (wheel and clicks).")
    var noMouse = false

    @Flag(
        help:
            "A kiosk, as serve-ssh's storefronts are: nothing opens on this computer, and a login is the shop's browser login with its last address pasted."
    )
    var kiosk = false

    @Flag(name: .customLong("no-accounts"), help: "Offer no customer account (a ignores it).")
    var noAccounts = false

    @Option(name: .customLong("idle-minutes"), help: "End the storefront after this many minutes without a key.")
    var idleMinutes: Int?

    func validate() throws {
        if let idleMinutes, !(1...1440).contains(idleMinutes) { throw ValidationError("--idle-minutes must be between 1 and 1440") }
    }

    func run() async throws {
        let session = try StoreSession.make(store, greets: !kiosk)
        session.client.limitTime(to: nil)  // the storefront runs as long as the shopper shops
        var storefront = Storefront(
            session: session, keeping: .files(cart: session.cartFile, market: session.marketFile, session: session.sessionFile))
        storefront.kiosk = kiosk
        storefront.accountsOff = noAccounts
        storefront.idleLimit = idleMinutes.map { TimeInterval($0 * 60) }
        storefront.globalCatalog = try global.values.resolved(for: session, environment: ProcessInfo.processInfo.environment).client
        // A shop opened from it keeps its cart, market and login in its own folder, as with --shop.
        storefront.visitKeeping = { .files(cart: $0.cartFile, market: $0.marketFile, session: $0.sessionFile) }
        let outcome = try await storefront.runOnCursesThread(mouse: !noMouse)
        if outcome.ending == .idle, let idleMinutes { Console.print(Storefront.idleGoodbye(minutes: idleMinutes, cartKept: false)) }
        if let handoff = outcome.handoff { Console.print(handoff.absoluteString) }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }
}
