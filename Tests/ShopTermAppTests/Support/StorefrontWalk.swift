import Foundation
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import StoreKitTestSupport
import StorefrontHarness

/// One seed's money walk in the storefront: the shopper's steps as keys to the same `Program`
/// the terminal runs (``HeadlessStorefront``), against the generated store in this process,
/// every frame checked: one currency, "was" prices only beside their own price, the cart's and
/// the review's figures the store's, and the charge on the checkout page what the review said.
final class StorefrontWalk {
    let store: MoneyStore
    let shopper: MoneyShopper
    let demo: DemoStore
    let app: HeadlessStorefront
    let oracle: StoreOracle
    var country: String
    var problems: [String] = []
    private var stated: [String: [String: StoreOracle.Variant]] = [:]

    init(store: MoneyStore, shopper: MoneyShopper) throws {
        self.store = store
        self.shopper = shopper
        country = store.country
        let demo = try DemoStore(catalog: DemoCatalog.read(store.json), options: DemoStore.Options(shippingRatePolls: 1))
        self.demo = demo
        // With a token, as a store that shows stock: the walk checks quantities against it.
        let client = StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: "walk", timeout: 60), transport: InProcessTransport(store: demo),
            logger: HeadlessStorefront.quiet)
        app = try HeadlessStorefront(store: demo, client: client, width: 100, height: 32)
        oracle = StoreOracle { method, path, body in
            let headers = method == "POST" ? ["Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": "walk"] : [:]
            guard case .response(let response) = await demo.handle(DemoStore.Request(method: method, path: path, headers: headers, body: body))
            else { throw WalkError("the demo store did not answer \(method) \(path)") }
            return response.body
        }
    }

    func run() async throws -> [String] {
        defer { app.stop() }
        guard try await openEverything() else { return ["the collection did not open:\n\(app.frame?.text ?? "")"] }
        for (number, step) in shopper.steps.enumerated() {
            let before = problems.count
            try await take(step)
            if ProcessInfo.processInfo.environment["SHOPTERM_MONEY_VERBOSE"] != nil {
                let lines = app.state.cart.local.lines.map { "\($0.quantity) × \($0.title) \($0.price)" }
                FileHandle.standardError.write(Data("[\(country)] \(step) → \(lines)\n\(app.frame?.text ?? "")\n".utf8))
            }
            if problems.count > before { problems.insert("after step \(number + 1) (\(step)):", at: before) }
        }
        return problems
    }

    /// Starts the storefront and opens the generated store's one collection from the home menu.
    private func openEverything(starting: Bool = true) async throws -> Bool {
        if starting {
            try app.start()
            guard await app.wait(until: { $0.shop != nil && $0.shopRequest == nil }) else { return false }
        }
        for _ in 0..<8 where app.frame?.lines.first(where: { $0.contains("▸") })?.contains("Everything") != true { await press([.down]) }
        await press([.enter])
        return await app.wait(until: { state in
            if case .collection(let screen) = state.screen { return !screen.products.items.isEmpty } else { return false }
        })
    }

    private func variants(in country: String) async throws -> [String: StoreOracle.Variant] {
        if let known = stated[country] { return known }
        let found = try await oracle.variants(store.products.map(\.handle), country: country)
        stated[country] = found
        return found
    }

    private var currency: MoneyCurrency { store.currency(of: country) }

    /// Sends `keys` one by one, then lets the store answer.
    private func press(_ keys: [Key]) async {
        for key in keys { app.send(.key(key)) }
        await app.settle()
        app.deliver()
        checkFrame()
    }

    /// The frame: in one currency, the market's (the market picker lists every country's, and is
    /// left out).
    private func checkFrame() {
        guard let frame = app.frame else { return }
        if case .markets = app.state.screen { return }
        let marked = MoneyCurrency.marked(in: frame.text, among: store.currencies)
        if marked.count > 1 || (marked.count == 1 && marked != [currency.code] && !isCheckingOutElsewhere) {
            problems.append("a frame in \(marked.sorted()) (market \(country), \(currency.code)):\n\(frame.text)")
        }
    }

    /// A checkout to an address in another market is priced in that market's currency.
    private var isCheckingOutElsewhere: Bool {
        if case .checkout(let screen) = app.state.screen, let buyer = screen.checkout?.buyerCountry { return buyer != country }
        return false
    }

    private func take(_ step: MoneyShopper.Step) async throws {
        switch step {
        case .add(let product, let variant, let quantity, let plan):
            try await add(product: product, variant: variant, quantity: quantity, plan: plan)
        case .setQuantity(let line, let quantity):
            guard try await openCart(), !app.state.cart.local.lines.isEmpty else { return }
            let index = line % app.state.cart.local.lines.count
            await press([Key.home] + Array(repeating: Key.down, count: index))
            // The store may have changed the cart meanwhile (stock it follows).
            guard app.state.cart.local.lines.indices.contains(index) else { return }
            let now = app.state.cart.local.lines[index].quantity
            let key: Key = quantity > now ? .character("+") : .character("-")
            await press(Array(repeating: key, count: min(6, abs(quantity - now))))
            try await checkCart()
        case .remove(let line):
            guard try await openCart(), !app.state.cart.local.lines.isEmpty else { return }
            await press([Key.home] + Array(repeating: Key.down, count: line % app.state.cart.local.lines.count) + [Key.character("d")])
            try await checkCart()
        case .discountCode(let code):
            guard try await openCart(), !app.state.cart.local.lines.isEmpty else { return }
            await press([Key.character("%")] + code.map { Key.character($0) } + [Key.enter])
            try await checkCart()
        case .giftCard(let code):
            guard try await openCart(), !app.state.cart.local.lines.isEmpty else { return }
            await press([Key.character("$")] + code.map { Key.character($0) } + [Key.enter])
            try await checkCart()
        case .market(let next):
            try await changeMarket(to: next)
        case .checkout(let destination):
            try await checkOut(to: destination)
        }
    }

    private func add(product index: Int, variant: Int, quantity: Int, plan: Int?) async throws {
        var onCollection: Bool { if case .collection = app.state.screen { return true } else { return false } }
        for _ in 0..<6 where !onCollection && app.state.stack.count > 1 { await press([.escape]) }
        if !onCollection {
            guard try await openEverything(starting: false) else { return problems.append("the collection did not open again: \(app.state.stack)") }
        }
        await press([Key.home] + Array(repeating: Key.down, count: index) + [Key.enter])
        guard await app.wait(until: { $0.screen.product?.product != nil }) else { return problems.append("product \(index) did not open") }
        await press(Array(repeating: Key.right, count: variant % 4) + Array(repeating: Key.character("+"), count: quantity - 1))
        if let plan {
            // The purchase row comes after one row per option: ‹ Once › then each plan in turn.
            let options = store.products[index].variants[0].title.components(separatedBy: " / ").count
            await press(Array(repeating: Key.down, count: options) + Array(repeating: Key.right, count: plan + 1))
        }
        let oracle = try await variants(in: country)
        if let frame = app.frame {
            let pairs = oracle.values.compactMap { variant in variant.compareAt.map { (price: variant.price, compareAt: $0) } }
            problems += WasPrices.misplaced(in: frame.text, pairs: pairs, decimals: currency.decimals).map { "product page: \($0)" }
        }
        await press([.enter])
        await press([.escape])
    }

    /// Opens the cart (from wherever the walk is) and lets its checks answer.
    private func openCart() async throws -> Bool {
        while app.state.stack.count > 2 { await press([.escape]) }
        await press([.character("c")])
        return app.state.screen == .cart
    }

    /// The cart as shown: one currency (checked with the frame), each line's price the store's
    /// in this market, no more than the store has, and the subtotal shown the sum of the lines.
    private func checkCart() async throws {
        let oracle = try await variants(in: country)
        let cart = app.state.cart.local
        for (number, line) in cart.lines.enumerated() where line.price.currencyCode == currency.code {
            guard let variant = oracle[line.variantID.rawValue] else { continue }
            let stated = line.plan.map { variant.plans[$0.name] } ?? variant.price
            if let stated, stated != line.price.amount {
                problems.append("cart line \(number + 1) costs \(line.price.amount); the store states \(stated)")
            }
            if let most = variant.quantity, variant.available, line.quantity > most {
                problems.append("cart line \(number + 1) holds \(line.quantity); the store has \(most)")
            }
        }
        guard let frame = app.frame?.text, let subtotal = cart.subtotal else { return }
        let shown = Set(frame.matches(of: #/[0-9](?:[0-9.,'’\u{00A0}\u{202F}]*[0-9])?/#).map { WasPrices.digits(String($0.output)) })
        if !shown.contains(WasPrices.digits(subtotal.amount, currency.decimals)) && frame.contains("Subtotal") {
            problems.append("the cart's subtotal \(subtotal.amount) (the sum of its lines) is not on the screen:\n\(frame)")
        }
    }

    private func changeMarket(to next: String) async throws {
        await press([.character("m")])
        guard await app.wait(until: { if case .markets(let screen) = $0.screen { return !screen.countries.items.isEmpty } else { return false } })
        else { return problems.append("the market picker did not load") }
        await press([.home])
        for _ in 0..<40 {
            guard case .markets(let screen) = app.state.screen, screen.countries.current?.code != next else { break }
            app.send(.key(.down))
        }
        country = next
        await press([.enter])
        try await checkCart()
    }
}
