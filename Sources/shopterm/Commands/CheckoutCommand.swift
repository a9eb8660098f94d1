import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitCore
import StoreKitDemo

/// `shopterm checkout`: the whole checkout flow from the local cart to the web checkout URL.
struct CheckoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkout",
        abstract: "Check out the cart: email, shipping address, shipping rate, then the web checkout URL to pay.",
        discussion: """
            The cart is checked against the store first (prices, availability) in the market of the \
            shipping address's country, where the checkout moves it. When you are logged in \
            (shopterm account login), the checkout is made for your account (Cart API): --email defaults to \
            your e-mail, and without an address option your default saved address is used (or pick one with \
            --saved-address N, as `shopterm account addresses` numbers them). The summary goes to \
            stdout and the checkout URL is its last line; with --wait the URL comes at once, then the \
            order once it is paid (with --json, one JSON line each: docs/cli-json.md). Address fields (in --address and in --address-file's JSON object): \
            \(ShippingAddress.keys.joined(separator: ", ")). In --address, write a comma inside a value as \\,; \
            repeat --address to give the fields in parts. Example:
              shopterm checkout --email ada@example.com \\
                --address "firstName=Ada,lastName=Lovelace" \\
                --address "address1=1 Main St,city=Portland" \\
                --address "provinceCode=OR,zip=97201,countryCode=US"
            """)

    @Option(help: "The buyer's email address (default when logged in: your account's).")
    var email: String?

    @OptionGroup(title: "Shipping address") var address: AddressOptions

    @Option(name: .customLong("saved-address"), help: "When logged in: a saved address by its number.")
    var savedAddress: Int?

    @Option(help: "The shipping rate: cheapest, or a rate's handle.")
    var shipping = "cheapest"

    @Flag(help: "Check out again a cart whose earlier checkout the store no longer has (paid or expired): a new checkout.")
    var again = false

    @Flag(help: "Open the checkout URL in the browser ($BROWSER or xdg-open).")
    var open = false

    @Flag(help: "Wait until the checkout is paid, then print the order.")
    var wait = false

    @Flag(name: .customLong("accept-changes"), help: "Go on when the store takes fewer than asked of a line (its stock); the local cart follows it.")
    var acceptChanges = false

    @Option(name: .customLong("wait-timeout"), help: "Seconds --wait waits for payment.")
    var waitTimeout: Double = 1800

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard !(address.given && savedAddress != nil) else {
            throw ValidationError("give the shipping address with at most one of --address, --address-file or --saved-address")
        }
        guard waitTimeout > 0, waitTimeout <= 7 * 24 * 3600 else {
            throw ValidationError("--wait-timeout must be a number of seconds from 1 to 604800 (a week)")
        }
    }

    func run() async throws {
        let session = try StoreSession.make(store)
        let version = session.configuration.apiVersion
        let buyer = try await CheckoutBuyer.resolve(session: session, email: email, address: try address.read(), savedAddress: savedAddress)
        if buyer.customer != nil, !output.json {
            Console.error("shopterm: checking out as \(buyer.email)")
        }
        let cartFile = session.cartFile
        let loaded = try cartFile.load()
        for note in CartOutput.movedAsideNotes(loaded.movedAside) { Console.error("shopterm: \(note)") }
        guard !loaded.cart.lines.isEmpty else { throw CheckoutError.emptyCart }

        // Amounts written as before the move (the buyer's own locale when no market was chosen).
        let money = await session.moneyStyle()
        let checkout = LocalCartCheckout(client: session.client, customerAccessToken: buyer.customer?.storefrontToken.accessToken)
        if let move = checkout.moveMarket(to: buyer.address), let from = move.from, !output.json {
            Console.error("shopterm: the address is in \(move.to), not \(from): the cart is checked and priced in \(move.to)'s market")
        }
        let check = try await checkout.check(loaded.cart)
        let fresh = check.cart
        try cartFile.update { cart in cart = cart.takingSnapshots(of: fresh) }
        for note in CartOutput.describe(check.changes, in: fresh, money: await session.moneyStyle()) { Console.error("shopterm: \(note)") }
        if let blocking = check.blocking {
            throw CLIError(
                "cannot check out while line \(blocking.line) is \(blocking.change); change it with: shopterm cart remove \(blocking.line)")
        }

        let pageServer = try session.startEmbeddedCheckoutPages()
        defer { pageServer?.stop() }
        let state: CheckoutState
        let storeURL: URL
        do {
            (state, storeURL) = try await checkout.handOff(
                fresh, email: buyer.email, address: buyer.address, shipping: ShippingChoice(shipping),
                previous: fresh.storeCart?.id(forVersion: version.rawValue),
                startOverIfGone: LocalCartCheckout.startsOver(again: again, cartsLiveWithTheProgram: session.embeddedStore != nil),
                progress: { step in if !output.json { Console.error("shopterm: \(step)") } })
        } catch CheckoutError.gone {
            var order = ""
            if let customer = buyer.customer, let latest = try? await session.accounts.orders(customer, first: 1).items.first {
                order = " Your latest order is \(latest.name) of \(latest.processedAt.prefix(10))."
            }
            throw CLIError(
                "this cart's checkout at the store is gone: it was completed (paid, perhaps in a browser) or it expired.\(order) "
                    + "If it was paid, empty the cart: shopterm cart clear. To buy these lines again in a new checkout: shopterm checkout --again …")
        }
        // Logged in, the cart carries the buyer's token: the checkout signs them in too.
        let url = buyer.customer != nil ? CheckoutURL.signedIn(storeURL) : storeURL
        let taken = LocalCartCheckout.taken(state, asked: fresh, accepting: acceptChanges)
        try cartFile.update { cart in LocalCartCheckout.record(state, taken, apiVersion: version.rawValue, in: &cart) }
        let adjustments: [CartAdjustment]
        switch taken {
        case .refused(let refused):
            throw CLIError(
                "the store took less than asked: " + refused.map(\.description).joined(separator: "; ")
                    + ". Nothing was handed off; to check out what it took: shopterm checkout … --accept-changes")
        case .handOff(let followed):
            adjustments = followed
        }
        for adjustment in adjustments { Console.error("shopterm: \(adjustment); the local cart follows the store") }
        for warning in state.warnings { Console.error("shopterm: the store says: \(warning)") }
        if let note = state.currencyNote(browsed: loaded.cart.lines.first?.price.currencyCode), !output.json { Console.error("shopterm: \(note)") }

        let summary = CheckoutSummary(state: state, money: money)
        if output.json {
            // With --wait, JSON Lines: the handoff at once (a script learns where to pay), then
            // the outcome.
            if wait { try Console.printJSONLine(summary.document(url: url)) } else { return try Console.printJSON(summary.document(url: url)) }
        } else {
            Console.print(summary.text(buyer: true) + "\n\nPay in your browser at \(CheckoutURL.host(of: url)):")
            Console.print(url.absoluteString)
        }
        if open {
            do { try BrowserOpener.open(url) } catch { Console.error("shopterm: \(error)") }
        }
        guard wait else {
            if pageServer != nil {
                Console.error(
                    "shopterm: the embedded demo store's checkout page lives only while shopterm runs: use --wait to pay it, or run shopterm demo-server"
                )
            }
            return
        }
        if !output.json { Console.error("shopterm: waiting for payment… (Ctrl-C stops waiting; the checkout stays open)") }
        session.client.limitTime(to: nil)  // the wait has its own bound (--wait-timeout)
        let paid = try await checkout.awaitPayment(of: state, timeout: waitTimeout, orders: buyer.customer == nil ? nil : session.accounts)
        guard let order = paid else {
            if output.json { try Console.printJSONLine(summary.outcome(paid: nil, url: url)) }
            throw CLIError("not paid within \(Int(saturating: waitTimeout)) s; the checkout is still open at \(url.absoluteString)")
        }
        try cartFile.update { cart in cart.emptyAfterPayment() }
        if output.json { return try Console.printJSONLine(summary.outcome(paid: order, url: url)) }
        Console.print(summary.paidLine(order))
        Console.error("shopterm: the local cart was emptied.")
    }
}
