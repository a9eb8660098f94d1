import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension CommandLineChains {
    /// README's command examples, run as written (against the embedded demo store): each one
    /// succeeds and prints something. Only what needs a person (a browser login, a link from an
    /// e-mail) is left out.
    @Suite struct ReadmeExamplesTests {
        let shopterm = Shopterm()

        /// The `shopterm …` commands of README's ```sh blocks, continuation lines joined, comments
        /// dropped, each with its standard input (`echo "$CODE" | …`).
        static func examples() throws -> [[(words: [String], input: String?)]] {
            let readme = try String(contentsOf: Shopterm.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
            var blocks: [[String]] = []
            var current: [String]?
            for line in readme.components(separatedBy: "\n") {
                if line.hasPrefix("```sh") {
                    current = []
                } else if line.hasPrefix("```"), let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current?.append(line)
                }
            }
            return blocks.map { block in
                var commands: [String] = []
                var pending = ""
                for line in block {
                    let code = withoutComment(line)
                    if code.hasSuffix("\\") {
                        pending += code.dropLast() + " "
                        continue
                    }
                    commands.append(pending + code)
                    pending = ""
                }
                return commands.compactMap { command -> (words: [String], input: String?)? in
                    var input: String?
                    var text = command.trimmingCharacters(in: .whitespaces)
                    if text.hasPrefix("echo \"$CODE\" | ") {
                        input = "GIFT-0025-TRAIL\n"
                        text = String(text.dropFirst("echo \"$CODE\" | ".count))
                    }
                    let words = shellWords(text)
                    guard words.first == "shopterm" else { return nil }
                    return (Array(words.dropFirst()), input)
                }
            }.filter { !$0.isEmpty }
        }

        /// `line` without a trailing `# comment` (outside quotes).
        static func withoutComment(_ line: String) -> String {
            var quote: Character?
            var previous: Character = " "
            for (offset, character) in line.enumerated() {
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "'" || character == "\"" {
                    quote = character
                } else if character == "#", previous == " " {
                    return String(line.prefix(offset)).trimmingCharacters(in: .whitespaces)
                }
                previous = character
            }
            return line.trimmingCharacters(in: .whitespaces)
        }

        /// Words as a POSIX shell splits them (quotes, backslashes); `&&` and `&` end the command.
        static func shellWords(_ text: String) -> [String] {
            var words: [String] = []
            var word = ""
            var inWord = false
            var quote: Character?
            var escaped = false
            for character in text {
                if escaped {
                    word.append(character)
                    escaped = false
                    continue
                }
                if let open = quote {
                    if character == open { quote = nil } else { word.append(character) }
                    continue
                }
                switch character {
                case "\\":
                    escaped = true
                    inWord = true
                case "'", "\"":
                    quote = character
                    inWord = true
                case " ":
                    if inWord {
                        words.append(word)
                        word = ""
                        inWord = false
                    }
                default:
                    word.append(character)
                    inWord = true
                }
            }
            if inWord { words.append(word) }
            if let end = words.firstIndex(where: { $0 == "&&" || $0 == "&" }) { words = Array(words[..<end]) }
            return words
        }

        func run(_ words: [String], input: String?) async throws {
            if words.contains("--wait") {
                // The checkout waits for payment: paid here as a shopper would, on its page.
                let (process, output) = try shopterm.start(words)
                defer { if process.isRunning { process.terminate() } }
                let url = try #require(await output.readLine { $0.hasPrefix("http") }, "\(words)")
                var request = URLRequest(url: URL(string: url + "/pay")!)
                request.httpMethod = "POST"
                _ = try await URLSession.shared.data(for: request)
                #expect(await output.readLine { $0.hasPrefix("Paid:") } != nil, "\(words)")
                await process.exited()
                #expect(process.terminationStatus == 0, "\(words)")
                return
            }
            let result = try await shopterm.run(words, input: input)
            #expect(result.status == 0, "\(words): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(words) printed nothing")
        }

        @Test func theCatalogAndCartExamplesRunAsWritten() async throws {
            let blocks = try Self.examples()
            let catalog = try #require(blocks.first { $0.contains { $0.words.first == "search" } })
            let cart = try #require(blocks.first { $0.contains { $0.words.prefix(2) == ["cart", "add"] } })
            #expect(catalog.count >= 10 && cart.count >= 7)
            for example in catalog + cart { try await run(example.words, input: example.input) }
            // The price-range example finds something to show.
            let range = try #require(catalog.first { $0.words.contains("--price-min") })
            #expect(try await shopterm.run(range.words).stdout.split(separator: "\n").count > 1)
        }

        @Test func theAccountExamplesRunAsWritten() async throws {
            let account = try #require(try Self.examples().first { $0.contains { $0.words.prefix(2) == ["account", "signup"] } })
            for example in account where !example.words.contains("--oauth") && !example.words.contains("recover") {
                if example.words == ["checkout"] {
                    #expect(try await shopterm.run(["cart", "add", "swift-runner"]).status == 0)
                }
                let password = example.words.prefix(2) == ["account", "signup"] || example.words.prefix(2) == ["account", "login"]
                if example.words.first == "checkout" {
                    // The embedded store's checkout page lives while shopterm runs: the URL is what counts.
                    let result = try await shopterm.run(example.words)
                    #expect(result.status == 0, "\(example.words): \(result.stderr)")
                    #expect(result.stdout.split(separator: "\n").last?.contains("logged_in=true") == true)
                    continue
                }
                try await run(example.words, input: password ? "a-good-passw0rd\n" : example.input)
            }
        }

        @Test func theCheckoutHelpExampleRunsAsWritten() async throws {
            let help = try await shopterm.run(["checkout", "--help"], environment: ["COLUMNS": "80"]).stdout
            let start = try #require(help.range(of: "  shopterm checkout --email"))
            let example = help[start.lowerBound...].components(separatedBy: "\n\n").first ?? ""
            let words = Self.shellWords(
                example.components(separatedBy: "\n").map { $0.hasSuffix("\\") ? String($0.dropLast()) : $0 }.joined(separator: " "))
            #expect(try await shopterm.run(["cart", "add", "tempo-glide"]).status == 0)
            let result = try await shopterm.run(Array(words.dropFirst()))
            #expect(result.status == 0, "\(words): \(result.stderr)")
            #expect(result.stdout.contains("Ship to") && result.stdout.contains("Portland"))
        }
    }
}
