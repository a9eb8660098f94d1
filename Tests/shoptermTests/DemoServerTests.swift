import Foundation
import Testing

/// `shopterm demo-server` on a loopback port, driven by `shopterm --shop http://127.0.0.1:PORT`.
@Suite struct DemoServerTests {
    let shopterm = Shopterm()
    static let token = "shpat-super-secret-token-42"

    @Test func catalogCommandsOverHTTP() async throws {
        let (server, url) = try await shopterm.startDemoServer()
        defer { server.terminate() }
        #expect(url.hasPrefix("http://127.0.0.1:"))
        let result = try await shopterm.run(["products", "--shop", url, "--token", Self.token, "--collection", "kids", "--json"])
        #expect(result.status == 0)
        #expect(!result.stderr.contains("embedded demo"))
        let page = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(((page?["items"] as? [[String: Any]])?.count ?? 0) > 0)
    }

    @Test func everyCatalogCommandAnswersTheSameOverHTTPAsInProcess() async throws {
        let (server, url) = try await shopterm.startDemoServer()
        defer { server.terminate() }
        let commands = [
            ["shop"], ["collections", "--first", "3"], ["products", "--collection", "boots"], ["products", "--query", "tag:sale", "--sort", "price"],
            ["product", "swift-runner"], ["product", "gid://shopify/ProductVariant/40", "--json"],
            ["search", "title:cloud*", "--all", "--first", "2"],
        ]
        for command in commands {
            let embedded = try await shopterm.run(command)
            let overHTTP = try await shopterm.run(command + ["--shop", url, "--token", "t"])
            #expect(embedded.status == 0 && overHTTP.status == 0, "\(command)")
            #expect(!overHTTP.stdout.isEmpty, "\(command)")
            // Image URLs name where each store serves its pictures: the server's port, or none
            // for the embedded store (its pictures are fetched in process).
            let samePort = overHTTP.stdout.replacingOccurrences(
                of: #"127\.0\.0\.1:[0-9]+/images/"#, with: "127.0.0.1/images/", options: .regularExpression)
            #expect(samePort == embedded.stdout, "\(command)")
        }
    }

    @Test func theTokenNeverAppearsInOutputLogsOrErrors() async throws {
        let (server, url) = try await shopterm.startDemoServer(["--faults", "1:503,2:reset,3:throttled,5:partial,6-:500"])
        defer { server.terminate() }
        var everything = ""
        for arguments in [["shop", "--verbose"], ["shop", "--json", "--verbose"], ["collections", "--verbose"], ["collections", "--json"]] {
            let result = try await shopterm.run(arguments + ["--shop", url, "--token", Self.token])
            everything += result.stdout + result.stderr
        }
        let viaEnvironment = try await shopterm.run(["shop", "--verbose", "--shop", url], environment: ["SHOPTERM_TOKEN": Self.token])
        everything += viaEnvironment.stdout + viaEnvironment.stderr
        #expect(everything.contains("HTTP 503"))
        #expect(everything.contains("HTTP 500"))
        #expect(!everything.contains(Self.token))
        #expect(!everything.contains("super-secret"))
    }

    @Test func faultsGiveOneLineMessagesAndExit1() async throws {
        let (server, url) = try await shopterm.startDemoServer(["--faults", "1-:nonjson"])
        defer { server.terminate() }
        let result = try await shopterm.run(["shop", "--shop", url, "--token", "t"])
        #expect(result.status == 1)
        #expect(result.stderr == "shopterm: the store's answer is not JSON; is this a Shopify store?\n")
    }

    @Test func retriesThroughTransientFaults() async throws {
        let (server, url) = try await shopterm.startDemoServer(["--faults", "1:503,2:429:1"])
        defer { server.terminate() }
        let result = try await shopterm.run(["collections", "--shop", url, "--token", "t", "--first", "1"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("running"))
    }

    @Test func hangStopsAtTheTimeout() async throws {
        let (server, url) = try await shopterm.startDemoServer(["--faults", "1-:hang:30"])
        defer { server.terminate() }
        let started = Date()
        let result = try await shopterm.run(["shop", "--shop", url, "--token", "t", "--timeout", "1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("did not answer in time"))
        #expect(Date().timeIntervalSince(started) < 25)
    }

    /// A shop's domain is enough: without a token shopterm browses, fills the cart and reaches
    /// the checkout URL; what needs a token says so, and how to give one. A wrong token is 403.
    @Test func aStoreWithoutATokenIsBrowsedAndCheckedOut() async throws {
        let (server, url) = try await shopterm.startDemoServer(["--token", "right"])
        defer { server.terminate() }
        let store = ["--shop", url]
        #expect(try await shopterm.run(["shop"] + store).status == 0)
        let product = try await shopterm.run(["product", "swift-runner"] + store)
        #expect(product.status == 0, "\(product.stderr)")
        #expect(product.stdout.contains("8 / Black   $120.00       in stock"))
        #expect(!product.stdout.contains("only 2 left") && !product.stdout.contains("Tags:"))
        #expect(try await shopterm.run(["cart", "add", "swift-runner", "--variant", "8 / Black"] + store).status == 0)
        let checkout = try await shopterm.run(["checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address] + store)
        #expect(checkout.status == 0, "\(checkout.stderr)")
        #expect(checkout.stdout.split(separator: "\n").last?.hasPrefix("http") == true)
        let login = try await shopterm.run(["account", "login", "--email", "demo@shopterm.dev"] + store, input: "shopterm-demo\n")
        #expect(login.status == 1)
        // Said in words, with what works: a token with that access, or the shop's account page.
        #expect(login.stderr.contains("this store does not let shopterm use e-mail and password accounts"), "\(login.stderr)")
        #expect(!login.stderr.contains("ACCESS_DENIED") && !login.stderr.contains("Access denied"))
        #expect(login.stderr.contains("`unauthenticated_write_customers`"))
        #expect(login.stderr.contains("--token") && login.stderr.contains("account login --oauth"))
        let withToken = try await shopterm.run(["product", "swift-runner", "--token", "right"] + store)
        #expect(withToken.stdout.contains("only 2 left") && withToken.stdout.contains("Tags:"))
        let wrong = try await shopterm.run(["shop", "--token", "wrong"] + store)
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("HTTP 403"))
    }

    /// A proxy in the environment never sees loopback traffic: the demo server's host goes to
    /// libcurl as CURLOPT_NOPROXY (no environment variable is changed).
    @Test func aProxyInTheEnvironmentIsNotUsedForTheLoopbackServer() async throws {
        let (server, base) = try await shopterm.startDemoServer()
        defer { server.terminate() }
        let deadProxy = "http://127.0.0.1:9"
        let result = try await shopterm.run(
            ["shop", "--shop", base, "--token", "t"],
            environment: ["http_proxy": deadProxy, "HTTP_PROXY": deadProxy, "all_proxy": deadProxy, "no_proxy": ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Trailhead Shoe Co."))
    }
}

/// `--checkout-base`: an http(s) origin, any host and port, and nothing else.
@Suite struct CheckoutBaseTests {
    let shopterm = Shopterm()

    @Test func anyHTTPOriginIsTakenAndAnythingElseRefusedSayingTheRule() async throws {
        for origin in [
            "http://203.0.113.5:8080", "https://shop.example", "http://127.0.0.1:8088", "http://[2001:db8::5]:8080", "HTTPS://Shop.Example:8443",
        ] {
            let taken = try await shopterm.run(["demo-server", "--checkout-base", origin, "--print-schema"])
            #expect(taken.status == 0, "\(origin): \(taken.stderr)")
        }
        for bad in [
            "http://203.0.113.5:8080/", "http://shop.example/pay", "ftp://shop.example", "http://user:pw@shop.example", "http://shop.example?x=1",
            "shop.example", "http://shop.example:0", "http://shop.example:70000", "http://", "http://sh op.example", "http://shop.example#a",
        ] {
            let refused = try await shopterm.run(["demo-server", "--checkout-base", bad, "--print-schema"])
            #expect(refused.status != 0, "\(bad)")
            #expect(
                refused.stderr.contains("--checkout-base takes an http(s) origin: the scheme, a host and an optional port"),
                "\(bad): \(refused.stderr)")
        }
    }
}
