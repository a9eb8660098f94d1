import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitCore

/// `shopterm cart discount add|remove CODE`
struct CartDiscountCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "discount", abstract: "Add or remove a discount code; the store says what it takes off.",
        subcommands: [Add.self, Remove.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a discount code to the cart.",
            discussion:
                "The store's cart is updated at once and the totals shown. A code the store does not know is refused; one it knows but cannot apply yet (a minimum spend, say) stays, with the store's reason."
        )
        @Argument(help: "The discount code (not case-sensitive).") var code: String
        @OptionGroup var store: StoreOptions
        @OptionGroup var output: OutputOptions
        func validate() throws { try CartExtrasRun.validate(code: code) }
        func run() async throws { try await CartExtrasRun.run(.addDiscount(code), store: store, json: output.json) }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a discount code from the cart.")
        @Argument(help: "The discount code.") var code: String
        @OptionGroup var store: StoreOptions
        @OptionGroup var output: OutputOptions
        func validate() throws { try CartExtrasRun.validate(code: code) }
        func run() async throws { try await CartExtrasRun.run(.removeDiscount(code), store: store, json: output.json) }
    }
}

/// `shopterm cart gift-card add|remove CODE`
struct CartGiftCardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gift-card", abstract: "Add or remove a gift card; the store says what it pays now (taxes added at checkout come off it too).",
        subcommands: [Add.self, Remove.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a gift card to the cart.",
            discussion:
                "A gift card code is a secret: it is kept only in the cart file (readable by you alone) and shown as its last 4 characters. Give - to read it from standard input, out of your shell's history."
        )
        @Argument(help: "The gift card code, or - to read it from standard input.") var code: String
        @OptionGroup var store: StoreOptions
        @OptionGroup var output: OutputOptions
        func validate() throws { try CartExtrasRun.validate(code: code) }
        func run() async throws {
            let code = self.code == "-" ? (readLine(strippingNewline: true) ?? "") : self.code
            // What standard input gave is checked as the argument is (a usage error, exit 2).
            if let problem = CartExtras.problem(withCode: code) { throw UsageError("\(problem) (read from standard input)") }
            try await CartExtrasRun.run(.addGiftCard(code), store: store, json: output.json)
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a gift card from the cart.")
        @Argument(help: "The gift card code or its last characters, as the cart shows them (…1234).") var code: String
        @OptionGroup var store: StoreOptions
        @OptionGroup var output: OutputOptions
        func validate() throws { try CartExtrasRun.validate(code: code) }
        func run() async throws { try await CartExtrasRun.run(.removeGiftCard(code), store: store, json: output.json) }
    }
}

/// `shopterm cart note TEXT`
struct CartNoteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "note", abstract: "Set the note to the store (\"\" removes it).")
    @Argument(help: "The note, e.g. \"Gift wrap, please\".") var text: String
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions
    func run() async throws { try await CartExtrasRun.run(.setNote(text), store: store, json: output.json) }
}

/// Runs an extras command: the store's answer printed, its refusal thrown.
enum CartExtrasRun {
    /// An empty code (or one no store could take) is a usage error, said before the store is asked.
    static func validate(code: String) throws {
        if let problem = CartExtras.problem(withCode: code) { throw ValidationError(problem) }
    }

    static func run(_ change: CartExtrasChange, store: StoreOptions, json: Bool) async throws {
        let session = try StoreSession.make(store)
        let report = try await CartActions(session: session).extras(change)
        if json {
            try Console.printJSON(CartExtrasOutput.document(report))
        } else {
            for note in report.notes { Console.error(note) }
            Console.print(CartExtrasOutput.text(report, money: await session.moneyStyle()))
        }
        if let refusal = report.refusal { throw CLIError(refusal) }
    }
}
