import Foundation
import ShopTermApp
import StoreKitCore
import Testing

/// How the command line is read and its mistakes said (``CommandLineText``), what the store
/// options and an address on the command line resolve to (``StoreFlags``, ``AddressInput``),
/// and sort keys as typed (``SortKeys``): what was only tested by running the executable.
@Suite struct CommandLineTextTests {
    static let withValues: Set<String> = ["--workers", "--qty", "--shop"]

    @Test func aNegativeValueIsJoinedToItsOptionButNotPastTheDoubleDash() {
        #expect(
            CommandLineText.negativeValuesJoined(["serve-ssh", "--workers", "-1"], optionsWithValues: Self.withValues) == [
                "serve-ssh", "--workers=-1",
            ])
        #expect(CommandLineText.negativeValuesJoined(["--workers", "-x"], optionsWithValues: Self.withValues) == ["--workers", "-x"])
        #expect(CommandLineText.negativeValuesJoined(["--", "--workers", "-1"], optionsWithValues: Self.withValues) == ["--", "--workers", "-1"])
    }

    @Test func theNegativeNumbersAmongACommandsArgumentsAreFound() {
        let words = ["cart", "remove", "--shop", "-5", "-2", "--", "-3"]
        #expect(CommandLineText.negativeNumbers(in: words, path: ["cart", "remove"], optionsWithValues: Self.withValues) == [-2])
        #expect(CommandLineText.negativeNumbers(in: ["cart", "remove", "2"], path: ["cart", "remove"], optionsWithValues: Self.withValues) == [])
    }

    @Test func anUnknownCommandIsSaidWithTheNearOneOrTheChoicesShown() {
        #expect(
            CommandLineText.unknownCommand("crat", at: [], suggestion: "cart", choices: ["cart"], hidden: [])
                == "no command \"crat\"; did you mean: shopterm cart?")
        #expect(
            CommandLineText.unknownCommand("x", at: ["cart"], suggestion: nil, choices: ["show", "add", "ssh-worker"], hidden: ["ssh-worker"])
                == "no command \"x\" in shopterm cart; its commands: show, add")
    }

    /// The parser's description (as `--experimental-dump-help` prints it) says where an option goes.
    @Test func aMisplacedOptionIsSaidWithWhereItGoes() {
        let dump = """
            {"command": {"subcommands": [
              {"commandName": "cart", "subcommands": [{"commandName": "add", "arguments": [{"names": [{"kind": "long", "name": "qty"}]}]}]},
              {"commandName": "products", "arguments": [{"names": [{"kind": "long", "name": "sort"}]}]}]}}
            """
        #expect(CommandLineText.commandPaths(taking: "--qty", helpDump: dump) == [["cart", "add"]])
        #expect(
            CommandLineText.misplacedOption(in: "Error: Unknown option '--qty'", path: ["products"], helpDump: { dump })
                == "--qty is not an option of shopterm products; it goes with: cart … (e.g. shopterm cart add --qty)")
        #expect(CommandLineText.misplacedOption(in: "Error: Unknown option '--nope'", path: [], helpDump: { dump }) == nil)
        #expect(
            CommandLineText.misplacedOption(
                in: "Error: Missing value", path: [],
                helpDump: {
                    Issue.record("asked")
                    return dump
                }) == nil)
    }

    @Test func aUsageErrorIsOneLineWithWhereTheHelpIs() {
        #expect(
            CommandLineText.usageLine("Error: Missing expected argument '<line>'\nHelp: …\nUsage: …", path: ["cart", "remove"])
                == "missing expected argument '<line>' (see: shopterm cart remove --help)")
        #expect(CommandLineText.usageLine("URL is bad", path: []) == "URL is bad (see: shopterm --help)")
    }

    static func flags(_ config: ConfigFile = ConfigFile(), deadline: Double? = nil) -> StoreFlags {
        StoreFlags(config: config, deadline: deadline, configPath: nil, verbose: false)
    }

    @Test func aBadStoreFlagIsNamed() {
        #expect(Self.flags().problem == nil)
        #expect(Self.flags(ConfigFile(cache: "sometimes")).problem?.hasPrefix("--cache \"sometimes\" is not a cache policy") == true)
        #expect(Self.flags(ConfigFile(timeout: 0)).problem == "--timeout must be between 0 and 600 seconds")
        #expect(Self.flags(ConfigFile(connectTimeout: 601)).problem == "--connect-timeout must be between 0 and 600 seconds")
        #expect(Self.flags(deadline: 90_000).problem == "--deadline must be between 0 and 86400 seconds")
        #expect(Self.flags(ConfigFile(apiVersion: "2019-01")).problem?.hasPrefix("--api-version ") == true)
        #expect(Self.flags(ConfigFile(images: "crayons")).problem?.hasPrefix("--images ") == true)
    }

    @Test func anAddressIsReadFromItsPairsOrRefused() throws {
        let given = AddressInput(pairs: ["firstName=Ada,lastName=Lovelace", "address1=1 Main St,city=Portland,zip=97201,countryCode=US"], file: nil)
        #expect(given.given && given.problem == nil)
        #expect(try given.read()?.city == "Portland")
        #expect(AddressInput(pairs: [], file: nil).given == false)
        #expect(try AddressInput(pairs: [], file: nil).read() == nil)
        #expect(
            AddressInput(pairs: ["city=Portland"], file: "a.json").problem == "give the address with one of --address or --address-file, not both")
        #expect(AddressInput(pairs: ["nonsense"], file: nil).problem?.hasPrefix("--address: ") == true)
        #expect(throws: UsageError.self) { try AddressInput(pairs: [], file: "/nonexistent/shopterm-address.json").read() }
    }

    @Test func sortKeysAreTypedInLowerCaseWithDashes() {
        #expect(SortKeys.key("best-selling", ProductsQuery.SortKey.self) == .bestSelling)
        #expect(SortKeys.key("nonsense", ProductsQuery.SortKey.self) == nil)
        #expect(SortKeys.names(SearchProductsQuery.SortKey.self).contains("relevance"))
    }
}
