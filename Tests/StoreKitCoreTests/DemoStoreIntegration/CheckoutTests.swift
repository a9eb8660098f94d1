import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Cart API checkout against the demo store: the whole flow, user errors, polling bounds,
/// updates of an existing cart, and completion after paying the demo checkout page.
@Suite struct CheckoutTests {
    static let portland = ShippingAddress(
        firstName: "Ada", lastName: "Lovelace", address1: "1 Main St", city: "Portland",
        provinceCode: "OR", zip: "97201", countryCode: "US")
    static let toronto = ShippingAddress(address1: "1 King St", city: "Toronto", provinceCode: "ON", zip: "M5V 2T6", countryCode: "CA")
    /// 2 × Swift Runner 8 / Black ($120) and 1 × 9 / White.
    static let lines: [LineInput] = [
        LineInput(variantID: "gid://shopify/ProductVariant/2", quantity: 2), LineInput(variantID: "gid://shopify/ProductVariant/9", quantity: 1),
    ]

    struct Setup {
        let demo: DemoHarness
        let clock = TestClock()
        let backend: CartCheckout
        var flow: CheckoutFlow { CheckoutFlow(backend: backend, clock: clock) }

        init(attempts: Int = 8, version: String = APIVersion.default.rawValue) throws {
            demo = try DemoHarness()
            let client = StorefrontClient(
                configuration: .init(
                    endpoint: URL(string: "http://127.0.0.1/api/\(version)/graphql.json")!, apiVersion: APIVersion(version)!, token: ""),
                transport: InProcessTransport(store: demo.store))
            backend = CartCheckout(client: client, polling: PollingPolicy(attempts: attempts, interval: 0.25), clock: clock)
        }

        var operations: [String] { demo.store.requestLog.map(\.operationName) }

        func chargedTotal(_ url: URL) async throws -> Money? { await demo.chargedTotal(url) }
        func pay(_ url: URL) async -> Int { await demo.pay(url) }
    }

    @Test func theWholeFlowEndsWithAPaidOrder() async throws {
        let setup = try Setup()
        let (state, url) = try await setup.flow.run(lines: Self.lines, email: "ada@example.com", address: Self.toronto, shipping: .handle("express"))
        #expect(url.absoluteString.hasPrefix("http://127.0.0.1/checkouts/cn/"))
        #expect(state.email == "ada@example.com")
        #expect(state.address?.zip == "M5V 2T6")
        #expect(state.lines.map(\.quantity) == [2, 1])
        // Shipped to Canada, the cart is in the store's Canadian market: $360 is C$493.20 (×1.37,
        // line by line), the $25 express rate C$34.25.
        #expect(state.subtotal == Money(amount: "493.20", currencyCode: "CAD"))
        #expect(
            state.selectedRate
                == ShippingRate(
                    handle: "express", title: "Express", price: Money(amount: "34.25", currencyCode: "CAD")!, description: "2–3 business days"))
        // The cart states no taxes (like Shopify); the checkout page adds Ontario's 13 % on 493.20 = 64.12.
        #expect(state.taxesCalculatedAtPayment)
        #expect(state.total == Money(amount: "527.45", currencyCode: "CAD"))
        #expect(try await setup.chargedTotal(url) == Money(amount: "591.57", currencyCode: "CAD"))
        #expect(try await setup.flow.backend.completion(of: state) == nil)
        #expect(await setup.pay(url) == 200)
        let order = try await setup.flow.waitForCompletion(of: state, interval: 1, timeout: 10)
        #expect(order != nil && order?.total == nil && order?.name == nil)
        #expect(await setup.pay(url) == 409)
    }

    @Test func cartAPIUsesThreeRoundTripsWithTwoPollsForThePreselectedRate() async throws {
        let setup = try Setup()
        let (state, _) = try await setup.flow.run(lines: Self.lines, email: "ada@example.com", address: Self.portland, shipping: .cheapest)
        #expect(setup.operations == ["CartCreate", "Cart", "Cart"])
        #expect(state.selectedRate?.handle == "standard")
        #expect(setup.clock.sleeps == [0.25])
    }

    @Test func anotherRateThanThePreselectedOneCostsOneMutation() async throws {
        let setup = try Setup()
        let (state, _) = try await setup.flow.run(lines: Self.lines, email: "ada@example.com", address: Self.portland, shipping: .handle("express"))
        #expect(setup.operations == ["CartCreate", "Cart", "Cart", "CartSelectedDeliveryOptionsUpdate"])
        #expect(state.selectedRate?.handle == "express")
    }

    /// Shopify answers a retired API version as the oldest supported one: the Checkout API is
    /// gone on every version, and a store asked in 2024-04 answers with the Cart API.
    @Test func aRetiredVersionIsAnsweredWithTheCartAPI() async throws {
        let setup = try Setup(version: "2024-04")
        let (state, _) = try await setup.flow.run(lines: Self.lines, email: "ada@example.com", address: Self.portland, shipping: .cheapest)
        #expect(state.id.hasPrefix("gid://shopify/Cart/"))
        let legacy = try await setup.demo.raw(#"mutation { checkoutCreate(input: {}) { checkout { id } } }"#, path: "/api/2024-04/graphql.json")
        #expect(legacy.1["data"] == nil)
        #expect(legacy.1.errorMessages.contains { $0.contains("checkoutCreate") })
    }

    @Test func userErrorsReachThePersonWithTheirField() async throws {
        let setup = try Setup()
        var bad = Self.portland
        bad.zip = "9720"
        do {
            _ = try await setup.flow.run(lines: Self.lines, email: "not-an-email", address: bad, shipping: .cheapest)
            Issue.record("a bad address was accepted")
        } catch let error as CheckoutError {
            guard case .userErrors(let errors) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(errors.map(\.description) == ["email: Email is invalid", "zip: Enter a valid ZIP code"])
            #expect(errors.allSatisfy { $0.code != nil })
        }
    }

    @Test func pollingStopsAtItsBoundWhenNoRatesCome() async throws {
        let setup = try Setup(attempts: 3)
        let faraway = ShippingAddress(address1: "1 Rue", city: "Reykjavik", zip: "101", countryCode: "IS")
        await #expect(throws: CheckoutError.noShippingRates(attempts: 3, country: "IS")) {
            try await setup.flow.run(lines: Self.lines, email: "ada@example.com", address: faraway, shipping: .cheapest)
        }
        let polls = setup.operations.filter { $0 == "Cart" }
        #expect(polls.count == 3)
        #expect(setup.clock.sleeps.count == 2)
    }

    @Test func anUnknownShippingHandleListsTheOffer() async throws {
        let setup = try Setup()
        await #expect(throws: CheckoutError.unknownShippingRate("drone", available: ["standard", "express", "overnight"])) {
            try await setup.flow.run(lines: Self.lines, email: "ada@example.com", address: Self.portland, shipping: .handle("drone"))
        }
    }

    /// The address changes in one `cartDeliveryAddressesReplace` on 2025-10 and later, by
    /// updating the cart's address before.
    @Test(arguments: [
        ("2025-07", "CartDeliveryAddressesUpdate"), ("2025-10", "CartDeliveryAddressesReplace"),
        ("2026-04", "CartDeliveryAddressesReplace"),
    ])
    func anExistingCartIsUpdatedNotRecreated(version: String, addressChange: String) async throws {
        let setup = try Setup(version: version)
        let (first, _) = try await setup.flow.run(lines: Self.lines, email: "ada@example.com", address: Self.portland, shipping: .cheapest)
        let changed: [LineInput] = [
            LineInput(variantID: "gid://shopify/ProductVariant/2", quantity: 1), LineInput(variantID: "gid://shopify/ProductVariant/20", quantity: 1),
        ]
        let (second, _) = try await setup.flow.run(
            lines: changed, email: "grace@example.com", address: Self.toronto, shipping: .cheapest, previous: first.id)
        #expect(second.id == first.id)
        #expect(
            Set(second.lines.map { "\($0.variantID.rawValue)×\($0.quantity)" })
                == ["gid://shopify/ProductVariant/2×1", "gid://shopify/ProductVariant/20×1"])
        #expect(second.email == "grace@example.com")
        #expect(second.address?.city == "Toronto")
        let afterFirst = setup.operations.dropFirst(3)
        #expect(
            Array(afterFirst.prefix(6)) == [
                "Cart", "CartLinesRemove", "CartLinesUpdate", "CartLinesAdd", "CartBuyerIdentityUpdate",
                addressChange,
            ])
        #expect(setup.demo.store.requestLog.allSatisfy { $0.status == 200 })
    }

    @Test func aPaidCartIsGoneAndStartsOver() async throws {
        let setup = try Setup()
        let (first, url) = try await setup.flow.run(lines: Self.lines, email: "ada@example.com", address: Self.portland, shipping: .cheapest)
        #expect(await setup.pay(url) == 200)
        #expect(try await setup.backend.fetch(id: first.id) == nil)
        let (second, _) = try await setup.flow.run(
            lines: Self.lines, email: "ada@example.com", address: Self.portland, shipping: .cheapest, previous: first.id)
        #expect(second.id != first.id)
    }

    /// A store whose checkout lives on the merchant's own domain: the flow hands over that URL.
    @Test func aCheckoutOnTheMerchantsOwnDomainIsHandedOver() async throws {
        let setup = try Setup()
        setup.demo.store.checkoutBaseURL = "https://checkout.trailhead-shoes.example"
        let (_, url) = try await setup.flow.run(lines: Self.lines, email: "ada@example.com", address: Self.portland, shipping: .cheapest)
        #expect(url.scheme == "https" && url.host == "checkout.trailhead-shoes.example")
        #expect(url.path.hasPrefix("/checkouts/cn/"))
    }

    @Test func cartWarningsAreKept() async throws {
        let setup = try Setup()
        // Variant 2 (Swift Runner 8 / Black) has 2 in stock; asking for 9 adds 2 with a warning.
        let (state, _) = try await setup.flow.run(
            lines: [LineInput(variantID: "gid://shopify/ProductVariant/2", quantity: 9)], email: "ada@example.com",
            address: Self.portland, shipping: .cheapest)
        #expect(state.lines.first?.quantity == 2)
        #expect(state.warnings.map(\.code) == ["MERCHANDISE_NOT_ENOUGH_STOCK"])
    }

    /// Updating an earlier cart runs several mutations: the warnings of each are kept, not
    /// only the last one's (here the lines' stock warning survives the address change after it).
    @Test func everyMutationsWarningsAreKept() async throws {
        let setup = try Setup()
        let (first, _) = try await setup.flow.run(lines: Self.lines, email: "ada@example.com", address: Self.portland, shipping: .cheapest)
        let (second, _) = try await setup.flow.run(
            lines: [LineInput(variantID: "gid://shopify/ProductVariant/2", quantity: 9)], email: "grace@example.com",
            address: Self.toronto, shipping: .cheapest, previous: first.id)
        #expect(second.id == first.id)
        #expect(setup.operations.contains("CartDeliveryAddressesReplace") && setup.operations.contains("CartBuyerIdentityUpdate"))
        #expect(second.warnings.map(\.code) == ["MERCHANDISE_NOT_ENOUGH_STOCK"])
    }

    /// A store's message is shown on one line, whatever it holds; decisions read the code.
    @Test func storeMessagesAreShownOnOneLine() {
        let warning = CheckoutWarning(code: "MERCHANDISE_NOT_ENOUGH_STOCK", message: "Only 2\nleft\u{7}  in stock", target: "x")
        #expect(warning.description == "Only 2 left in stock")
        #expect(UserError(field: ["input", "zip"], code: "INVALID", message: "Enter a\r\nvalid ZIP").description == "zip: Enter a valid ZIP")
        #expect(CheckoutWarning(code: "DISCOUNT_NOT_FOUND", message: " \n ", target: "x").description == "DISCOUNT_NOT_FOUND")
    }

    @Test func anEmptyCartIsRefused() async throws {
        await #expect(throws: CheckoutError.emptyCart) {
            try await Setup().flow.run(lines: [], email: "ada@example.com", address: Self.portland, shipping: .cheapest)
        }
    }

    @Test func theCheckoutPageSumsUpAndEscapes() async throws {
        let setup = try Setup()
        let (_, url) = try await setup.flow.run(lines: Self.lines, email: "ada@example.com", address: Self.portland, shipping: .cheapest)
        guard case .response(let page) = await setup.demo.store.handle(.init(method: "GET", path: url.path, headers: [:], body: Data())) else {
            Issue.record("no page")
            return
        }
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(page.status == 200)
        #expect(html.contains("2 × Swift Runner"))
        #expect(html.contains(#"<dd id="total" data-amount="360.00" data-currency="USD">$360.00</dd>"#))
        #expect(html.contains(#"<form method="post" action="/checkouts/cn/"#))
        #expect(CheckoutPage.escape(#"<script>"x"&'"#) == "&lt;script&gt;&quot;x&quot;&amp;&#39;")
        let reply = await setup.demo.store.handle(.init(method: "GET", path: "/checkouts/cn/nope", headers: [:], body: Data()))
        let missing = try #require({ if case .response(let response) = reply { response } else { nil } }(), "\(reply)")
        #expect(missing.status == 404)
    }

    @Test func overHTTPThroughTheLiveTransport() async throws {
        let store = try DemoStore(catalog: DemoHarness.shoeStore)
        let server = DemoHTTPServer(store: store)
        let port = try server.start()
        defer { server.stop() }
        let client = StorefrontClient(
            // (The server shares this process's threads with every other test: silence is allowed long.)
            configuration: .init(
                endpoint: try ShopEndpoint(parsing: "http://127.0.0.1:\(port)").graphQLURL(version: .default), token: "t",
                timeout: 180, connectTimeout: 60),
            transport: CurlTransport())
        let flow = CheckoutFlow(backend: CartCheckout(client: client, polling: PollingPolicy(interval: 0.01)))
        let (state, url) = try await flow.run(lines: Self.lines, email: "ada@example.com", address: Self.portland, shipping: .cheapest)
        #expect(url.absoluteString.hasPrefix("http://127.0.0.1:\(port)/checkouts/cn/"))
        var request = URLRequest(url: url.appendingPathComponent("pay"))
        request.httpMethod = "POST"
        let (body, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self).contains("Order #1001 is paid"))
        #expect(try await flow.waitForCompletion(of: state, interval: 0.05, timeout: 5) != nil)
    }

    /// The delivery option the store preselects is in the total of the very answer that shows
    /// it, and that total is what the checkout page charges (Portland, Oregon: no sales tax).
    /// Before, the first answer with options left the preselected rate out: $45.00 shown, $50.00 charged.
    @Test func theTotalShownIsTheTotalTheCheckoutPageCharges() async throws {
        let setup = try Setup()
        let product = try #require(try await setup.demo.client.fetch(ProductQuery(.handle("tide-slide"))).product)
        let variant = try #require(product.variants.first { $0.title == "7 / Sand" })
        let (state, url) = try await setup.flow.run(
            lines: [LineInput(variantID: variant.id, quantity: 1)], email: "ada@example.com", address: Self.portland, shipping: .cheapest)
        #expect(state.selectedRate?.price == Money(amount: "5.00", currencyCode: "USD"))
        #expect(state.subtotal == Money(amount: "45.00", currencyCode: "USD"))
        #expect(state.total == Money(amount: "50.00", currencyCode: "USD"))
        #expect(setup.operations == ["Product", "CartCreate", "Cart", "Cart"])
        #expect(try await setup.chargedTotal(url) == state.total)
    }

    /// Where the page adds taxes, the cart says they are calculated at payment, and the page's
    /// total is exactly the shown total before taxes plus the tax it names.
    @Test func taxesAreAddedByThePageOnTopOfTheTotalBeforeTaxes() async throws {
        let setup = try Setup()
        let sanFrancisco = ShippingAddress(
            firstName: "Ada", address1: "1 Market St", city: "San Francisco", provinceCode: "CA", zip: "94103", countryCode: "US")
        let (state, url) = try await setup.flow.run(
            lines: Self.lines, email: "ada@example.com", address: sanFrancisco, shipping: .handle("overnight"))
        #expect(state.taxesCalculatedAtPayment)
        #expect(state.total.amount == state.subtotal.amount + (state.selectedRate?.price.amount ?? 0))
        // California: 7.25 % of 360 = 26.10.
        #expect(try await setup.chargedTotal(url) == Money(amount: state.total.amount + Decimal(string: "26.10")!, currencyCode: "USD"))
    }
}
