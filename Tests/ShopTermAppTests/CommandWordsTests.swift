import ShopTermApp
import Testing

/// Options may stand before the subcommand, at any depth, and a misspelled subcommand gets a
/// suggestion at any depth.
@Suite struct CommandWordsTests {
    let words = CommandWords(
        commands: [
            .init("browse"), .init("shop"), .init("collections"), .init("products"),
            .init("cart", [.init("show"), .init("add"), .init("discount", [.init("add"), .init("remove")])]),
        ],
        optionsWithValues: ["--shop", "--token", "--first"])

    @Test func optionsBeforeTheSubcommandMoveAfterTheDeepestOne() {
        #expect(
            words.read(["--shop", "s.example", "--token", "t", "collections", "--first", "2"])
                == .parse(["collections", "--shop", "s.example", "--token", "t", "--first", "2"], path: ["collections"]))
        #expect(words.read(["--first", "2", "collections"]) == .parse(["collections", "--first", "2"], path: ["collections"]))
        #expect(words.read(["--shop", "S", "cart", "add", "x"]) == .parse(["cart", "add", "--shop", "S", "x"], path: ["cart", "add"]))
        #expect(
            words.read(["--verbose", "cart", "--json", "discount", "add", "CODE"])
                == .parse(["cart", "discount", "add", "--verbose", "--json", "CODE"], path: ["cart", "discount", "add"]))
        #expect(words.read(["--shop=S", "cart", "add", "x"]) == .parse(["cart", "add", "--shop=S", "x"], path: ["cart", "add"]))
        #expect(words.read(["collections", "--shop", "s"]) == .parse(["collections", "--shop", "s"], path: ["collections"]))
        // A command with subcommands alone runs its default one.
        #expect(words.read(["--shop", "S", "cart"]) == .parse(["cart", "--shop", "S"], path: ["cart"]))
        // A value that happens to be a subcommand's name stays a value.
        #expect(words.read(["--shop", "cart"]) == .parse(["--shop", "cart"], path: []))
        // An argument that happens to be a command's name stays an argument.
        #expect(words.read(["cart", "add", "shop"]) == .parse(["cart", "add", "shop"], path: ["cart", "add"]))
        #expect(words.read([]) == .parse([], path: []))
        #expect(words.read(["--shop", "S", "help", "cart", "add"]) == .parse(["help", "cart", "add", "--shop", "S"], path: ["cart", "add"]))
    }

    @Test func aMisspelledSubcommandGetsASuggestionAtAnyDepth() {
        #expect(
            words.read(["colections"])
                == .unknown(
                    path: [], word: "colections", suggestion: "collections",
                    choices: ["browse", "shop", "collections", "products", "cart"]))
        #expect(words.read(["--shop", "s", "prodcts"]).suggestion == "products")
        #expect(words.read(["cart", "ad", "x"]) == .unknown(path: ["cart"], word: "ad", suggestion: "add", choices: ["show", "add", "discount"]))
        #expect(words.read(["cart", "discount", "ad"]).suggestion == "add")
        #expect(
            words.read(["help", "prodcts"])
                == .unknown(
                    path: ["help"], word: "prodcts", suggestion: "products",
                    choices: ["browse", "shop", "collections", "products", "cart"]))
        #expect(
            words.read(["frobnicate"])
                == .unknown(
                    path: [], word: "frobnicate", suggestion: nil,
                    choices: ["browse", "shop", "collections", "products", "cart"]))
    }
}

extension CommandWords.Reading {
    fileprivate var suggestion: String? {
        if case .unknown(_, _, let suggestion, _) = self { return suggestion }
        return nil
    }
}
