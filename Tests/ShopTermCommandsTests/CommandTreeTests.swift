import ArgumentParser
import ShopTermApp
import StoreKitCore
import Testing

@testable import ShopTermCommands

/// The command line in process: the words read into a command's path, a word that names no
/// command, the version, the parser's own checks. (The binary's behaviour, exit codes and
/// output are `shoptermTests`', which run it.)
@Suite struct CommandTreeTests {
    @Test func optionsMayStandBeforeTheirNestedSubcommand() {
        let read = Shopterm.words.read(["--shop", "tea.example", "cart", "add", "gid://shopify/ProductVariant/7", "--qty", "2"])
        #expect(read == .parse(["cart", "add", "--shop", "tea.example", "gid://shopify/ProductVariant/7", "--qty", "2"], path: ["cart", "add"]))
    }

    @Test func aWordThatNamesNoCommandGetsTheNearOne() throws {
        guard case .unknown(let path, let word, let suggestion, _) = Shopterm.words.read(["carr"]) else {
            Issue.record("carr was read as a command")
            return
        }
        #expect(path.isEmpty && word == "carr" && suggestion == "cart")
        let said = Shopterm.unknownCommand(word, at: path, suggestion: suggestion, choices: ["cart"])
        #expect(said.contains("cart") && !said.contains("ssh-worker"), "\(said)")
    }

    @Test func theVersionNamesTheStorefrontAPIVersion() {
        let version = Shopterm.configuration.version
        #expect(version.hasPrefix("shopterm ") && version.contains("(Storefront API \(APIVersion.default.rawValue), "), "\(version)")
    }

    @Test func theParserChecksWhatACommandNeeds() {
        #expect(throws: (any Error).self) { try Shopterm.parseAsRoot(["cart", "add"]) }
        #expect(throws: (any Error).self) { try Shopterm.parseAsRoot(["products", "--first", "many"]) }
    }
}
