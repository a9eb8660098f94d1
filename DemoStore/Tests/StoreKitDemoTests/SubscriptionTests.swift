import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// Subscriptions: selling plans in the catalog file, the product's purchase options and each
/// variant's plan prices as Shopify states them, cart lines bought on a plan (priced, merged,
/// refused as the Cart API does), and a checkout whose total counts the plans' prices.
@Suite struct SubscriptionTests {
    /// Coffee ($20; monthly 10% off, fortnightly $3 off, a $15 yearly-price plan) and beans sold
    /// by subscription only ($12.35; 15% off), in a US shop that also sells to Canada (×1.37).
    static let catalog = try! DemoCatalog(
        file: CatalogFile.decodeInFileOrder(
            Data(
                """
                {"shop": {"name": "Roastery", "currencyCode": "USD", "countryCode": "US"},
                 "products": [
                   {"handle": "coffee", "title": "Coffee", "variants": [{"price": "20.00"}],
                    "sellingPlans": [{"name": "Every month", "percentageOff": "10"}, {"name": "Every 2 weeks", "amountOff": "3.00"},
                                     {"name": "Members", "price": "15.00"}]},
                   {"handle": "beans", "title": "Beans", "variants": [{"price": "12.35"}], "sellingPlanGroup": "Bean club",
                    "requiresSellingPlan": true, "sellingPlans": [{"name": "Weekly", "percentageOff": "15"}]},
                   {"handle": "mug", "title": "Mug", "variants": [{"price": "9.00"}]}],
                 "markets": [{"country": "CA", "currency": "CAD", "rate": "1.37"}]}
                """.utf8)))
    static let coffee = ProductVariant.ID("gid://shopify/ProductVariant/1")
    static let beans = ProductVariant.ID("gid://shopify/ProductVariant/2")
    static let mug = ProductVariant.ID("gid://shopify/ProductVariant/3")
    static let portland = ShippingAddress(
        firstName: "Ada", address1: "1 Main St", city: "Portland", provinceCode: "OR", zip: "97201", countryCode: "US")

    static func client(_ demo: DemoHarness, version: APIVersion = .default, country: String? = nil) -> StorefrontClient {
        StorefrontClient(
            configuration: .init(
                endpoint: URL(string: "http://127.0.0.1/api/\(version)/graphql.json")!, apiVersion: version,
                token: "", buyer: BuyerContext(country: country)),
            transport: InProcessTransport(store: demo.store))
    }

    static func plan(_ product: Product, _ name: String) throws -> SellingPlan {
        try #require(SellingPlan.named(name, in: product.sellingPlans))
    }

    @Test func aProductsPlansAndTheirPricesAreRead() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let coffee = try #require(try await Self.client(demo).fetch(ProductQuery(.handle("coffee"))).product)
        #expect(coffee.sellingPlans.map(\.name) == ["Every month", "Every 2 weeks", "Members"])
        #expect(coffee.sellingPlans.allSatisfy { $0.groupName == "Subscribe and save" })
        #expect(!coffee.requiresSellingPlan)
        let price = try #require(Money(amount: "20.00", currencyCode: "USD"))
        #expect(try Self.plan(coffee, "every month").firstPrice(of: price) == Money(amount: "18.00", currencyCode: "USD"))
        #expect(try Self.plan(coffee, "Every 2 weeks").firstPrice(of: price) == Money(amount: "17.00", currencyCode: "USD"))
        #expect(try Self.plan(coffee, "Members").firstPrice(of: price) == Money(amount: "15.00", currencyCode: "USD"))
        let beans = try #require(try await Self.client(demo).fetch(ProductQuery(.handle("beans"))).product)
        #expect(beans.requiresSellingPlan && beans.sellingPlans.map(\.groupName) == ["Bean club"])
        let mug = try #require(try await Self.client(demo).fetch(ProductQuery(.handle("mug"))).product)
        #expect(mug.sellingPlans.isEmpty && !mug.requiresSellingPlan)
    }

    /// Each variant's price on each plan (`sellingPlanAllocations`), in the context's market:
    /// the fixed amounts are converted too.
    @Test func variantPlanPricesFollowTheMarket() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        guard case .variant(let variant, _, _)? = try await Self.client(demo, country: "CA").fetch(NodeQuery(id: Self.coffee.rawValue)).node else {
            Issue.record("no variant")
            return
        }
        // C$27.40; 10% off is C$24.66; C$4.11 off is C$23.29; the $15 price is C$20.55.
        #expect(variant.price == Money(amount: "27.40", currencyCode: "CAD"))
        #expect(
            Set(variant.planPrices.values) == [
                Money(amount: "24.66", currencyCode: "CAD"), Money(amount: "23.29", currencyCode: "CAD"),
                Money(amount: "20.55", currencyCode: "CAD"),
            ])
        let product = try #require(try await Self.client(demo, country: "CA").fetch(ProductQuery(.handle("coffee"))).product)
        for plan in product.sellingPlans {
            #expect(plan.firstPrice(of: variant.price) == variant.planPrices[plan.id], "\(plan.name)")
        }
    }

    /// Lines on a plan cost the plan's price; the same variant once and on a plan are two lines;
    /// the total charged adds them up.
    @Test func aCartOfPlansIsPricedAndCharged() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let client = Self.client(demo)
        let coffee = try #require(try await client.fetch(ProductQuery(.handle("coffee"))).product)
        let beans = try #require(try await client.fetch(ProductQuery(.handle("beans"))).product)
        let monthly = try Self.plan(coffee, "Every month").id
        let weekly = try Self.plan(beans, "Weekly").id
        let flow = CheckoutFlow(
            backend: CartCheckout(client: client, polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock()),
            clock: TestClock())
        let lines = [
            LineInput(variantID: Self.coffee, quantity: 2, sellingPlanID: monthly), LineInput(variantID: Self.coffee, quantity: 1),
            LineInput(variantID: Self.beans, quantity: 3, sellingPlanID: weekly),
        ]
        let (state, url) = try await flow.run(lines: lines, email: "ada@example.com", address: Self.portland, shipping: .cheapest)
        #expect(state.lines.count == 3)
        let monthlyLine = try #require(state.lines.first { $0.plan?.id == monthly })
        #expect(monthlyLine.unitPrice == Money(amount: "18.00", currencyCode: "USD") && monthlyLine.quantity == 2)
        #expect(monthlyLine.plan?.name == "Every month")
        #expect(state.lines.first { $0.plan == nil }?.unitPrice == Money(amount: "20.00", currencyCode: "USD"))
        // 12.35 less 15% is 10.4975: 10.50 a bag.
        #expect(state.lines.first { $0.plan?.id == weekly }?.unitPrice == Money(amount: "10.50", currencyCode: "USD"))
        #expect(state.subtotal == Money(amount: "87.50", currencyCode: "USD"))
        let lineSum = state.lines.reduce(Decimal(0)) { $0 + $1.unitPrice.amount * Decimal($1.quantity) }
        #expect(lineSum == state.subtotal.amount)
        let charged = try #require(await demo.chargedTotal(url))
        #expect(charged.amount >= state.total.amount && charged.currencyCode == "USD")
        // Asking again for the same lines changes nothing: a plan's line is matched by its plan.
        let again = try await flow.syncCart(lines: lines, extras: CartExtras(), previous: state.id)
        #expect(again.id == state.id && Set(again.lines.map(\.key)) == Set(lines.map(\.key)))
        #expect(again.subtotal == state.subtotal)
    }

    /// The Cart API's selling plan errors: their own codes from 2025-07, INVALID_MERCHANDISE_LINE before.
    @Test(arguments: [
        ("2026-04", "VARIANT_REQUIRES_SELLING_PLAN", "SELLING_PLAN_NOT_APPLICABLE"),
        ("2025-07", "VARIANT_REQUIRES_SELLING_PLAN", "SELLING_PLAN_NOT_APPLICABLE"),
        ("2025-04", "INVALID_MERCHANDISE_LINE", "INVALID_MERCHANDISE_LINE"),
    ])
    func aLineWithoutItsRequiredPlanOrWithAnotherProductsPlanIsRefused(version: String, required: String, notApplicable: String) async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let client = Self.client(demo, version: APIVersion(version)!)
        let checkout = CartCheckout(client: client, polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock())
        await #expect(throws: CheckoutError.self) {
            try await checkout.create(lines: [LineInput(variantID: Self.beans, quantity: 1)], email: nil, address: nil)
        }
        let (_, missing) = try await demo.raw(Self.createLine(Self.beans.rawValue, plan: nil), path: "/api/\(version)/graphql.json")
        #expect(Self.userErrorCodes(missing) == [required])
        // Coffee's plan on the mug.
        let (_, wrong) = try await demo.raw(
            Self.createLine(Self.mug.rawValue, plan: "gid://shopify/SellingPlan/1"), path: "/api/\(version)/graphql.json")
        #expect(Self.userErrorCodes(wrong) == [notApplicable])
        let (_, fields) = try await demo.raw(
            Self.createLine(Self.mug.rawValue, plan: "gid://shopify/SellingPlan/1"), path: "/api/\(version)/graphql.json")
        let field =
            (((fields["data"] as? [String: Any])?["cartCreate"] as? [String: Any])?["userErrors"] as? [[String: Any]])?.first?["field"] as? [String]
        #expect(field == ["input", "lines", "0", "sellingPlanId"])
    }

    static func createLine(_ variant: String, plan: String?) -> String {
        let planInput = plan.map { #", sellingPlanId: "\#($0)""# } ?? ""
        return
            #"mutation { cartCreate(input: {lines: [{merchandiseId: "\#(variant)"\#(planInput)}]}) { cart { id } userErrors { field code message } } }"#
    }

    static func userErrorCodes(_ json: [String: Any]) -> [String] {
        let payload = (json["data"] as? [String: Any])?["cartCreate"] as? [String: Any]
        return (payload?["userErrors"] as? [[String: Any]])?.compactMap { $0["code"] as? String } ?? []
    }

    /// A subscription storefront's product query (Shopify's subscriptions guide for Hydrogen):
    /// groups with their options, plans with their adjustments and checkout charge, and each
    /// variant's allocations.
    @Test func aSubscriptionStorefrontsProductQueryIsAnswered() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let (status, json) = try await demo.raw(
            """
            query Product($handle: String!) {
              product(handle: $handle) {
                requiresSellingPlan
                sellingPlanGroups(first: 10) {
                  nodes {
                    name appName
                    options { name values }
                    sellingPlans(first: 10) {
                      nodes {
                        id name description recurringDeliveries
                        options { name value }
                        checkoutCharge { type value { ... on SellingPlanCheckoutChargePercentageValue { percentage } ... on MoneyV2 { amount } } }
                        priceAdjustments {
                          orderCount
                          adjustmentValue {
                            ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage }
                            ... on SellingPlanFixedAmountPriceAdjustment { adjustmentAmount { amount currencyCode } }
                            ... on SellingPlanFixedPriceAdjustment { price { amount currencyCode } }
                          }
                        }
                      }
                    }
                  }
                }
                variants(first: 1) {
                  nodes {
                    sellingPlanAllocations(first: 10) {
                      nodes {
                        sellingPlan { id }
                        checkoutChargeAmount { amount }
                        remainingBalanceChargeAmount { amount }
                        priceAdjustments { price { amount } compareAtPrice { amount } perDeliveryPrice { amount } }
                      }
                    }
                  }
                }
              }
            }
            """, variables: ["handle": "coffee"])
        #expect(status == 200 && json.errorMessages.isEmpty, "\(json.errorMessages)")
        let product = try #require((json["data"] as? [String: Any])?["product"] as? [String: Any])
        let group = try #require(((product["sellingPlanGroups"] as? [String: Any])?["nodes"] as? [[String: Any]])?.first)
        #expect((group["options"] as? [[String: Any]])?.first?["values"] as? [String] == ["Every month", "Every 2 weeks", "Members"])
        let plans = try #require((group["sellingPlans"] as? [String: Any])?["nodes"] as? [[String: Any]])
        let adjustments = plans.compactMap { ($0["priceAdjustments"] as? [[String: Any]])?.first?["adjustmentValue"] as? [String: Any] }
        #expect(adjustments.first?["adjustmentPercentage"] as? Int == 10)
        #expect(Self.amount(adjustments[1]["adjustmentAmount"]) == 3)
        #expect(Self.amount(adjustments[2]["price"]) == 15)
        #expect((plans.first?["checkoutCharge"] as? [String: Any])?["type"] as? String == "PERCENTAGE")
        let variant = try #require(((product["variants"] as? [String: Any])?["nodes"] as? [[String: Any]])?.first)
        let allocations = try #require((variant["sellingPlanAllocations"] as? [String: Any])?["nodes"] as? [[String: Any]])
        #expect(allocations.count == 3)
        #expect(Self.amount(allocations.first?["checkoutChargeAmount"]) == 18)
    }

    /// A `MoneyV2`'s amount in a raw answer.
    static func amount(_ money: Any?) -> Decimal? {
        ((money as? [String: Any])?["amount"] as? String).flatMap(Money.parseDecimal)
    }

    /// A plan the store no longer offers blocks the line; its price is kept as it was.
    @Test func revalidationKeepsPlanPricesAndSaysWhenAPlanEnded() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let coffee = try #require(try await Self.client(demo).fetch(ProductQuery(.handle("coffee"))).product)
        let plan = try Self.plan(coffee, "Every month")
        var cart = LocalCart()
        try cart.add(
            LocalCart.Line(
                variantID: Self.coffee, quantity: 1, productTitle: "Coffee", productHandle: "coffee", variantTitle: "Default Title",
                price: Money(amount: "18.00", currencyCode: "USD")!, plan: LinePlan(id: plan.id, name: plan.name)))
        let (same, unchanged) = try await CartRevalidator(client: Self.client(demo)).revalidate(cart)
        #expect(unchanged.isEmpty && same.lines.first?.price == Money(amount: "18.00", currencyCode: "USD"))
        var file = try CatalogFile.decodeInFileOrder(
            Data(#"{"shop": {"name": "Roastery"}, "products": [{"handle": "coffee", "title": "Coffee", "variants": [{"price": "20.00"}]}]}"#.utf8))
        file.shop.currencyCode = "USD"
        let ended = try DemoHarness(catalog: DemoCatalog(file: file))
        let (_, changes) = try await CartRevalidator(client: Self.client(ended)).revalidate(cart)
        #expect(changes.map(\.change) == [.planEnded("Every month")])
        #expect(changes.first?.change.blocksCheckout == true)
    }

    @Test(arguments: [
        (#"{"requiresSellingPlan": true}"#, "products[0].requiresSellingPlan"),
        (#"{"sellingPlans": [{"name": " "}]}"#, "products[0].sellingPlans[0].name"),
        (#"{"sellingPlans": [{"name": "A"}, {"name": "a"}]}"#, "products[0].sellingPlans[1].name"),
        (#"{"sellingPlans": [{"name": "A", "percentageOff": "12.5"}]}"#, "products[0].sellingPlans[0].percentageOff"),
        (#"{"sellingPlans": [{"name": "A", "percentageOff": "101"}]}"#, "products[0].sellingPlans[0].percentageOff"),
        (#"{"sellingPlans": [{"name": "A", "amountOff": "-1"}]}"#, "products[0].sellingPlans[0].amountOff"),
        (#"{"sellingPlans": [{"name": "A", "amountOff": "1", "price": "2"}]}"#, "products[0].sellingPlans[0]"),
        (#"{"sellingPlans": [{"name": "A"}], "sellingPlanGroup": ""}"#, "products[0].sellingPlanGroup"),
    ])
    func aMalformedSellingPlanIsAnErrorWithItsPath(fields: String, path: String) {
        let product = #"{"handle": "p", "title": "P", "variants": [{"price": "1.00"}], "# + fields.dropFirst()
        let json = #"{"shop": {"name": "S"}, "products": ["# + product + "]}"
        do {
            _ = try DemoCatalog(file: CatalogFile.decodeInFileOrder(Data(json.utf8)))
            Issue.record("accepted \(fields)")
        } catch {
            #expect(error.path == path, "\(error)")
        }
    }
}
