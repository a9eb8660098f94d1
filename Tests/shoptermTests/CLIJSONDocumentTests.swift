import Foundation
import Testing

extension CommandLineChains {
    /// Every command's `--json` against docs/cli-json.md: valid JSON on stdout, the command named in
    /// the document, and each top-level key it prints one the document names.
    @Suite struct CLIJSONDocumentTests {
        let shopterm = Shopterm()

        /// Every `"key"` the document writes, and its text.
        static func document() throws -> (keys: Set<String>, text: String) {
            let text = try String(contentsOf: Shopterm.packageRoot.appendingPathComponent("docs/cli-json.md"), encoding: .utf8)
            let regex = try NSRegularExpression(pattern: #""([A-Za-z]+)""#)
            let keys = regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
            return (Set(keys), text)
        }

        /// The commands with --json, in an order where each has what it needs (a cart, a login).
        static let commands: [[String]] = [
            ["shop"], ["collections"], ["products", "--collection", "running"], ["search", "trail"], ["filters", "--collection", "running"],
            ["suggest", "tra"], ["recommendations", "swift-runner"], ["countries"], ["product", "swift-runner"],
            ["cart", "add", "swift-runner"], ["cart", "show"], ["cart", "set", "1", "--qty", "2"], ["cart", "revalidate"],
            ["cart", "discount", "add", "WELCOME10"], ["cart", "discount", "remove", "WELCOME10"],
            ["cart", "gift-card", "add", "GIFT-0025-TRAIL"], ["cart", "gift-card", "remove", "TRAIL"], ["cart", "note", "Gift wrap"],
            ["checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address],
            ["cart", "remove", "1"], ["cart", "clear"],
            ["account", "signup", "--email", "json@example.com", "--first-name", "Jay"], ["account", "show"],
            ["account", "update", "--phone", "+16135550123"], ["account", "addresses", "add", "--address", CartCLIFixtures.address],
            ["account", "addresses", "list"], ["account", "addresses", "default", "1"],
            ["account", "addresses", "edit", "1", "--address", CartCLIFixtures.address], ["account", "orders"],
            ["account", "addresses", "delete", "1"], ["account", "logout"],
            ["account", "login", "--email", "json@example.com"], ["account", "recover", "json@example.com"], ["logout"], ["operations"],
        ]

        /// Commands with `--json` this test does not run, and why. A new command with `--json`
        /// is in ``commands`` or here: ``everyCommandWithJSONIsRunHereOrSaysWhyNot()`` fails otherwise.
        static let notRunHere: [[String]: String] = [
            ["account", "reset"]: "needs the reset link of the store's e-mail (AccountCLITests)",
            ["account", "activate"]: "needs the activation link of the store's e-mail (AccountCLITests)",
            ["demo-server"]: "serves until stopped; its one JSON line is checked by DemoServerTests",
        ]

        /// A password typed on stdin for the commands that ask for one.
        static func input(for command: [String]) -> String? {
            ["signup", "login"].contains(command.dropFirst().first ?? "") && command.first == "account" ? "a-good-passw0rd\n" : nil
        }

        @Test func everyCommandWithJSONIsRunHereOrSaysWhyNot() async throws {
            let dump = try await shopterm.run(["--experimental-dump-help"])
            let tool = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
            var withJSON: [[String]] = []
            func walk(_ command: [String: Any], _ path: [String]) {
                let arguments = command["arguments"] as? [[String: Any]] ?? []
                let names = arguments.flatMap { $0["names"] as? [[String: Any]] ?? [] }.compactMap { $0["name"] as? String }
                if names.contains("json") { withJSON.append(path) }
                for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                    walk(sub, path + [sub["commandName"] as? String ?? ""])
                }
            }
            walk(try #require(tool["command"] as? [String: Any]), [])
            #expect(withJSON.count > 30, "the dump named only \(withJSON)")
            for path in withJSON where Self.notRunHere[path] == nil {
                #expect(Self.commands.contains { Array($0.prefix(path.count)) == path }, "\(path.joined(separator: " ")) --json is not run here")
            }
        }

        @Test func everyCommandsJSONIsTheDocumentedShape() async throws {
            let (documented, text) = try Self.document()
            for command in Self.commands {
                let result = try await shopterm.run(command + ["--json"], input: Self.input(for: command))
                #expect(result.status == 0, "\(command): \(result.stderr)")
                let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
                // An object, or a list of them (`filters`).
                let objects = (object as? [String: Any]).map { [$0] } ?? (object as? [[String: Any]]) ?? []
                let keys = Set(objects.flatMap(\.keys))
                #expect(!keys.isEmpty, "\(command): \(result.stdout.prefix(200))")
                let undocumented = keys.subtracting(documented)
                #expect(undocumented.isEmpty, "\(command) prints keys docs/cli-json.md does not name: \(undocumented.sorted())")
                #expect(text.contains("`\(command[0])"), "\(command[0]) is not in docs/cli-json.md")
            }
        }
    }
}
