import ShopTermApp
import Testing

/// Options may stand before the subcommand, and a misspelled subcommand gets a suggestion.
@Suite struct CommandWordsTests {
    let words = CommandWords(subcommands: ["browse", "shop", "collections", "products", "cart"], optionsWithValues: ["--shop", "--token"])

    @Test func optionsBeforeTheSubcommandMoveAfterIt() {
        #expect(words.read(["--shop", "s.example", "--token", "t", "collections", "--first", "2"])
            == .parse(["collections", "--shop", "s.example", "--token", "t", "--first", "2"]))
        #expect(words.read(["--verbose", "cart", "add", "x"]) == .parse(["cart", "--verbose", "add", "x"]))
        #expect(words.read(["collections", "--shop", "s"]) == .parse(["collections", "--shop", "s"]))
        // A value that happens to be a subcommand's name stays a value.
        #expect(words.read(["--shop", "cart"]) == .parse(["--shop", "cart"]))
        #expect(words.read([]) == .parse([]))
    }

    @Test func aMisspelledSubcommandGetsASuggestion() {
        #expect(words.read(["colections"]) == .misspelled("colections", suggestion: "collections"))
        #expect(words.read(["--shop", "s", "prodcts"]) == .misspelled("prodcts", suggestion: "products"))
        #expect(words.read(["frobnicate"]) == .parse(["frobnicate"]))
    }
}
