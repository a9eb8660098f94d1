import Foundation
import Testing

/// The command line as a person uses it: output, exit status, error messages.
@Suite struct CLITests {
    let shopterm = Shopterm()

    @Test func rootHelpIsExact() async throws {
        let result = try await shopterm.run(["--help"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                OVERVIEW: A terminal storefront for any Shopify store.

                Without a subcommand, shopterm opens the full-screen storefront: browse, search, fill the cart and
                check out from the keyboard (? shows the keys). Without --shop, it and the commands use an embedded
                demo store, so everything can be tried offline. Point shopterm at a real store with --shop
                any-store.com (or SHOPTERM_SHOP, or $XDG_CONFIG_HOME/shopterm/config.json): no token is needed to
                browse, fill the cart and check out; the store's Storefront API token (--token, SHOPTERM_TOKEN)
                adds stock counts, tags and classic customer accounts.

                Exit status: 0 ok, 1 store or runtime error, 2 usage error; the storefront ended by ctrl-c 130, by
                a signal 128 + its number (SIGTERM 143).

                USAGE: shopterm <subcommand>

                OPTIONS:
                  --version               Show the version.
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  browse (default)        Open the full-screen storefront (what shopterm does without a subcommand).
                  shop                    Show the shop: name, description, currency, policies.
                  collections             List the shop's collections.
                  products                List products, of one collection (sorted, filtered) or matching a search
                                          query.
                  product                 Show one product: description, options, variants with prices and
                                          availability, images.
                  search                  Search products with the Storefront search syntax, best matches first
                                          (sold-out ones last); --everywhere: every Shopify store.
                  filters                 List the filters a store offers for a collection's products or a
                                          search's, each value with its count.
                  suggest                 What the store suggests as you type: searches that complete the word,
                                          products and collections.
                  recommendations         "You may also like": products the store recommends with one.
                  countries               The countries the shop sells to: currency and languages of each
                                          (--country picks one).
                  cart                    Show and change the local cart (kept per shop in
                                          $XDG_STATE_HOME/shopterm/<shop>/cart.json).
                  checkout                Check out the cart: email, shipping address, shipping rate, then the web
                                          checkout URL to pay.
                  account                 Sign up, log in and out, and see or change your account (profile,
                                          addresses, orders).
                  logout                  Log out here and at the shop; deletes the stored login.
                  operations              Print the manifest of every GraphQL document shopterm can send (JSON),
                                          with each one's query cost.
                  catalog                 Work with a catalog file for the embedded demo store (--catalog FILE).
                  demo-server             Serve the demo store over HTTP, Storefront-compatible, at
                                          /api/{version}/graphql.json.
                  serve-ssh               Serve the storefront over SSH (OpenSSH's sshd in front): ssh -p 2222
                                          shop@host.

                  See 'shopterm help <subcommand>' for detailed help.

                """)
    }

    @Test func theStorefrontNeedsATerminalAndSaysWhatElseToUse() async throws {
        let result = try await shopterm.run([])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasSuffix(
                "shopterm: the interactive storefront needs a terminal on stdin and stdout; for scripts use the commands (shopterm collections, products, product, search, cart, checkout; see shopterm --help)\n"
            ))
        #expect(try await shopterm.run(["--no-mouse", "--bogus"]).status == 2)
    }

    /// Numbers from flags that are not numbers of anything (`inf`, `nan`, 1e300) are usage
    /// errors, never a trap (`--wait-timeout inf` stopped shopterm with SIGILL).
    @Test func endlessNumbersInFlagsAreUsageErrors() async throws {
        for arguments in [
            ["checkout", "--wait", "--wait-timeout", "inf"], ["checkout", "--wait", "--wait-timeout", "nan"],
            ["checkout", "--wait", "--wait-timeout", "1e300"], ["demo-server", "--faults", "1:429:1e400"],
            ["demo-server", "--faults", "1:hang:nan"], ["shop", "--cache", "bogus"], ["shop", "--timeout", "inf"],
            ["shop", "--connect-timeout", "-1"],
        ] {
            let result = try await shopterm.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
        }
    }

    /// A negative number given to an option reaches the option, whose check says what it takes
    /// (the argument parser took `-1` for an option and said "missing value for '--workers'").
    @Test func aNegativeNumberForAnOptionIsSaidByTheOption() async throws {
        for (arguments, message) in [
            (["serve-ssh", "--workers", "-1"], "--workers must be between 0 and 256"),
            (["products", "--first", "-5"], "--first"),
            (["cart", "add", "swift-runner", "--qty", "-2"], "--qty"),
        ] {
            let result = try await shopterm.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message) && !result.stderr.contains("missing value"), "\(arguments): \(result.stderr)")
        }
    }

    @Test func demoServerHelpDocumentsTheFaultSyntax() async throws {
        let help = try await shopterm.run(["demo-server", "--help"]).stdout
        for kind in ["429[:SECONDS]", "430", "500", "503", "reset", "hang[:SECONDS]", "nonjson", "throttled", "partial", "%K"] {
            #expect(help.contains(kind), "\(kind)")
        }
    }

    @Test func versionNamesShoptermAndNcurses() async throws {
        let result = try await shopterm.run(["--version"])
        #expect(result.stdout.hasPrefix("shopterm 0.1.0 (Storefront API 2026-10, ncurses 6"))
    }

    @Test func embeddedDemoIsUsedWithoutAShopAndSaysSo() async throws {
        let result = try await shopterm.run(["collections"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("using the embedded demo store (Trailhead Shoe Co.)"))
        #expect(result.stdout.hasPrefix("HANDLE    TITLE      DESCRIPTION\nrunning   Running    Road shoes"))
        // Once: a script's later commands are not greeted again.
        let again = try await shopterm.run(["collections"])
        #expect(again.status == 0)
        #expect(!again.stderr.contains("embedded demo store"), "\(again.stderr)")
    }

    @Test func usageErrorsExitWith2() async throws {
        for arguments in [
            ["products", "--first", "0"], ["products", "--bogus"], ["frobnicate"], ["product"],
            ["products", "--collection", "boots", "--query", "x"], ["demo-server", "--faults", "1:teapot"],
        ] {
            let result = try await shopterm.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(!result.stderr.isEmpty, "\(arguments)")
        }
    }

    /// An empty query and one the store could only misread are usage errors that say why (the
    /// storefront's `/` says the same), instead of listing every product.
    @Test func emptyAndMalformedQueriesAreSaid() async throws {
        for (arguments, message) in [
            (["search", ""], "the query is empty; type what to look for"),
            (["search", "title:(boot"], "the query has a parenthesis that is never closed"),
            (["products", "--query", "boot OR"], "--query: the query ends with OR: put a term after it"),
        ] {
            let result = try await shopterm.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
    }

    @Test func optionsMayComeBeforeTheSubcommandAndTyposGetASuggestion() async throws {
        let (server, base) = try await shopterm.startDemoServer()
        defer { server.terminate() }
        let before = try await shopterm.run(["--shop", base, "--token", "t", "--json", "collections", "--first", "1"])
        #expect(before.status == 0, "\(before.stderr)")
        #expect(before.stdout.contains("\"items\""))
        let typo = try await shopterm.run(["colections"])
        #expect(typo.status == 2)
        #expect(typo.stderr == "shopterm: no command \"colections\"; did you mean: shopterm collections?\n")
    }

    /// The Checkout API of versions before 2025-01 is gone: such a version is a usage error that says why.
    @Test func anAPIVersionBeforeTheOldestSupportedIsAUsageError() async throws {
        for arguments in [["shop", "--api-version", "2024-04"], ["checkout", "--api-version", "2024-10"]] {
            let result = try await shopterm.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("is older than 2025-01, the oldest version shopterm supports"), "\(result.stderr)")
        }
        #expect(try await shopterm.run(["checkout", "--checkout-api", "legacy"]).status == 2)
        let fromEnvironment = try await shopterm.run(["shop"], environment: ["SHOPTERM_API_VERSION": "2024-04"])
        #expect(fromEnvironment.status == 1)
        #expect(fromEnvironment.stderr.contains("api version (from SHOPTERM_API_VERSION): 2024-04 is older than 2025-01"))
    }

    /// A flag's bad value is a usage error (2), whichever check finds it; the same value from
    /// the environment or the config file is a runtime error (1).
    @Test func badFlagValuesExitWith2WithOneLine() async throws {
        let cases: [([String], String)] = [
            (
                ["shop", "--shop", "http://shoes.example.com", "--token", "t"],
                #"shopterm: shop (from --shop): "http://shoes.example.com" is not usable: http:// is only allowed for a loopback demo server; use https"#
            ),
            (
                ["shop", "--shop", "ftp://x"],
                #"shopterm: shop (from --shop): "ftp://x" is not usable: the scheme must be https (or http for a loopback demo server)"#
            ),
            (
                ["shop", "--api-version", "2026-13"],
                #"shopterm: api version (from --api-version): "2026-13" is not a Storefront API version (expected YYYY-MM with MM 01, 04, 07 or 10, e.g. 2026-10)"#
            ),
            (["countries", "--country", "1"], #"shopterm: country (from --country): "1" is not a two-letter country code (e.g. US, CA)"#),
            (["collections", "--country", "XX"], #"shopterm: country (from --country): "XX" is no country's code (ISO 3166-1, e.g. US, CA, DE)"#),
            (
                ["collections", "--language", "XX"],
                #"shopterm: language (from --language): "XX" is not a language code Shopify knows (ISO 639-1, e.g. EN, FR, PT_BR)"#
            ),
        ]
        for (arguments, message) in cases {
            let result = try await shopterm.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").last.map(String.init) == message, "\(arguments)")
        }
        let fromEnvironment = try await shopterm.run(["collections"], environment: ["SHOPTERM_COUNTRY": "XX"])
        #expect(fromEnvironment.status == 1)
        #expect(fromEnvironment.stderr.contains(#"country (from SHOPTERM_COUNTRY): "XX" is no country's code"#))
    }

    @Test func runtimeErrorsExitWith1WithOneLine() async throws {
        let cases: [([String], [String: String], String)] = [
            (["product", "no-such-shoe"], [:], #"shopterm: no product "no-such-shoe"; try: shopterm search no-such-shoe"#),
            (["product", "blue suede"], [:], #"shopterm: no product "blue suede"; try: shopterm search 'blue suede'"#),
            (["products", "--collection", "hats"], [:], #"shopterm: no collection with the handle "hats"; see: shopterm collections"#),
            (["shop", "--cache", "cache-only"], [:], "shopterm: nothing cached for this request (cache-only); run it once with network access"),
        ]
        for (arguments, environment, message) in cases {
            let result = try await shopterm.run(arguments, environment: environment)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").last.map(String.init) == message, "\(arguments)")
        }
    }

    /// Store text with C1 controls and bidi overrides comes out of --json escaped, never raw.
    @Test func jsonEscapesInvisibleCharactersFromTheStore() async throws {
        let file = shopterm.home.appendingPathComponent("catalog.json")
        try Data(#"{"shop":{"name":"x"},"products":[{"handle":"a","title":"A\u009b31m\u202eB\u2066","variants":[{"price":"1.50"}]}]}"#.utf8).write(
            to: file)
        let result = try await shopterm.run(["product", "a", "--json", "--catalog", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"A\u009B31m\u202EB\u2066"#))
        #expect(!result.stdout.unicodeScalars.contains { [0x9B, 0x202E, 0x2066].contains($0.value) })
    }

    @Test func malformedCatalogNamesTheJSONPath() async throws {
        let file = shopterm.home.appendingPathComponent("catalog.json")
        try Data(#"{"shop":{"name":"x"},"products":[{"handle":"a","title":"A","variants":[{"price":"1,50"}]}]}"#.utf8).write(to: file)
        let result = try await shopterm.run(["products", "--catalog", file.path])
        #expect(result.status == 1)
        #expect(result.stderr == #"shopterm: catalog: products[0].variants[0].price: "1,50" is not a decimal amount like "12.50""# + "\n")
    }

    @Test func jsonShapesAreStable() async throws {
        let collections =
            try JSONSerialization.jsonObject(with: Data(try await shopterm.run(["collections", "--json", "--first", "2"]).stdout.utf8))
            as? [String: Any]
        #expect(Set(collections?.keys.map { $0 } ?? []) == ["items", "pageInfo"])
        let item = (collections?["items"] as? [[String: Any]])?.first
        #expect(Set(item?.keys.map { $0 } ?? []) == ["id", "handle", "title", "description"])
        #expect((collections?["pageInfo"] as? [String: Any])?["hasNextPage"] as? Bool == true)

        let product =
            try JSONSerialization.jsonObject(with: Data(try await shopterm.run(["product", "swift-runner", "--json"]).stdout.utf8)) as? [String: Any]
        #expect(
            Set(product?.keys.map { $0 } ?? []) == [
                "id", "handle", "title", "vendor", "productType", "availableForSale", "minPrice", "maxPrice",
                "featuredImage", "description", "tags", "options", "images", "variants", "hasMoreVariants",
                "sellingPlans", "requiresSellingPlan",
            ])
        #expect((product?["minPrice"] as? [String: String]) == ["amount": "120.00", "currencyCode": "USD"])

        let shop = try JSONSerialization.jsonObject(with: Data(try await shopterm.run(["shop", "--json"]).stdout.utf8)) as? [String: Any]
        #expect(shop?["name"] as? String == "Trailhead Shoe Co.")
    }

    @Test func allFollowsTheCursors() async throws {
        let result = try await shopterm.run(["products", "--all", "--first", "7", "--json"])
        let page = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let handles = (page?["items"] as? [[String: Any]])?.compactMap { $0["handle"] as? String } ?? []
        #expect(handles.count == 86)
        #expect(Set(handles).count == 86)
        #expect((page?["pageInfo"] as? [String: Any])?["hasNextPage"] as? Bool == false)
    }

    @Test func afterContinuesFromACursor() async throws {
        let first =
            try JSONSerialization.jsonObject(with: Data(try await shopterm.run(["collections", "--first", "3", "--json"]).stdout.utf8))
            as? [String: Any]
        let cursor = try #require((first?["pageInfo"] as? [String: Any])?["endCursor"] as? String)
        let next = try await shopterm.run(["collections", "--first", "3", "--after", cursor])
        #expect(next.stdout.split(separator: "\n").dropFirst().first?.hasPrefix("sneakers") == true)
    }

    @Test func searchAndProductText() async throws {
        let search = try await shopterm.run(["search", "tag:sale AND product_type:Boots"])
        #expect(search.status == 0)
        #expect(search.stdout.contains("Harbor Chelsea Boot"))
        #expect(!search.stdout.contains("Swift Runner"))
        let product = try await shopterm.run(["product", "gid://shopify/ProductVariant/2"])
        #expect(product.stdout.hasPrefix("Swift Runner\nKestrel · Running · swift-runner\n$120.00\n"))
        // The counts come from a query of their own (token-only on Shopify), the table says them.
        #expect(product.stdout.contains("7 / Black   $120.00       sold out     TH-1-BLA-7"))
        #expect(product.stdout.contains("8 / Black   $120.00       only 2 left  TH-1-BLA-8"))
        #expect(product.stdout.contains("12 / Black  $120.00       6 in stock   TH-1-BLA-12"))
    }

    @Test func cacheFirstAnswersARepeatFromDisk() async throws {
        let first = try await shopterm.run(["shop", "--cache", "network-first"])
        #expect(first.status == 0)
        let cached = try await shopterm.run(["shop", "--cache", "cache-only"])
        #expect(cached.status == 0)
        #expect(cached.stdout == first.stdout)
    }
}
