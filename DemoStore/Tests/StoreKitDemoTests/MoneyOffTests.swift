import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// Discount codes, gift cards and the note: the client's operations against the demo store,
/// the totals adding up to what the checkout page charges, and Hydrogen-style queries.
@Suite struct MoneyOffTests {
    /// A small store: a $20 cap and a $50 hat; WELCOME10 (10 %), FIVEOFF ($5 from $30), one $25 card and one spent card.
    static let catalog = try! DemoCatalog(
        file: CatalogFile.decodeInFileOrder(
            Data(
                """
                {"shop": {"name": "Hats", "currencyCode": "EUR", "moneyFormat": "€{{amount}}"},
                 "products": [{"handle": "cap", "title": "Cap", "variants": [{"price": "20.00"}]},
                              {"handle": "hat", "title": "Hat", "variants": [{"price": "50.00"}]}],
                 "discountCodes": [{"code": "WELCOME10", "percentage": "10"},
                                   {"code": "FIVEOFF", "amount": "5.00", "minimumSubtotal": "30.00"}],
                 "giftCards": [{"code": "GIFT-0025-XXXX", "balance": "25.00"}, {"code": "GIFT-EMPTY-0000", "balance": "0"}]}
                """.utf8)))
    static let cap = ProductVariant.ID("gid://shopify/ProductVariant/1")
    static let hat = ProductVariant.ID("gid://shopify/ProductVariant/2")
    static let address = ShippingAddress(
        firstName: "Ada", address1: "1 Main St", city: "Portland", provinceCode: "OR", zip: "97201", countryCode: "US")

    struct Setup {
        let demo: DemoHarness
        let backend: CartCheckout
        var flow: CheckoutFlow { CheckoutFlow(backend: backend, clock: TestClock()) }

        init(version: APIVersion = .default) throws {
            demo = try DemoHarness(catalog: MoneyOffTests.catalog)
            let client = StorefrontClient(
                configuration: .init(endpoint: URL(string: "http://127.0.0.1/api/\(version)/graphql.json")!, apiVersion: version, token: ""),
                transport: InProcessTransport(store: demo.store))
            backend = CartCheckout(client: client, polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock())
        }

        var operations: [String] { demo.store.requestLog.map(\.operationName) }
    }

    static func euros(_ text: String) -> Money { Money(amount: text, currencyCode: "EUR")! }

    @Test func aPercentageCodeTakesItsShareOffTheSubtotal() async throws {
        let setup = try Setup()
        let state = try await setup.flow.syncCart(
            lines: [LineInput(variantID: Self.hat, quantity: 2)], extras: CartExtras(discountCodes: ["welcome10"]), previous: nil)
        #expect(state.discountCodes == [CartDiscountCode(code: "welcome10", applicable: true)])
        #expect(state.discounts == [CartDiscount(title: "welcome10", isCode: true, amount: Self.euros("10.00"), value: .percentage(10))])
        #expect(state.subtotal == Self.euros("100.00"))
        #expect(state.total == Self.euros("90.00"))
        #expect(setup.operations == ["CartCreate"])
    }

    @Test func aCodeBelowItsMinimumIsKeptButNotAppliedWithTheStoresReason() async throws {
        let setup = try Setup()
        let state = try await setup.flow.syncCart(
            lines: [LineInput(variantID: Self.cap, quantity: 1)], extras: CartExtras(discountCodes: ["FIVEOFF"]), previous: nil)
        #expect(state.discountCodes == [CartDiscountCode(code: "FIVEOFF", applicable: false)])
        #expect(state.discounts.isEmpty)
        #expect(state.discountWarnings.map(\.code) == ["DISCOUNT_PURCHASE_NOT_IN_RANGE"])
        #expect(state.discountWarnings.first?.message == "Spend €30.00 to use FIVEOFF.")
        #expect(state.total == Self.euros("20.00"))
        // A second cap reaches the minimum: the same code now applies.
        let more = try await setup.flow.syncCart(
            lines: [LineInput(variantID: Self.cap, quantity: 2)], extras: CartExtras(discountCodes: ["FIVEOFF"]), previous: state.id)
        #expect(more.discountCodes == [CartDiscountCode(code: "FIVEOFF", applicable: true)])
        #expect(more.total == Self.euros("35.00"))
        #expect(setup.operations == ["CartCreate", "Cart", "CartLinesUpdate"])
    }

    @Test func anUnknownCodeSaysNotFoundAndASecondOrderDiscountDoesNotCombine() async throws {
        let setup = try Setup()
        let state = try await setup.flow.syncCart(
            lines: [LineInput(variantID: Self.hat, quantity: 1)], extras: CartExtras(discountCodes: ["WELCOME10", "FIVEOFF", "NOPE"]),
            previous: nil)
        #expect(state.discountCodes.map(\.applicable) == [true, false, false])
        #expect(state.discountWarnings.map(\.code) == ["DISCOUNT_CODE_NOT_HONOURED", "DISCOUNT_NOT_FOUND"])
        #expect(state.total == Self.euros("45.00"))
    }

    @Test func giftCardsPayWhatIsLeftAndTheLinesAddUpToWhatTheCheckoutPageCharges() async throws {
        let setup = try Setup()
        let extras = CartExtras(discountCodes: ["WELCOME10"], giftCardCodes: ["gift 0025 xxxx"], note: "Gift wrap, please")
        let (state, url) = try await setup.flow.run(
            lines: [LineInput(variantID: Self.hat, quantity: 1)], email: "ada@example.com", address: Self.address, shipping: .cheapest,
            extras: extras)
        let card = try #require(state.giftCards.first)
        #expect(card.lastCharacters == "XXXX" && card.matches("GIFT-0025-XXXX") && !card.matches("GIFT-0025-YYYY"))
        #expect(card.balance == Self.euros("25.00") && card.amountUsed == Self.euros("25.00") && !card.holdsMore)
        #expect(state.note == "Gift wrap, please")
        let shipping = try #require(state.selectedRate?.price)
        // 50 − 5 + shipping − 25, and what the demo checkout page charges (Oregon has no sales tax).
        #expect(state.total.amount == 50 - 5 + shipping.amount - 25)
        #expect(await setup.demo.chargedTotal(url) == state.total)
        #expect(await setup.demo.pay(url) == 200)
        // The card was spent: a new cart does not take it.
        let next = try await setup.flow.syncCart(
            lines: [LineInput(variantID: Self.cap, quantity: 1)], extras: CartExtras(giftCardCodes: ["GIFT-0025-XXXX"]), previous: nil)
        #expect(next.giftCards.isEmpty)
    }

    @Test func anUnknownOrSpentGiftCardIsNotAppliedAndOneIsRemovedByItsID() async throws {
        let setup = try Setup()
        var state = try await setup.flow.syncCart(
            lines: [LineInput(variantID: Self.cap, quantity: 1)],
            extras: CartExtras(giftCardCodes: ["GIFT-EMPTY-0000", "NOT-A-CARD-1234", "GIFT-0025-XXXX"]), previous: nil)
        #expect(state.giftCards.map(\.lastCharacters) == ["XXXX"])
        #expect(state.giftCards.first?.amountUsed == Self.euros("20.00") && state.total == Self.euros("0.00"))
        state = try await setup.flow.syncCart(lines: [LineInput(variantID: Self.cap, quantity: 1)], extras: CartExtras(), previous: state.id)
        #expect(state.giftCards.isEmpty && state.total == Self.euros("20.00"))
        #expect(setup.operations.suffix(2) == ["Cart", "CartGiftCardCodesRemove"])
    }

    @Test(arguments: [("2025-07", "CartGiftCardCodesUpdate"), ("2025-10", "CartGiftCardCodesAdd"), ("2026-04", "CartGiftCardCodesAdd")])
    func aGiftCardIsAddedTheWayTheVersionAllows(version: String, mutation: String) async throws {
        let setup = try Setup(version: APIVersion(version)!)
        let state = try await setup.flow.syncCart(lines: [LineInput(variantID: Self.hat, quantity: 1)], extras: CartExtras(), previous: nil)
        let added = try await setup.flow.syncCart(
            lines: [LineInput(variantID: Self.hat, quantity: 1)], extras: CartExtras(giftCardCodes: ["GIFT-0025-XXXX"]), previous: state.id)
        #expect(added.giftCards.count == 1)
        #expect(setup.operations == ["CartCreate", "Cart", mutation])
    }

    @Test func cartGiftCardCodesAddIsUnknownBefore2025_10() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let (_, json) = try await demo.raw(
            #"mutation { cartGiftCardCodesAdd(cartId: "x", giftCardCodes: ["A"]) { cart { id } } }"#,
            path: "/api/2025-07/graphql.json")
        #expect(json.errorMessages == ["Field 'cartGiftCardCodesAdd' doesn't exist on type 'Mutation'"])
    }

    @Test func theNoteIsSetClearedAndATooLongOneIsRefused() async throws {
        let setup = try Setup()
        var state = try await setup.flow.syncCart(
            lines: [LineInput(variantID: Self.cap, quantity: 1)], extras: CartExtras(note: "Ring twice"), previous: nil)
        #expect(state.note == "Ring twice")
        state = try await setup.flow.syncCart(lines: [LineInput(variantID: Self.cap, quantity: 1)], extras: CartExtras(), previous: state.id)
        #expect(state.note == nil)
        await #expect(throws: CheckoutError.self) {
            try await setup.flow.syncCart(
                lines: [LineInput(variantID: Self.cap, quantity: 1)], extras: CartExtras(note: String(repeating: "x", count: 5001)),
                previous: state.id)
        }
    }

    /// What Hydrogen's cart fragment asks about discounts and gift cards, answered without errors.
    @Test func hydrogenStyleCartQueriesAreAnswered() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let (_, created) = try await demo.raw(
            """
            mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { message } warnings { code message target } } }
            """,
            variables: [
                "input": [
                    "lines": [["merchandiseId": Self.hat.rawValue, "quantity": 1]], "discountCodes": ["WELCOME10"],
                    "giftCardCodes": ["GIFT-0025-XXXX"], "note": "hi",
                ]
            ])
        let id = try #require((((created["data"] as? [String: Any])?["cartCreate"] as? [String: Any])?["cart"] as? [String: Any])?["id"] as? String)
        let (status, json) = try await demo.raw(
            """
            query ($id: ID!) { cart(id: $id) {
              note
              cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } checkoutChargeAmount { amount } }
              discountCodes { applicable code }
              discountAllocations {
                __typename discountedAmount { amount currencyCode } targetType
                discountApplication { allocationMethod targetSelection targetType
                  value { __typename ... on PricingPercentageValue { percentage } ... on MoneyV2 { amount currencyCode } } }
                ... on CartCodeDiscountAllocation { code }
                ... on CartAutomaticDiscountAllocation { title }
                ... on CartCustomDiscountAllocation { title }
              }
              appliedGiftCards { id lastCharacters amountUsed { amount } amountUsedV2 { amount } balance { amount } balanceV2 { amount }
                                 presentmentAmountUsed { amount currencyCode } }
            } }
            """, variables: ["id": id])
        #expect(status == 200)
        #expect(json.errorMessages == [])
        let cart = try #require((json["data"] as? [String: Any])?["cart"] as? [String: Any])
        let allocation = try #require((cart["discountAllocations"] as? [[String: Any]])?.first)
        #expect(allocation["__typename"] as? String == "CartCodeDiscountAllocation" && allocation["code"] as? String == "WELCOME10")
        let value = (allocation["discountApplication"] as? [String: Any])?["value"] as? [String: Any]
        #expect(value?["__typename"] as? String == "PricingPercentageValue")
        // 50 − 5 (10 %) − 25 (the whole card).
        let total = ((cart["cost"] as? [String: Any])?["totalAmount"] as? [String: Any])?["amount"] as? String
        #expect(total.flatMap(Money.parseDecimal) == 20)
    }

    @Test(arguments: [
        (#"{"code": "A", "percentage": "10", "amount": "5"}"#, "catalog: discountCodes[0]: give exactly one of \"percentage\" and \"amount\""),
        (#"{"code": "A", "percentage": "150"}"#, "catalog: discountCodes[0].percentage: must be at most 100"),
        (#"{"code": "A", "amount": "-5"}"#, "catalog: discountCodes[0].amount: \"-5\" is not a positive amount like \"5.00\""),
        (#"{"percentage": "5"}"#, "catalog: discountCodes[0].code: required field is missing"),
        (
            #"{"code": "A", "percentage": "5", "appliesTo": "Shipping"}"#,
            "catalog: discountCodes[0].appliesTo: \"Shipping\" is not \"order\" or \"shipping\" (lower case)"
        ),
    ])
    func aMalformedDiscountCodeIsRefusedWithItsPath(entry: String, message: String) throws {
        let json = #"{"shop": {"name": "S"}, "products": [], "discountCodes": [\#(entry)]}"#
        #expect(throws: CatalogError.self) { try DemoCatalog(file: CatalogFile.decodeInFileOrder(Data(json.utf8))) }
        do { _ = try DemoCatalog(file: CatalogFile.decodeInFileOrder(Data(json.utf8))) } catch { #expect(error.description == message) }
    }

    @Test func aMalformedGiftCardIsRefusedWithItsPath() throws {
        let json = #"{"shop": {"name": "S"}, "products": [], "giftCards": [{"code": "GIFT-0001-AAAA", "balance": "1,00"}]}"#
        do {
            _ = try DemoCatalog(file: CatalogFile.decodeInFileOrder(Data(json.utf8)))
            Issue.record("accepted")
        } catch {
            #expect(error.description == "catalog: giftCards[0].balance: \"1,00\" is not a decimal amount like \"12.50\"")
        }
    }
}
