import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitCore

/// `shopterm cart …`: the local cart.
struct CartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cart",
        abstract: "Show and change the local cart (kept per shop in $XDG_STATE_HOME/shopterm/<shop>/cart.json).",
        subcommands: [
            CartShowCommand.self, CartAddCommand.self, CartSetCommand.self, CartRemoveCommand.self, CartClearCommand.self,
            CartRevalidateCommand.self, CartDiscountCommand.self, CartGiftCardCommand.self, CartNoteCommand.self,
        ],
        defaultSubcommand: CartShowCommand.self)
}

/// `shopterm cart show`
struct CartShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the cart's lines and subtotal; a cart whose checkout the store no longer has is said to be ordered.")

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let session = try StoreSession.make(store)
        await Console.show(try await CartActions(session: session).show(), json: output.json, session: session)
    }
}

/// `shopterm cart add VARIANT_ID|HANDLE`
struct CartAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a product variant to the cart.",
        discussion: """
            REFERENCE is a variant ID (gid://shopify/ProductVariant/…), a product ID or a product handle. For a \
            product, --variant picks the variant by its title (as `shopterm product` lists them); without it, \
            the product's only variant or its first available one is taken, and the output says which. \
            --plan buys it on one of the product's subscription plans (by name, as `shopterm product` lists \
            them); a product sold by subscription only needs one. A cart holds one market's prices: \
            adding in another market (--country) first reprices the cart's lines there, and says so. \
            --under LINE adds it as an add-on of that line (a warranty, an engraving, gift wrap: Shopify's \
            nested cart lines, Storefront API 2025-10 on): it is listed under the line (the lines after it \
            move down one), checked out with it, and removed with it; never under a bundle or another add-on.
            """)

    @Argument(help: "A variant ID, a product ID, or a product handle.")
    var reference: String

    @Option(help: "The variant's title, e.g. \"9 / Black\".")
    var variant: String?

    @Option(help: "A subscription plan's name, e.g. \"Every month\" (default: bought once).")
    var plan: String?

    // Unconditional, so that `--qty -3` is a quantity to refuse, not a missing value.
    @Option(parsing: .unconditional, help: "How many (1–\(LocalCart.maxQuantity)).")
    var qty = 1

    @Option(name: .customLong("under"), parsing: .unconditional, help: "Add it as an add-on of this cart line (its number, from 1).")
    var parentLine: Int?

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (1...LocalCart.maxQuantity).contains(qty) else {
            throw ValidationError("--qty must be between 1 and \(LocalCart.maxQuantity) (not \(qty))")
        }
        if let parentLine, parentLine < 1 { throw ValidationError("--under must be a cart line's number, from 1 (not \(parentLine))") }
    }

    func run() async throws {
        let session = try StoreSession.make(store)
        let report = try await CartActions(session: session).add(
            reference, variantTitle: variant, plan: plan, quantity: qty, under: parentLine)
        await Console.show(report, json: output.json, session: session)
    }
}

/// `shopterm cart set LINE --qty N`
struct CartSetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Set the quantity of a cart line (no more than the store has, when it says: with a token).")

    @Argument(help: "The line number, as `shopterm cart` shows it.")
    var line: Int

    @Option(parsing: .unconditional, help: "The new quantity (1–\(LocalCart.maxQuantity); use `cart remove` to drop a line).")
    var qty: Int

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        try CartLineNumber.validate(line)
        guard (1...LocalCart.maxQuantity).contains(qty) else {
            throw ValidationError("--qty must be between 1 and \(LocalCart.maxQuantity) (not \(qty)); to drop the line: shopterm cart remove \(line)")
        }
    }

    func run() async throws {
        let session = try StoreSession.make(store)
        await Console.show(try await CartActions(session: session).set(line: line, quantity: qty), json: output.json, session: session)
    }
}

/// `shopterm cart remove LINE`
struct CartRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a line from the cart.")

    @Argument(help: "The line number, as `shopterm cart` shows it.")
    var line: Int

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func validate() throws { try CartLineNumber.validate(line) }

    func run() async throws {
        let session = try StoreSession.make(store)
        await Console.show(try CartActions(session: session).remove(line: line), json: output.json, session: session)
    }
}

/// `shopterm cart clear`
struct CartClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Empty the cart.")

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let session = try StoreSession.make(store)
        await Console.show(try CartActions(session: session).clear(), json: output.json, session: session)
    }
}

/// `shopterm cart revalidate`
struct CartRevalidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revalidate",
        abstract:
            "Re-read the cart's variants from the store and report what changed (price, currency, stock, sold out, removed); no line is dropped.")

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let session = try StoreSession.make(store)
        await Console.show(try await CartActions(session: session).revalidate(), json: output.json, session: session)
    }
}

/// The line number `cart set` and `cart remove` take: from 1, as `shopterm cart` numbers them.
enum CartLineNumber {
    /// The commands that take one, as their path.
    static let commands: Set<[String]> = [["cart", "set"], ["cart", "remove"]]

    /// A number below 1 is a usage error (one beyond the cart's lines depends on the cart: a runtime one).
    static func validate(_ line: Int) throws {
        guard line >= 1 else { throw ValidationError("line numbers start at 1 (not \(line)); shopterm cart lists them") }
    }

    /// `cart remove -1`: the argument parser takes `-1` for an option and says the line is
    /// missing; the number is refused as a line number instead. `words` are the command line's
    /// words (options after the subcommand), `path` its subcommands.
    static func refuseNegative(in words: [String], path: [String], optionsWithValues: Set<String>) throws {
        guard commands.contains(path) else { return }
        for number in CommandLineText.negativeNumbers(in: words, path: path, optionsWithValues: optionsWithValues) { try validate(number) }
    }
}
