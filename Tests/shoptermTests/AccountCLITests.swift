import Foundation
import Testing

/// `shopterm account …` as a person runs it, against the embedded demo store (whose accounts
/// live in the private home's state folder) and a demo server.
@Suite struct AccountCLITests {
    let shopterm = Shopterm()
    static let demoEmail = "demo@shopterm.dev"
    static let demoPassword = "shopterm-demo"

    var sessionFile: URL { shopterm.home.appendingPathComponent("state/shopterm/embedded-demo/session.json") }

    /// Every token in the stored session (the embedded store's, or the one shop's given).
    func storedTokens(of file: URL? = nil) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file ?? sessionFile)) as? [String: Any])
        let storefront = (object["storefrontToken"] as? [String: Any])?["accessToken"] as? String
        let oauth =
            (object["oauth"] as? [String: Any]).map { [$0["accessToken"], $0["refreshToken"], $0["idToken"]].compactMap { $0 as? String } } ?? []
        return [storefront].compactMap { $0 } + oauth
    }

    func json(_ result: Shopterm.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func signUpShowAndNeverATokenInOutput() async throws {
        var outputs: [Shopterm.Result] = []
        let signup = try await shopterm.run(["account", "signup", "--email", "pat@example.com", "--first-name", "Pat"], input: "hunter22\n")
        outputs.append(signup)
        #expect(signup.status == 0)
        #expect(signup.stdout == "Signed up as Pat <pat@example.com>.\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: sessionFile.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        let show = try await shopterm.run(["account", "show", "--json"])
        outputs.append(show)
        let shown = try json(show)
        #expect((shown["customer"] as? [String: Any])?["email"] as? String == "pat@example.com")
        #expect((shown["session"] as? [String: Any])?["method"] as? String == "password")
        outputs.append(try await shopterm.run(["account", "show"]))
        outputs.append(try await shopterm.run(["account", "show", "--verbose"]))
        let tokens = try storedTokens()
        #expect(!tokens.isEmpty)
        for output in outputs {
            for token in tokens {
                #expect(!output.stdout.contains(token) && !output.stderr.contains(token))
            }
        }
    }

    @Test func passwordsAreNeverArgumentsAndMistakesAreClear() async throws {
        let argv = try await shopterm.run(["account", "login", "--email", Self.demoEmail, "--password", "x"])
        #expect(argv.status == 2)
        let wrong = try await shopterm.run(["account", "login", "--email", Self.demoEmail], input: "wrong\n")
        #expect(wrong.status == 1)
        #expect(
            wrong.stderr.hasSuffix(
                "shopterm: that e-mail address and password do not match an account of this shop; check them, or reset the password: shopterm account recover demo@shopterm.dev\n"
            ), "\(wrong.stderr)")
        let none = try await shopterm.run(["account", "login", "--email", Self.demoEmail])
        #expect(none.status == 1)
        #expect(none.stderr.contains("no password given"))
        let both = try await shopterm.run(["account", "login", "--email", Self.demoEmail, "--oauth"])
        #expect(both.status == 2)
        let taken = try await shopterm.run(["account", "signup", "--email", Self.demoEmail], input: "long enough\n")
        #expect(taken.status == 1)
        #expect(taken.stderr.hasSuffix("shopterm: email: Email has already been taken\n"))
        let notLoggedIn = try await shopterm.run(["account", "orders"])
        #expect(notLoggedIn.status == 1)
        #expect(
            notLoggedIn.stderr.hasSuffix(
                "shopterm: not logged in; run `shopterm account login --oauth` (the shop's login page) or `account login --email ADDRESS` (or `account signup`)\n"
            ))
    }

    @Test func theAddressBookByNumber() async throws {
        #expect(try await shopterm.run(["account", "login", "--email", Self.demoEmail], input: Self.demoPassword + "\n").status == 0)
        let bad = try await shopterm.run([
            "account", "addresses", "add", "--address", "address1=1 King St,city=Toronto,provinceCode=ZZ,zip=M5V 2T6,countryCode=CA",
        ])
        #expect(bad.status == 1)
        #expect(bad.stderr.hasSuffix("shopterm: province: Select a province\n"))
        let added = try await shopterm.run([
            "account", "addresses", "add", "--address", "address1=1 King St,city=Toronto,provinceCode=ON,zip=M5V 2T6,countryCode=CA",
        ])
        #expect(added.status == 0)
        #expect(
            added.stdout == """
                Saved 1 King St, Toronto ON M5V 2T6, CA.
                1. Ada Lovelace, 1 Analytical Way, Portland OR 97201, US  (default)
                2. 1 King St, Toronto ON M5V 2T6, CA

                """)
        #expect(try await shopterm.run(["account", "addresses", "default", "2"]).stdout.contains("2. 1 King St, Toronto ON M5V 2T6, CA  (default)"))
        let edited = try await shopterm.run([
            "account", "addresses", "edit", "2", "--address", "address1=2 King St,city=Toronto,provinceCode=ON,zip=M5V 2T6,countryCode=CA",
        ])
        #expect(edited.stdout.contains("2. 2 King St, Toronto ON M5V 2T6, CA  (default)"))
        let missing = try await shopterm.run(["account", "addresses", "delete", "3"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasSuffix("shopterm: no address 3; the addresses are numbered 1–2\n"))
        let deleted = try await shopterm.run(["account", "addresses", "delete", "2", "--json"])
        let items = try json(deleted)["items"] as? [[String: Any]]
        #expect(items?.count == 1)
        #expect(items?.first?["isDefault"] as? Bool == true)
    }

    @Test func updateKeepsWhatIsNotNamedAndClearsWhatIs() async throws {
        #expect(try await shopterm.run(["account", "login", "--email", Self.demoEmail], input: Self.demoPassword + "\n").status == 0)
        #expect(try await shopterm.run(["account", "update", "--phone", "+16135550123"]).stdout == "Updated Ada Lovelace.\n")
        #expect(try await shopterm.run(["account", "show"]).stdout.contains("Phone            +16135550123"))
        #expect(try await shopterm.run(["account", "update", "--last-name", "Byron"]).status == 0)
        var shown = try await shopterm.run(["account", "show"]).stdout
        #expect(shown.contains("Phone            +16135550123"))
        #expect(shown.contains("Name             Ada Byron"))
        #expect(try await shopterm.run(["account", "update", "--clear", "phone"]).status == 0)
        shown = try await shopterm.run(["account", "show"]).stdout
        #expect(shown.contains("Phone            —"))
        #expect(shown.contains("Name             Ada Byron"))
        #expect(try await shopterm.run(["account", "update", "--clear", "email"]).status == 2)
        #expect(try await shopterm.run(["account", "update"]).status == 2)
    }

    @Test func recoverThenResetWithTheLink() async throws {
        let recover = try await shopterm.run(["account", "recover", Self.demoEmail])
        #expect(recover.status == 0)
        let link = try #require(recover.stderr.components(separatedBy: "its reset link is ").last?.trimmingCharacters(in: .whitespacesAndNewlines))
        let reset = try await shopterm.run(["account", "reset", link], input: "brand new pw\n")
        #expect(reset.status == 0)
        #expect(reset.stdout == "Password changed; logged in as Ada Lovelace <demo@shopterm.dev>.\n")
        #expect(try await shopterm.run(["account", "logout"]).stdout == "Logged out.\n")
        #expect(try await shopterm.run(["account", "login", "--email", Self.demoEmail], input: "brand new pw\n").status == 0)
        #expect(
            try await shopterm.run(["account", "reset", link], input: "again again\n").stderr.hasSuffix("shopterm: resetUrl: Invalid reset URL\n"))
    }

    @Test func oauthLoginThroughTheBrowserAndTheLoopbackListener() async throws {
        let browser = shopterm.home.appendingPathComponent("browser.sh")
        try """
        #!/bin/sh
        # Logs in as the demo customer: posts the login form, then follows the redirect to shopterm.
        base="${1%%\\?*}"
        query="${1#*\\?}"
        location=$(curl -s -o /dev/null -w '%{redirect_url}' --data "$query&email=demo%40shopterm.dev&password=shopterm-demo" "$base")
        curl -s -o /dev/null "$location"
        """.write(to: browser, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: browser.path)
        let login = try await shopterm.run(["account", "login", "--oauth", "--login-timeout", "30"], environment: ["BROWSER": browser.path])
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stderr.contains("Log in at: http://127.0.0.1:"))
        #expect(login.stdout == "Logged in as Ada Lovelace <demo@shopterm.dev>.\n")
        let show = try await shopterm.run(["account", "show"])
        #expect(show.stdout.contains("Logged in        through the Customer Account API"))
        for token in try storedTokens() {
            #expect(!login.stdout.contains(token) && !login.stderr.contains(token) && !show.stdout.contains(token))
        }
        #expect(try await shopterm.run(["logout"]).stdout == "Logged out.\n")
        #expect(!FileManager.default.fileExists(atPath: sessionFile.path))
        #expect(try await shopterm.run(["logout"]).stdout == "Nobody was logged in.\n")
    }

    @Test func aPastedRedirectWithAnotherStateIsRefused() async throws {
        let pasted = try await shopterm.run(
            ["account", "login", "--oauth", "--paste", "--no-browser"],
            input: "http://127.0.0.1/callback?code=stolen&state=not-ours\n")
        #expect(pasted.status == 1)
        #expect(
            pasted.stderr.hasSuffix(
                "shopterm: login refused: the redirect's state does not match this login (it may be from another attempt); try again\n"))
        #expect(!FileManager.default.fileExists(atPath: sessionFile.path))
    }

    @Test func aLoggedInCheckoutUsesTheAccountAndItsOrderIsListed() async throws {
        let (server, url) = try await shopterm.startDemoServer()
        defer { server.terminate() }
        let shop = ["--shop", url, "--token", "t"]
        #expect(try await shopterm.run(["account", "login", "--email", Self.demoEmail] + shop, input: Self.demoPassword + "\n").status == 0)
        #expect(try await shopterm.run(["cart", "add", "swift-runner"] + shop).status == 0)
        let checkout = try await shopterm.run(["checkout", "--json"] + shop)
        #expect(checkout.status == 0, "\(checkout.stderr)")
        let document = try json(checkout)
        #expect(document["email"] as? String == Self.demoEmail)
        let checkoutURL = try #require(document["checkoutUrl"] as? String)
        // Logged in, the checkout signs the buyer in too (Shopify's checkout single sign-on).
        #expect(checkoutURL.hasSuffix("?logged_in=true&sso=silent"), "\(checkoutURL)")
        #expect(try await Self.post(checkoutURL + "/pay") == "200")
        let orders = try json(try await shopterm.run(["account", "orders", "--json"] + shop))
        let items = try #require(orders["items"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["#1001"])
        #expect(try await shopterm.run(["account", "orders"] + shop).stdout.contains("#1001"))
    }

    /// Before every hand-off a Customer Account API login is refreshed and its new token put
    /// on the cart (`cartBuyerIdentityUpdate`), as Shopify asks; the checkout is the customer's.
    @Test func theCustomerTokenIsRefreshedAndPutOnTheCartBeforeEveryHandOff() async throws {
        let (server, url) = try await shopterm.startDemoServer()
        defer { server.terminate() }
        let shop = ["--shop", url, "--token", "t"]
        let browser = shopterm.home.appendingPathComponent("browser.sh")
        try """
        #!/bin/sh
        base="${1%%\\?*}"
        query="${1#*\\?}"
        location=$(curl -s -o /dev/null -w '%{redirect_url}' --data "$query&email=demo%40shopterm.dev&password=shopterm-demo" "$base")
        curl -s -o /dev/null "$location"
        """.write(to: browser, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: browser.path)
        let login = try await shopterm.run(["account", "login", "--oauth", "--login-timeout", "30"] + shop, environment: ["BROWSER": browser.path])
        #expect(login.status == 0, "\(login.stderr)")
        #expect(try await shopterm.run(["cart", "add", "swift-runner"] + shop).status == 0)
        let folders = try FileManager.default.contentsOfDirectory(atPath: shopterm.home.appendingPathComponent("state/shopterm").path)
        let folder = try #require(
            folders.first { FileManager.default.fileExists(atPath: shopterm.home.appendingPathComponent("state/shopterm/\($0)/session.json").path) })
        let session = shopterm.home.appendingPathComponent("state/shopterm/\(folder)/session.json")
        for round in 1...2 {
            let before = try storedTokens(of: session)
            let checkout = try await shopterm.run(["checkout", "--json", "--verbose"] + shop)
            #expect(checkout.status == 0, "\(checkout.stderr)")
            #expect(try json(checkout)["email"] as? String == Self.demoEmail)
            let after = try storedTokens(of: session)
            // The Storefront token, the access token and the refresh token (the ID token stays).
            #expect(Set(after.prefix(3)).isDisjoint(with: before) && after.count == 4, "round \(round): the tokens are new after the hand-off")
            // The refreshed token went on the cart after the shipping rate was chosen.
            let sent = checkout.stderr.split(separator: "\n").compactMap { $0.split(separator: " ").first { $0.hasPrefix("Cart") } }
            #expect(sent.last == "CartBuyerIdentityUpdate", "round \(round): \(sent)")
            for token in before + after { #expect(!checkout.stdout.contains(token) && !checkout.stderr.contains(token)) }
        }
    }

    /// POSTs to `url` with curl and returns the HTTP status.
    static func post(_ url: String) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", "POST", url]
        return try await Shopterm.capture(process, timeout: 30).stdout
    }
}
