import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Synchronization
import Testing

@testable import StoreKitDemo

/// Discounts as Storefront API 2026-07 on state them (Shopify's changelog of 2026-04-10): each
/// discount the cart applies, what it took off each line and each delivery group; older
/// versions are sent and answered the cart's `discountAllocations`. Either way the lines add
/// up to the store's total.
@Suite struct DiscountApplicationTests {
    /// A $20 cap and a $50 hat; an order code, a fixed one and two shipping codes.
    static let catalog = try! DemoCatalog(
        file: CatalogFile.decodeInFileOrder(
            Data(
                """
                {"shop": {"name": "Hats", "currencyCode": "USD", "countryCode": "US", "moneyFormat": "${{amount}}"},
                 "products": [{"handle": "cap", "title": "Cap", "variants": [{"price": "20.00"}]},
                              {"handle": "hat", "title": "Hat", "variants": [{"price": "50.00"}]}],
                 "discountCodes": [{"code": "TEN", "amount": "10.00"},
                                   {"code": "THIRD", "percentage": "33.33"},
                                   {"code": "SHIPFREE", "percentage": "100", "appliesTo": "shipping"},
                                   {"code": "SHIPFIVE", "amount": "5.00", "appliesTo": "shipping"}],
                 "shippingZones": [{"name": "US", "countries": ["US"], "rates": [{"title": "Standard", "price": "8.00"}]}]}
                """.utf8)))
    static let cap = ProductVariant.ID("gid://shopify/ProductVariant/1")
    static let hat = ProductVariant.ID("gid://shopify/ProductVariant/2")
    static let address = ShippingAddress(
        firstName: "Ada", address1: "1 Main St", city: "Portland", provinceCode: "OR", zip: "97201", countryCode: "US")

    /// Records the query text of each request before the demo store answers it.
    final class Recording: HTTPTransport, Sendable {
        let inner: InProcessTransport
        let queries = Mutex<[String]>([])
        init(_ inner: InProcessTransport) { self.inner = inner }
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
            queries.withLock { $0.append(object?["query"] as? String ?? "") }
            return try await inner.send(request)
        }
    }

    struct Setup {
        let demo: DemoHarness
        let transport: Recording
        let flow: CheckoutFlow
        init(version: APIVersion) throws {
            demo = try DemoHarness(catalog: DiscountApplicationTests.catalog)
            transport = Recording(InProcessTransport(store: demo.store))
            let client = StorefrontClient(
                configuration: .init(endpoint: URL(string: "http://127.0.0.1/api/\(version)/graphql.json")!, apiVersion: version, token: ""),
                transport: transport)
            flow = CheckoutFlow(
                backend: CartCheckout(client: client, polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock()), clock: TestClock())
        }

        /// A checkout of 2 caps and 1 hat ($90) with `codes`, an address and its rate chosen.
        func checkout(_ codes: [String]) async throws -> (state: CheckoutState, url: URL) {
            try await flow.run(
                lines: [
                    LineInput(variantID: DiscountApplicationTests.cap, quantity: 2), LineInput(variantID: DiscountApplicationTests.hat, quantity: 1),
                ],
                email: "ada@example.com", address: DiscountApplicationTests.address, shipping: .cheapest, extras: CartExtras(discountCodes: codes))
        }
    }

    static func usd(_ text: String) -> Money { Money(amount: text, currencyCode: "USD")! }

    /// 2026-10: each discount by its code, what it took off, its configured value, on the
    /// order or on shipping; each line's share of the order discount, adding up to it; the
    /// total what the checkout page charges.
    @Test func eachDiscountIsStatedWhereItTookMoneyOff() async throws {
        let setup = try Setup(version: .default)
        let (state, url) = try await setup.checkout(["THIRD", "SHIPFREE"])
        #expect(state.selectedRate?.price == Self.usd("8.00"))
        #expect(
            state.discounts == [
                CartDiscount(
                    title: "THIRD", isCode: true, amount: Self.usd("30.00"), appliesTo: .order, value: .percentage(Decimal(string: "33.33")!)),
                CartDiscount(title: "SHIPFREE", isCode: true, amount: Self.usd("8.00"), appliesTo: .shipping, value: .percentage(100)),
            ])
        // 33.33 % of $90.00 is $30.00 (29.997 to the cent), shared $40.00 : $50.00.
        let shares = state.lines.map { state.lineDiscounts[$0.id]?.map(\.amount.amount) ?? [] }
        #expect(shares == [[Decimal(string: "13.33")!], [Decimal(string: "16.67")!]])
        #expect(state.subtotal == Self.usd("90.00"))
        #expect(state.total == Self.usd("60.00"))
        #expect(await setup.demo.chargedTotal(url) == state.total)
        // The document sent reads no deprecated field: not the cart's own allocations.
        let cartQueries = setup.transport.queries.withLock { $0 }.filter { $0.contains("fragment CartFields") }
        #expect(!cartQueries.isEmpty && cartQueries.allSatisfy { $0.contains("discountApplications") && !$0.contains("totalTaxAmount") })
    }

    /// 2026-04: the older document (the cart's `discountAllocations` with their target), the
    /// same discounts and the same total.
    @Test func anOlderVersionIsSentTheOlderDocumentAndAddsUpTheSame() async throws {
        let setup = try Setup(version: APIVersion("2026-04")!)
        let (state, url) = try await setup.checkout(["THIRD", "SHIPFREE"])
        #expect(state.discounts.map(\.title) == ["THIRD", "SHIPFREE"])
        #expect(state.discounts.map(\.appliesTo) == [.order, .shipping])
        #expect(state.discounts.map(\.amount) == [Self.usd("30.00"), Self.usd("8.00")])
        #expect(state.lineDiscounts.isEmpty)
        #expect(state.total == Self.usd("60.00"))
        #expect(await setup.demo.chargedTotal(url) == state.total)
        let cartQueries = setup.transport.queries.withLock { $0 }.filter { $0.contains("fragment CartFields") }
        #expect(!cartQueries.isEmpty && cartQueries.allSatisfy { !$0.contains("discountApplications") && !$0.contains("lineLevelOnly") })
    }

    /// Two codes of one class do not combine; an order code and a shipping code do.
    @Test func codesOfOneClassDoNotCombine() async throws {
        let setup = try Setup(version: .default)
        let state = try await setup.checkout(["TEN", "THIRD", "SHIPFIVE", "SHIPFREE"]).state
        #expect(state.discounts.map(\.title) == ["TEN", "SHIPFIVE"])
        #expect(state.inapplicableCodes == ["THIRD", "SHIPFREE"])
        #expect(state.total == Self.usd("83.00"))  // 90 - 10 + 8 - 5
    }

    /// What 2026-07 brought is refused on older versions with Shopify's errors, and answered
    /// on 2026-10; `lineLevelOnly` defaults to the line's own product discounts.
    @Test func newerFieldsAreRefusedToOlderVersions() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let (_, created) = try await demo.raw(
            "mutation($input: CartInput!) { cartCreate(input: $input) { cart { id } } }",
            variables: ["input": ["lines": [["merchandiseId": Self.cap.rawValue, "quantity": 1]], "discountCodes": ["TEN"]]],
            path: "/api/2026-10/graphql.json")
        let id = try #require((((created["data"] as? [String: Any])?["cartCreate"] as? [String: Any])?["cart"] as? [String: Any])?["id"] as? String)
        let query = """
            query($id: ID!) { cart(id: $id) {
              discountApplications { targetType allocationMethod targetSelection totalAllocatedAmount { amount } ... on CartCodeDiscountApplication { code } }
              lines(first: 5) { nodes { own: discountAllocations { discountedAmount { amount } }
                all: discountAllocations(lineLevelOnly: false) { discountedAmount { amount } sourceDiscountApplication { ... on CartCodeDiscountApplication { code } } } } }
            } }
            """
        let (_, old) = try await demo.raw(query, variables: ["id": id], path: "/api/2026-04/graphql.json")
        #expect(old["data"] == nil)
        #expect(old.errorMessages.contains("Field 'discountApplications' doesn't exist on type 'Cart'"), "\(old)")
        #expect(old.errorMessages.contains("Field 'discountAllocations' doesn't accept argument 'lineLevelOnly'"), "\(old)")
        #expect(old.errorMessages.contains("Field 'sourceDiscountApplication' doesn't exist on type 'CartDiscountAllocation'"), "\(old)")
        let (_, new) = try await demo.raw(query, variables: ["id": id], path: "/api/2026-10/graphql.json")
        #expect(new.errorMessages.isEmpty, "\(new)")
        let cart = try #require((new["data"] as? [String: Any])?["cart"] as? [String: Any])
        let application = try #require((cart["discountApplications"] as? [[String: Any]])?.first)
        #expect(application["code"] as? String == "TEN" && application["targetType"] as? String == "LINE_ITEM")
        #expect(application["allocationMethod"] as? String == "ACROSS" && application["targetSelection"] as? String == "ALL")
        let line = try #require(((cart["lines"] as? [String: Any])?["nodes"] as? [[String: Any]])?.first)
        #expect((line["own"] as? [Any])?.isEmpty == true)
        let all = try #require((line["all"] as? [[String: Any]])?.first)
        #expect(((all["sourceDiscountApplication"] as? [String: Any])?["code"] as? String) == "TEN")
        #expect(((all["discountedAmount"] as? [String: Any])?["amount"] as? String) == "10.00")
    }
}
