import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `shopterm cart …` and `shopterm checkout` as a person runs them.
@Suite struct CartCLITests {
    let shopterm = Shopterm()

    func json(_ result: Shopterm.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func aNegativeQuantityIsAClearUsageError() async throws {
        for arguments in [["cart", "add", "swift-runner", "--qty", "-3"], ["cart", "set", "1", "--qty", "-3"]] {
            let result = try await shopterm.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("--qty must be between 1 and 999 (not -3)"), "\(result.stderr)")
        }
    }

    /// What no cart could take is a usage error (exit 2) said in one line, before the store is
    /// asked: a line number below 1 (`-1` too, which the argument parser took for an option), an
    /// empty code; the parser's own errors are one line as well.
    @Test func impossibleLinesAndEmptyCodesAreOneLineUsageErrors() async throws {
        #expect(try await shopterm.run(["cart", "add", "swift-runner", "--variant", "9 / Black"]).status == 0)
        let cases: [([String], String)] = [
            (
                ["cart", "set", "0", "--qty", "3"],
                "shopterm: line numbers start at 1 (not 0); shopterm cart lists them (see: shopterm cart set --help)"
            ),
            (["cart", "remove", "-1"], "shopterm: line numbers start at 1 (not -1); shopterm cart lists them (see: shopterm cart remove --help)"),
            (["cart", "discount", "add", ""], "shopterm: the code is empty (see: shopterm cart discount add --help)"),
            (["cart", "discount", "remove", " "], "shopterm: the code is empty (see: shopterm cart discount remove --help)"),
            (["cart", "gift-card", "add", ""], "shopterm: the code is empty (see: shopterm cart gift-card add --help)"),
            (["cart", "set"], "shopterm: missing expected argument '<line>' (see: shopterm cart set --help)"),
            (["products", "--bogus"], "shopterm: unknown option '--bogus' (see: shopterm products --help)"),
        ]
        for (arguments, message) in cases {
            let result = try await shopterm.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr == message + "\n", "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        let piped = try await shopterm.run(["cart", "gift-card", "add", "-"], input: "\n")
        #expect(piped.status == 2 && piped.stderr == "shopterm: the code is empty (read from standard input)\n", "\(piped.stderr)")
        let cart = try await shopterm.run(["cart", "--json"])
        #expect(cart.stdout.contains("\"itemCount\" : 1"), "the cart is as it was: \(cart.stdout)")
    }

    /// The store has 2 of Swift Runner 8 / Black: `cart add` does not take 5.
    @Test func aQuantityTheStoreLacksIsNotAdded() async throws {
        let refused = try await shopterm.run(["cart", "add", "swift-runner", "--variant", "8 / Black", "--qty", "5"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains("quantity 5 is not possible for Swift Runner (8 / Black): choose 1 to 2 (the store has 2)"), "\(refused.stderr)")
        #expect(try await shopterm.run(["cart", "add", "swift-runner", "--variant", "8 / Black", "--qty", "2"]).status == 0)
        let more = try await shopterm.run(["cart", "add", "swift-runner", "--variant", "8 / Black"])
        #expect(more.status == 1)
        #expect(more.stderr.contains("the store has 2; the cart holds 2, so no more can be added"), "\(more.stderr)")
    }

    /// A cart of 5 made while the store had more (the cart file says so) meets a store that now has
    /// 2: it takes 2. No checkout URL for a cart other than the one asked for, unless
    /// --accept-changes; then the local cart follows.
    @Test func aCartTheStoreCutIsNotHandedOffUnlessAccepted() async throws {
        #expect(try await shopterm.run(["cart", "add", "swift-runner", "--variant", "8 / Black", "--qty", "2"]).status == 0)
        try shopterm.askForMoreThanInStock(quantity: 5)
        let refused = try await shopterm.run(["checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address])
        #expect(refused.status == 1)
        #expect(!refused.stdout.contains("http"))
        #expect(refused.stderr.contains("the store took less than asked: Swift Runner (8 / Black): only 2 left, not 5"))
        #expect(try json(try await shopterm.run(["cart", "--json"]))["cart"].flatMap { ($0 as? [String: Any])?["itemCount"] as? Int } == 5)
        let accepted = try await shopterm.run(["checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address, "--accept-changes"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.split(separator: "\n").last?.hasPrefix("http") == true)
        #expect(try json(try await shopterm.run(["cart", "--json"]))["cart"].flatMap { ($0 as? [String: Any])?["itemCount"] as? Int } == 2)
    }

    @Test func oneItemIsOneItem() async throws {
        let added = try await shopterm.run(["cart", "add", "tempo-glide"])
        #expect(added.status == 0)
        #expect(added.stdout.contains("(1 item)\n"), "\(added.stdout)")
    }

    @Test func addSetRemoveClear() async throws {
        let added = try await shopterm.run(["cart", "add", "swift-runner", "--qty", "2"])
        #expect(added.status == 0)
        #expect(added.stderr.contains("Added 2 × Swift Runner (8 / Black) at $120.00 each: line 1."))
        #expect(added.stderr.contains("Chose 8 / Black, the first available of 18 variants"))
        #expect(
            added.stdout == """
                #  ITEM          VARIANT    QTY    PRICE    TOTAL
                1  Swift Runner  8 / Black    2  $120.00  $240.00
                Subtotal: $240.00 (2 items)

                """)
        _ = try await shopterm.run(["cart", "add", "swift-runner", "--variant", "9/white"])
        let set = try await shopterm.run(["cart", "set", "2", "--qty", "3", "--json"])
        let cart = try json(set)["cart"] as? [String: Any]
        #expect(cart?["itemCount"] as? Int == 5)
        #expect((cart?["subtotal"] as? [String: String]) == ["amount": "600.00", "currencyCode": "USD"])
        let lines = cart?["lines"] as? [[String: Any]]
        #expect(lines?.map { $0["variantTitle"] as? String } == ["8 / Black", "9 / White"])
        #expect(try await shopterm.run(["cart", "remove", "1"]).stdout.contains("9 / White"))
        #expect(try await shopterm.run(["cart", "clear"]).stdout.hasPrefix("The cart is empty."))
        let empty = try json(try await shopterm.run(["cart", "--json"]))["cart"] as? [String: Any]
        #expect(empty?["itemCount"] as? Int == 0)
        #expect((empty?["lines"] as? [Any])?.isEmpty == true)
    }

    @Test func theCartFileIsPrivateAndPerShop() async throws {
        _ = try await shopterm.run(["cart", "add", "gid://shopify/ProductVariant/2"])
        let file = shopterm.home.appendingPathComponent("state/shopterm/embedded-demo/cart.json")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    /// The cart ID's `?key=` part is a secret: kept in the 0600 cart file, never in output,
    /// logs or `--json` (the checkout URL, the link to pay, is handed over whole).
    @Test func theCartKeyNeverAppears() async throws {
        _ = try await shopterm.run(["cart", "add", "gid://shopify/ProductVariant/2"])
        var everything = ""
        for arguments in [
            ["checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address, "--json", "--verbose"],
            ["checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address, "--verbose"],
            ["cart", "--json", "--verbose"], ["cart", "--verbose"],
        ] {
            let result = try await shopterm.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            everything += result.stdout + result.stderr
        }
        let file = shopterm.home.appendingPathComponent("state/shopterm/embedded-demo/cart.json")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let id = try #require((saved?["remoteCheckout"] as? [String: Any])?["id"] as? String)
        let key = try #require(id.split(separator: "?key=").last.map(String.init))
        #expect(id.hasPrefix("gid://shopify/Cart/") && key.count >= 16)
        #expect(!everything.contains(key))
        // (Each run has its own embedded store, so the key above is the last run's; no cart key
        // shows at all: the demo's checkout URL carries none.)
        #expect(!everything.contains("?key=") && everything.contains("\"checkoutId\" : \"gid://shopify/Cart/"))
    }

    @Test func badAddsAreClearErrors() async throws {
        let cases: [([String], String)] = [
            (["cart", "add", "gid://shopify/ProductVariant/1"], "shopterm: Swift Runner (7 / Black) is sold out"),
            (
                ["cart", "add", "swift-runner", "--variant", "7 / Black"],
                "shopterm: Swift Runner (7 / Black) is sold out; available close to it: 8 / Black, 9 / Black, 10 / Black, 11 / Black (every variant: shopterm product swift-runner)"
            ),
            (
                ["cart", "add", "swift-runner", "--variant", "13 / Black"],
                "shopterm: Swift Runner has no variant \"13 / Black\" (no Size \"13\" (7, 8, 9, 10, 11, 12)); close to it: 8 / Black, 9 / Black, 10 / Black, 11 / Black (every variant: shopterm product swift-runner)"
            ),
            (["cart", "add", "no-such-shoe"], "shopterm: no product or variant \"no-such-shoe\" in this store"),
            (["cart", "set", "4", "--qty", "2"], "shopterm: the cart is empty: there is no line 4"),
            (
                ["checkout", "--email", "a@b.co", "--address", CartCLIFixtures.address],
                "shopterm: the cart is empty; add something first: shopterm cart add HANDLE"
            ),
        ]
        for (arguments, message) in cases {
            let result = try await shopterm.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").last.map(String.init) == message, "\(arguments)")
        }
        #expect(try await shopterm.run(["cart", "add", "swift-runner", "--qty", "0"]).status == 2)
        #expect(try await shopterm.run(["checkout", "--email", "a@b.co"]).status == 2)
    }

    @Test func aCorruptCartFileIsMovedAsideWithAMessage() async throws {
        let folder = shopterm.home.appendingPathComponent("state/shopterm/embedded-demo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"lines\": [tr".utf8).write(to: folder.appendingPathComponent("cart.json"))
        let result = try await shopterm.run(["cart"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("The cart file could not be read; it was moved to \(folder.path)/cart.json.corrupt-"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix("cart.json.corrupt-") })
    }

    @Test(arguments: ["429", "500", "503", "reset", "nonjson", "throttled"])
    func aFaultOnTheCartMutationLeavesTheLocalCartAsItWas(_ fault: String) async throws {
        // Requests 1 and 2 are `cart add`'s product and stock lookups, 3 the shop's money format
        // (cached for the next commands), 4 to 6 the checkout's reads before it makes the cart
        // (in the address's market, where it moves the cart), 7 cartCreate.
        let (server, base) = try await shopterm.startDemoServer(["--faults", "7:\(fault)"])
        defer { server.terminate() }
        let store = ["--shop", base, "--token", "t"]
        #expect(try await shopterm.run(["cart", "add", "tempo-glide"] + store).status == 0)
        let file = shopterm.home.appendingPathComponent("state/shopterm/127.0.0.1_\(base.split(separator: ":").last!)/cart.json")
        let before = try Data(contentsOf: file)
        let result = try await shopterm.run(["checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address] + store)
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").last.map { $0.hasPrefix("shopterm: ") && $0.contains(";") } == true)
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func checkoutUserErrorsNameTheField() async throws {
        _ = try await shopterm.run(["cart", "add", "cloud-stride"])
        let result = try await shopterm.run([
            "checkout", "--email", "nope", "--address", CartCLIFixtures.address.replacingOccurrences(of: "97201", with: "972"),
        ])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("shopterm: email: Email is invalid; zip: Enter a valid ZIP code\n"))
        let unknown = try await shopterm.run(["checkout", "--email", "a@b.co", "--address", "postcode=1,countryCode=US"])
        #expect(unknown.stderr.contains("address: unknown field \"postcode\""))
    }

    @Test(arguments: ["2026-04", "2025-01"])
    func checkoutEndToEndPaidWithAPost(_ version: String) async throws {
        let (server, base) = try await shopterm.startDemoServer()
        defer { server.terminate() }
        let store = ["--shop", base, "--token", "t", "--api-version", version]
        #expect(try await shopterm.run(["cart", "add", "cloud-stride", "--qty", "2"] + store).status == 0)
        let file = shopterm.home.appendingPathComponent("address.json")
        try Data(#"{"firstName":"Ada","address1":"1 King St","city":"Toronto","provinceCode":"ON","zip":"M5V 2T6","countryCode":"CA"}"#.utf8).write(
            to: file)
        let (checkout, output) = try shopterm.start(
            [
                "checkout", "--email", "ada@example.com", "--address-file", file.path,
                "--shipping", "express", "--wait", "--wait-timeout", "60",
            ] + store)
        defer { if checkout.isRunning { checkout.terminate() } }
        let url = try #require(await output.readLine { $0.hasPrefix("http") })
        #expect(url.hasPrefix(base + "/checkouts/cn/"))
        // Shipped to Canada, the cart is in the store's Canadian market (×1.37).
        #expect(output.lines.contains("Shipping (Express)  CA$34.25"))
        // Toronto: the demo store, like Shopify, states no taxes in the cart; its checkout page adds 13 % HST.
        #expect(output.lines.contains("Taxes               calculated at payment"))
        #expect(output.lines.contains("Total before taxes  CA$431.55"))
        var request = URLRequest(url: URL(string: url + "/pay")!)
        request.httpMethod = "POST"
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let paid = await output.readLine { $0.hasPrefix("Paid:") }
        await checkout.exited()
        #expect(checkout.terminationStatus == 0)
        #expect(
            paid
                == "Paid: the store completed the checkout, CA$431.55 plus the taxes the checkout page added; its order confirmation, in the browser and by email, has the order's number and the total charged."
        )
        #expect(try await shopterm.run(["cart", "--json"] + store).stdout.contains("\"itemCount\" : 0"))
    }

    /// A cart paid in the browser while shopterm was not running: the next checkout says so and
    /// buys nothing twice unless asked (--again).
    @Test func aCartPaidElsewhereIsNotCheckedOutTwice() async throws {
        let (server, base) = try await shopterm.startDemoServer()
        defer { server.terminate() }
        let store = ["--shop", base, "--token", "t"]
        let address = ["--email", "ada@example.com", "--address", CartCLIFixtures.address]
        #expect(try await shopterm.run(["cart", "add", "cloud-stride"] + store).status == 0)
        let first = try await shopterm.run(["checkout"] + address + store)
        #expect(first.status == 0, "\(first.stderr)")
        let url = try #require(first.stdout.split(separator: "\n").last.map(String.init))
        var request = URLRequest(url: URL(string: url + "/pay")!)
        request.httpMethod = "POST"
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        // Paid elsewhere: the local cart still holds the lines.
        let again = try await shopterm.run(["checkout"] + address + store)
        #expect(again.status == 1)
        #expect(
            again.stderr.contains("this cart's checkout at the store is gone: it was completed (paid, perhaps in a browser) or it expired"),
            "\(again.stderr)")
        #expect(!again.stdout.contains("http"))
        let asked = try await shopterm.run(["checkout", "--again"] + address + store)
        #expect(asked.status == 0, "\(asked.stderr)")
        #expect(asked.stdout.split(separator: "\n").last.map(String.init) != url)
    }

    @Test func openHandsTheURLToTheBrowserAsOneArgument() async throws {
        let (server, base) = try await shopterm.startDemoServer()
        defer { server.terminate() }
        let store = ["--shop", base, "--token", "t"]
        _ = try await shopterm.run(["cart", "add", "tempo-glide"] + store)
        let record = shopterm.home.appendingPathComponent("browser-args")
        let browser = shopterm.home.appendingPathComponent("fake-browser")
        try Data("#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \(record.path)\n".utf8).write(to: browser)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
        let result = try await shopterm.run(
            ["checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address, "--open"] + store,
            environment: ["BROWSER": "\(browser.path) --new-window %s"])
        #expect(result.status == 0)
        let url = try #require(result.stdout.split(separator: "\n").last.map(String.init))
        for _ in 0..<50 where !FileManager.default.fileExists(atPath: record.path) { try await Task.sleep(nanoseconds: 50_000_000) }
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(try String(contentsOf: record, encoding: .utf8) == "--new-window\n\(url)\n")
    }

    @Test func checkoutPrintsTheURLLastAndJSONOnRequest() async throws {
        let (server, base) = try await shopterm.startDemoServer()
        defer { server.terminate() }
        let store = ["--shop", base, "--token", "t"]
        _ = try await shopterm.run(["cart", "add", "tempo-glide"] + store)
        let text = try await shopterm.run(["checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address] + store)
        #expect(text.status == 0)
        let last = try #require(text.stdout.split(separator: "\n").last.map(String.init))
        #expect(last.hasPrefix(base + "/checkouts/cn/"))
        let json = try json(
            try await shopterm.run(["checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address, "--json"] + store))
        #expect(json["checkoutUrl"] as? String == last)
        #expect(json["api"] == nil)
        #expect((json["shipping"] as? [String: Any])?["handle"] as? String == "standard")
    }
}
