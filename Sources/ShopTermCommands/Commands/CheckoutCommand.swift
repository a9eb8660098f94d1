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
        let request = CheckoutSteps.Request(
            email: email, address: try address.input.read(), savedAddress: savedAddress, shipping: shipping, again: again,
            acceptChanges: acceptChanges,
            json: output.json)
        let steps = CheckoutSteps(session: try StoreSession.make(store), request: request)
        let handOff = try await steps.handOff(say: { Console.error("shopterm: \($0)") })
        defer { handOff.pageServer?.stop() }
        let (summary, url) = (handOff.summary, handOff.url)
        if output.json {
            // With --wait, JSON Lines: the handoff at once (a script learns where to pay), then
            // the outcome.
            if wait { try Console.printJSONLine(summary.document(url: url)) } else { try Console.printJSON(summary.document(url: url)) }
        } else {
            Console.print(summary.text(buyer: true) + "\n\nPay in your browser at \(CheckoutURL.host(of: url)):")
            Console.print(url.absoluteString)
        }
        if open {
            do { try BrowserOpener.open(url) } catch { Console.error("shopterm: \(error)") }
        }
        guard wait else {
            if handOff.pageServer != nil {
                Console.error(
                    "shopterm: the embedded demo store's checkout page lives only while shopterm runs: use --wait to pay it, or run shopterm demo-server"
                )
            }
            return
        }
        if !output.json { Console.error("shopterm: waiting for payment… (Ctrl-C stops waiting; the checkout stays open)") }
        guard let order = try await steps.awaitPayment(handOff, timeout: waitTimeout) else {
            if output.json { try Console.printJSONLine(summary.outcome(paid: nil, url: url)) }
            throw CLIError("not paid within \(Int(saturating: waitTimeout)) s; the checkout is still open at \(url.absoluteString)")
        }
        if output.json { return try Console.printJSONLine(summary.outcome(paid: order, url: url)) }
        Console.print(summary.paidLine(order))
        Console.error("shopterm: the local cart was emptied.")
    }
}
