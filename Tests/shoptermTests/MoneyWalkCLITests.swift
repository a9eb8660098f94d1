import Foundation
import StoreKitTestSupport
import Testing

/// Money checked by catalogs no one wrote by hand, on the command line: for each seed a
/// generated store (a catalog file served by `shopterm demo-server --catalog`) and a generated
/// shopper, whose every step is a `shopterm … --json` command; each answer is checked against
/// what the store states, and the checkout is paid on the demo checkout page. A failure names
/// its seed: `SHOPTERM_MONEY_SEED=N swift test --skip-build --filter MoneyWalkCLITests` reruns it.
@Suite struct MoneyWalkCLITests {
    @Test func everyFigureIsTheStoresOnGeneratedStores() async throws {
        for seed in MoneySeeds.seeds(ciCount: 16) {
            let store = MoneyStoreGenerator.store(seed: seed)
            let shopper = MoneyShopper(seed: seed, store: store)
            let problems: [String]
            do { problems = try await CLIWalk(store: store, shopper: shopper).run() } catch { problems = ["the walk stopped: \(error)"] }
            #expect(problems.isEmpty, Comment(rawValue: MoneySeeds.report(store, shopper, problems.joined(separator: "\n"))))
        }
    }
}

/// One seed's walk on the command line.
private final class CLIWalk {
    let store: MoneyStore
    let shopper: MoneyShopper
    let shopterm = Shopterm()
    var country: String
    var problems: [String] = []
    var oracle: StoreOracle!
    var stated: [String: [String: StoreOracle.Variant]] = [:]
    var lineCount = 0

    init(store: MoneyStore, shopper: MoneyShopper) {
        self.store = store
        self.shopper = shopper
        country = store.country
    }

    func run() async throws -> [String] {
        let file = shopterm.home.appendingPathComponent("catalog.json")
        try store.json.write(to: file)
        let (server, base) = try await shopterm.startDemoServer(["--catalog", file.path])
        defer { server.terminate() }
        guard base.hasPrefix("http") else { return ["the demo server did not start on the generated catalog"] }
        oracle = StoreOracle(base: base)
        try await checkCompareAt(base)
        for (number, step) in shopper.steps.enumerated() {
            let before = problems.count
            try await take(step, base: base)
            if problems.count > before { problems.insert("after step \(number + 1) (\(step)):", at: before) }
        }
        return problems
    }

    private func variants(in country: String) async throws -> [String: StoreOracle.Variant] {
        if let known = stated[country] { return known }
        let found = try await oracle.variants(store.products.map(\.handle), country: country)
        stated[country] = found
        return found
    }

    /// Runs `shopterm arguments… --json` in the current market; the document it printed.
    private func json(_ arguments: [String], base: String) async throws -> (status: Int32, document: [String: Any], stderr: String) {
        let result = try await shopterm.run(arguments + ["--json", "--shop", base, "--token", "t"], environment: ["SHOPTERM_COUNTRY": country])
        let document = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any] ?? [:]
        if ProcessInfo.processInfo.environment["SHOPTERM_MONEY_VERBOSE"] != nil {
            FileHandle.standardError.write(
                Data("[\(country)] shopterm \(arguments.joined(separator: " ")) → \(result.status)\n\(result.stdout)\(result.stderr)\n".utf8))
        }
        if result.status != 0 && result.stderr.isEmpty { problems.append("`\(arguments.joined(separator: " "))` failed without a word") }
        if result.stderr.contains("Fatal error") || result.status > 2 {
            problems.append("`\(arguments.joined(separator: " "))` crashed: \(result.stderr)")
        }
        return (result.status, document, result.stderr)
    }

    private func checkCart(_ document: [String: Any]) async throws {
        guard document["cart"] != nil else { return }
        lineCount = ((document["cart"] as? [String: Any])?["lines"] as? [Any])?.count ?? 0
        problems += MoneyJSONChecks.cart(document, currency: store.currency(of: country).code, oracle: try await variants(in: country))
        if let storeCart = document["store"] as? [String: Any] { problems += MoneyJSONChecks.storeCart(storeCart) }
    }

    private func take(_ step: MoneyShopper.Step, base: String) async throws {
        switch step {
        case .add(let productIndex, let variantIndex, let quantity, let plan):
            let product = store.products[productIndex]
            var arguments = ["cart", "add", product.handle, "--variant", product.variants[variantIndex].title, "--qty", "\(quantity)"]
            if let plan { arguments += ["--plan", product.plans[plan]] }
            try await checkCart(try await json(arguments, base: base).document)
        case .setQuantity(let line, let quantity):
            guard lineCount > 0 else { return }
            try await checkCart(try await json(["cart", "set", "\(line % lineCount + 1)", "--qty", "\(quantity)"], base: base).document)
        case .remove(let line):
            guard lineCount > 0 else { return }
            try await checkCart(try await json(["cart", "remove", "\(line % lineCount + 1)"], base: base).document)
        case .discountCode(let code):
            try await checkCart(try await json(["cart", "discount", "add", code], base: base).document)
        case .giftCard(let code):
            let result = try await shopterm.run(
                ["cart", "gift-card", "add", "-", "--json", "--shop", base, "--token", "t"], environment: ["SHOPTERM_COUNTRY": country],
                input: code + "\n")
            try await checkCart((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any] ?? [:])
        case .market(let next):
            country = next
            let revalidated = try await json(["cart", "revalidate"], base: base)
            try await checkCart(revalidated.document)
            let lines = ((revalidated.document["cart"] as? [String: Any])?["lines"] as? [[String: Any]]) ?? []
            let wanted = store.currency(of: next).code
            for line in lines where StoreOracle.money(line["price"])?.currency != wanted {
                problems.append(
                    "after the change to \(next), line \(line["line"] ?? "?") is still in \(StoreOracle.money(line["price"])?.currency ?? "?"), not \(wanted)"
                )
            }
        case .checkout(let destination):
            try await checkOut(to: destination, base: base)
        }
    }

    private func checkCompareAt(_ base: String) async throws {
        let oracle = try await variants(in: country)
        let listed = try await json(["products", "--all"], base: base)
        problems += MoneyJSONChecks.compareAt(listed.document["items"] as? [[String: Any]] ?? [], oracle: oracle)
        let product = store.products[Int(store.seed % UInt64(store.products.count))]
        let detail = try await json(["product", product.handle], base: base)
        problems += MoneyJSONChecks.compareAt([detail.document], oracle: oracle)
        // The text: each "was" stands beside the price of a variant whose compare-at it is.
        let text = try await shopterm.run(["product", product.handle, "--shop", base, "--token", "t"], environment: ["SHOPTERM_COUNTRY": country])
        let pairs = oracle.values.compactMap { variant in variant.compareAt.map { (price: variant.price, compareAt: $0) } }
        problems += WasPrices.misplaced(in: text.stdout, pairs: pairs, decimals: store.currency(of: country).decimals).map {
            "`shopterm product \(product.handle)`: \($0)"
        }
    }

    private func checkOut(to destination: String, base: String) async throws {
        let address = MoneyStore.address(in: destination).map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ",")
        let checkout = try await json(["checkout", "--email", "walk@example.com", "--address", address, "--accept-changes"], base: base)
        guard checkout.status == 0 else {
            // An empty cart, or lines sold out where the address is: said, with no URL.
            if lineCount > 0 && !checkout.stderr.contains("empty") && !checkout.stderr.contains("sold out") {
                problems.append("checkout to \(destination) failed: \(checkout.stderr)")
            }
            return
        }
        let document = checkout.document
        problems += MoneyJSONChecks.storeCart(document)
        guard let url = document["checkoutUrl"] as? String, let total = StoreOracle.money(document["total"]) else {
            problems.append("checkout --json has no URL or total")
            return
        }
        let wanted = store.currency(of: destination).code
        if total.currency != wanted { problems.append("checked out to \(destination) in \(total.currency), not its market's \(wanted)") }
        let page = try await oracle.checkoutPage(url)
        let cards = document["giftCards"] as? [[String: Any]] ?? []
        let usedInCart = cards.reduce(Decimal(0)) { $0 + (StoreOracle.money($1["amountUsed"])?.amount ?? 0) }
        let usedOnPage = page.cards.values.reduce(Decimal(0), +)
        // The page charges the cart's total plus its taxes; what the cards pay of them comes off.
        if page.total + usedOnPage != total.amount + usedInCart + page.tax - (StoreOracle.money(document["taxes"])?.amount ?? 0) {
            problems.append(
                "the page charges \(page.total) with cards paying \(usedOnPage) and tax \(page.tax); shopterm said \(total.amount) before taxes with cards paying \(usedInCart)"
            )
        }
        if page.currency != total.currency { problems.append("the page charges in \(page.currency), shopterm said \(total.currency)") }
        let paid = try await oracle.pay(url)
        if paid.amount != page.total || paid.currency != page.currency {
            problems.append("paying charged \(paid.amount) \(paid.currency); the page said \(page.total) \(page.currency)")
        }
        try await checkRemainders(cards: cards, page: page.cards, destination: destination)
    }

    /// Each card now holds its balance less what the page said it pays (or is used up).
    private func checkRemainders(cards: [[String: Any]], page: [String: Decimal], destination: String) async throws {
        let variants = try await variants(in: destination)
        guard let anyVariant = variants.first(where: { $0.value.available && $0.value.plans.isEmpty })?.key else { return }
        for card in cards {
            guard let last = card["lastCharacters"] as? String, let balance = StoreOracle.money(card["balance"]),
                let code = store.giftCards.first(where: { $0.code.hasSuffix(last) })?.code
            else { continue }
            let expected = balance.amount - (page[last] ?? 0)
            let now = try await oracle.giftCardBalance(code, variantID: anyVariant, country: destination)
            if abs((now?.amount ?? 0) - expected) > store.giftCardLeeway(in: destination) {
                problems.append(
                    "gift card …\(last) held \(balance.amount), the page took \(page[last] ?? 0); it now holds \(now?.amount ?? 0), not \(expected)")
            }
        }
    }
}
