import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension CommandLineChains {
    /// The command line as a newcomer and a script writer meet it: options on either side of any
    /// subcommand, a suggestion for every typo, `--json` everywhere, bad input said in one line.
    @Suite struct CommandLineHintsTests {
        let shopterm = Shopterm()

        @Test func optionsBeforeNestedSubcommandsWork() async throws {
            let added = try await shopterm.run(["--verbose", "--country", "US", "cart", "add", "tempo-glide", "--json"])
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stdout.contains("\"itemCount\" : 1"))
            let two = try await shopterm.run(["--first", "2", "collections", "--json"])
            #expect(two.status == 0, "\(two.stderr)")
            let items = try #require((try JSONSerialization.jsonObject(with: Data(two.stdout.utf8)) as? [String: Any])?["items"] as? [Any])
            #expect(items.count == 2)
        }

        @Test func anOptionWhereItDoesNotGoSaysWhereItGoes() async throws {
            let alone = try await shopterm.run(["--json"])
            #expect(alone.status == 2)
            #expect(alone.stderr.hasPrefix("shopterm: --json is not an option of the full-screen storefront; it goes with: shop, collections,"))
            #expect(alone.stderr.split(separator: "\n").count == 1)
            let misplaced = try await shopterm.run(["--first", "2", "cart", "show"])
            #expect(misplaced.status == 2)
            #expect(misplaced.stderr.contains("--first is not an option of shopterm cart show; it goes with: collections, products, search"))
        }

        @Test func typosGetASuggestionAtEveryDepth() async throws {
            let cases: [([String], String)] = [
                (["cart", "ad", "x"], "shopterm: no command \"ad\"; did you mean: shopterm cart add?"),
                (["help", "prodcts"], "shopterm: no command \"prodcts\"; did you mean: shopterm help products?"),
                (["account", "adresses", "list"], "shopterm: no command \"adresses\"; did you mean: shopterm account addresses?"),
                (["--shop", "s.example", "colections"], "shopterm: no command \"colections\"; did you mean: shopterm collections?"),
            ]
            for (arguments, message) in cases {
                let result = try await shopterm.run(arguments)
                #expect(result.status == 2, "\(arguments)")
                #expect(result.stderr == message + "\n", "\(arguments)")
            }
            let unknown = try await shopterm.run(["cart", "frobnicate"])
            #expect(unknown.status == 2)
            #expect(unknown.stderr.hasPrefix("shopterm: no command \"frobnicate\" in shopterm cart; its commands: show, add, set, remove"))
            // serve-ssh's own commands (ssh-session, ssh-worker) are not offered to a person.
            let top = try await shopterm.run(["frobnicate"])
            #expect(top.stderr.contains("serve-ssh") && !top.stderr.contains("ssh-session") && !top.stderr.contains("ssh-worker"))
        }

        @Test func everyCommandButTheStorefrontTakesJSON() async throws {
            let operations = try await shopterm.run(["operations", "--json"])
            #expect(operations.status == 0)
            #expect(operations.stdout.hasPrefix("{"))
            for arguments in [["logout", "--json"], ["account", "logout", "--json"]] {
                let result = try await shopterm.run(arguments)
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
                #expect(result.stdout.contains("\"loggedOut\" : false"), "\(arguments)")
            }
            let recover = try await shopterm.run(["account", "recover", "nobody@example.com", "--json"])
            // Taken (the store's answer, not the parser's refusal).
            #expect(recover.stderr == "shopterm: email: Could not find customer\n", "\(recover.stderr)")
        }

        @Test func aBadAddressIsAUsageErrorNamingTheField() async throws {
            let cases: [([String], String)] = [
                (["--address", "garbage"], "address: \"garbage\" is not KEY=VALUE"),
                (["--address", "postcode=1,countryCode=US"], "address: unknown field \"postcode\""),
                (["--address", "address1=1 Main,city=X,countryCode=XX"], "address: countryCode: \"XX\" is no country's code"),
                (["--address", "address1=1 Main,city=X", "--address", "city=Y,countryCode=US"], "address: \"city\" is given twice"),
            ]
            for (address, message) in cases {
                let result = try await shopterm.run(["checkout", "--email", "a@b.co"] + address)
                #expect(result.status == 2, "\(address)")
                #expect(result.stderr.contains(message), "\(address): \(result.stderr)")
                #expect(!result.stderr.contains("Variable"), "\(address)")
            }
        }

        /// `--wait --json` is JSON Lines: the handoff with the URL at once, then the outcome.
        @Test func checkoutWaitJSONGivesTheURLAtOnceThenTheOutcome() async throws {
            let (server, base) = try await shopterm.startDemoServer()
            defer { server.terminate() }
            let store = ["--shop", base]
            #expect(try await shopterm.run(["cart", "add", "tempo-glide"] + store).status == 0)
            let (checkout, output) = try shopterm.start(
                [
                    "checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address,
                    "--wait", "--json", "--wait-timeout", "60",
                ] + store)
            defer { if checkout.isRunning { checkout.terminate() } }
            let first = try #require(await output.readLine { _ in true })
            let handoff = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
            let url = try #require(handoff["checkoutUrl"] as? String)
            #expect(handoff["total"] != nil)
            var request = URLRequest(url: URL(string: url + "/pay")!)
            request.httpMethod = "POST"
            _ = try await URLSession.shared.data(for: request)
            let second = try #require(await output.readLine { _ in true })
            let outcome = try #require(try JSONSerialization.jsonObject(with: Data(second.utf8)) as? [String: Any])
            await checkout.exited()
            #expect(checkout.terminationStatus == 0)
            #expect(outcome["paid"] as? Bool == true)
            let order = try #require(outcome["order"] as? [String: Any])
            #expect(order["total"] != nil || order["totalBeforeTaxes"] != nil, "\(second)")
        }

        @Test func checkoutWaitJSONThatTimesOutSaysWhereTheCheckoutIsOpen() async throws {
            let (server, base) = try await shopterm.startDemoServer()
            defer { server.terminate() }
            let store = ["--shop", base]
            #expect(try await shopterm.run(["cart", "add", "tempo-glide"] + store).status == 0)
            let result = try await shopterm.run(
                [
                    "checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address,
                    "--wait", "--json", "--wait-timeout", "1",
                ] + store)
            #expect(result.status == 1)
            let records = result.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            #expect(records.count == 2)
            let url = try #require(records.first??["checkoutUrl"] as? String)
            #expect(records.last??["paid"] as? Bool == false)
            #expect(records.last??["checkoutUrl"] as? String == url)
            #expect(result.stderr.contains("the checkout is still open at \(url)"))
        }

        /// A store that holds fewer than the cart asks says so in the text too, not only in --json.
        @Test func aStockCutIsSaidByCartExtras() async throws {
            #expect(try await shopterm.run(["cart", "add", "swift-runner", "--variant", "8 / Black", "--qty", "2"]).status == 0)
            try shopterm.askForMoreThanInStock(quantity: 5)
            for command in [["cart", "note", "Gift wrap"], ["cart", "discount", "add", "WELCOME10"]] {
                let result = try await shopterm.run(command)
                #expect(result.stderr.contains("The store has Swift Runner (8 / Black): only 2 left, not 5"), "\(command): \(result.stderr)")
            }
        }
    }

    /// The list of options that take a value, against the argument parser's own description of
    /// every command: none missed, none extra (a missed one would move its value as a word).
    @Suite struct OptionsWithValuesTests {
        @Test func theListIsEveryOptionThatTakesAValue() async throws {
            let dump = try await Shopterm().run(["--experimental-dump-help"])
            let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
            var kinds: [String: Set<String>] = [:]
            func visit(_ command: [String: Any]) {
                for argument in command["arguments"] as? [[String: Any]] ?? [] {
                    for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                        kinds["--\(name["name"] as? String ?? "")", default: []].insert(argument["kind"] as? String ?? "")
                    }
                }
                (command["subcommands"] as? [[String: Any]] ?? []).forEach(visit)
            }
            visit(try #require(root["command"] as? [String: Any]))
            // Those that take a value everywhere; one that is a flag in one command and an option in
            // another cannot move (`--accepts-marketing`).
            let options = Set(kinds.filter { $0.value == ["option"] }.keys)
            let source = try String(
                contentsOf: Shopterm.packageRoot.appendingPathComponent("Sources/ShopTermCommands/Commands/CommandLineReading.swift"), encoding: .utf8
            )
            let listed = Set(
                try NSRegularExpression(pattern: #""(--[a-z-]+)""#).matches(in: source, range: NSRange(source.startIndex..., in: source))
                    .compactMap { Range($0.range(at: 1), in: source).map { String(source[$0]) } })
            #expect(options.subtracting(listed).isEmpty, "missing: \(options.subtracting(listed).sorted())")
            #expect(
                listed.subtracting(options).subtracting(["--generate-completion-script"]).isEmpty, "extra: \(listed.subtracting(options).sorted())")
        }

        @Test func completionScriptsAreTheParsersBusiness() async throws {
            let script = try await Shopterm().run(["--generate-completion-script", "bash"])
            #expect(script.status == 0)
            #expect(script.stdout.contains("complete "))
        }
    }
}
