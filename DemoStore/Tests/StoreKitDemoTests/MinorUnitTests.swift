import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// Every amount in its currency's minor unit (JPY none, KWD three digits, CHF two), as Shopify
/// states them: prices, a percentage and a fixed-amount code, a gift card, the price filter's
/// decimal bounds, and the order of a search sorted by price with products not for sale.
@Suite struct MinorUnitTests {
    /// A Japanese shop in yen that also sells in Kuwait (three decimals) and Switzerland.
    static let catalog = try! DemoCatalog(
        file: CatalogFile.decodeInFileOrder(
            Data(
                """
                {"shop": {"name": "Kissa", "currencyCode": "JPY", "countryCode": "JP", "moneyFormat": "¥{{amount_no_decimals}}"},
                 "products": [{"handle": "mochi", "title": "Mochi", "variants": [{"price": "1"}]},
                              {"handle": "bag", "title": "Tea bag", "variants": [{"price": "12345"}]},
                              {"handle": "tea", "title": "Sencha", "variants": [{"price": "999"}]},
                              {"handle": "set", "title": "Tea set", "variants": [{"price": "134714"}]},
                              {"handle": "pot", "title": "Teapot", "variants": [{"price": "5000", "availableForSale": false}]}],
                 "collections": [{"handle": "all", "title": "All", "products": ["mochi", "bag", "tea", "set", "pot"]}],
                 "discountCodes": [{"code": "SEVEN", "percentage": "7"}, {"code": "SANBYAKU", "amount": "333"}],
                 "giftCards": [{"code": "GIFT2500YEN", "balance": "2500"}],
                 "markets": [{"country": "KW", "currency": "KWD", "rate": "0.00205"},
                             {"country": "CH", "currency": "CHF", "rate": "0.0058", "languages": ["DE", "FR"]}]}
                """.utf8)))
    static func variant(_ number: Int) -> ProductVariant.ID { ProductVariant.ID("gid://shopify/ProductVariant/\(number)") }

    static func client(_ demo: DemoHarness, country: String?) -> StorefrontClient {
        StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: "", buyer: BuyerContext(country: country)),
            transport: InProcessTransport(store: demo.store))
    }

    static func cart(_ demo: DemoHarness, country: String?, lines: [LineInput], extras: CartExtras) async throws -> CheckoutState {
        let backend = CartCheckout(client: client(demo, country: country), polling: PollingPolicy(attempts: 4, interval: 0.1), clock: TestClock())
        return try await CheckoutFlow(backend: backend, clock: TestClock()).syncCart(lines: lines, extras: extras, previous: nil)
    }

    @Test func pricesInKuwaitHaveThreeDecimals() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let items = try await Self.client(demo, country: "KW").fetch(ProductsQuery(first: 5)).products.items
        // ¥1 × 0.00205 is KWD 0.002 (not 0.00); ¥12,345 is 25.30725, KWD 25.307 (not 25.31).
        #expect(items.map(\.minPrice).prefix(2) == [Money(amount: "0.002", currencyCode: "KWD"), Money(amount: "25.307", currencyCode: "KWD")])
        #expect(items[1].minPrice.formatted(locale: "en_US").hasSuffix("25.307"))
        // Yen are whole: the shop's own prices, written without decimals.
        let yen = try await Self.client(demo, country: nil).fetch(ProductsQuery(first: 5)).products.items
        #expect(yen[1].minPrice.formatted(locale: "en_US") == "¥12,345")
    }

    @Test func aPercentageCodeOnAYenCartIsWholeYen() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let state = try await Self.cart(
            demo, country: nil, lines: [LineInput(variantID: Self.variant(4), quantity: 1)],
            extras: CartExtras(discountCodes: ["SEVEN"]))
        // 7 % of ¥134,714 is 9,429.98: the store takes off ¥9,430, and the total is ¥125,284.
        #expect(state.discounts.map(\.amount) == [Money(amount: 9430, currencyCode: "JPY")])
        #expect(state.total == Money(amount: 125_284, currencyCode: "JPY"))
        #expect(!state.total.isFinerThanMinorUnit)
    }

    @Test func aFixedCodeAndAGiftCardInDinarsKeepThreeDecimals() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let state = try await Self.cart(
            demo, country: "KW", lines: [LineInput(variantID: Self.variant(2), quantity: 1)],
            extras: CartExtras(discountCodes: ["SANBYAKU"], giftCardCodes: ["GIFT2500YEN"]))
        #expect(state.subtotal == Money(amount: "25.307", currencyCode: "KWD"))
        // ¥333 is KWD 0.68265: 0.683 off; the ¥2,500 card holds KWD 5.125 and pays all of it.
        #expect(state.discounts.map(\.amount) == [Money(amount: "0.683", currencyCode: "KWD")])
        let card = try #require(state.giftCards.first)
        #expect(card.balance == Money(amount: "5.125", currencyCode: "KWD"))
        #expect(card.amountUsed == Money(amount: "5.125", currencyCode: "KWD"))
        #expect(state.total == Money(amount: "19.499", currencyCode: "KWD"))
    }

    /// The whole checkout in each currency: the total shopterm shows is what the checkout page
    /// charges, to the minor unit, with a code and a gift card.
    @Test(arguments: [
        (
            nil as String?, ShippingAddress(firstName: "Aki", address1: "1-1 Chiyoda", city: "Tokyo", zip: "100-0001", countryCode: "JP"), "SEVEN",
            "JPY"
        ),
        ("KW", ShippingAddress(firstName: "Sara", address1: "Block 3, Street 12", city: "Kuwait City", countryCode: "KW"), "SANBYAKU", "KWD"),
        ("CH", ShippingAddress(firstName: "Urs", address1: "Bahnhofstrasse 1", city: "Zürich", zip: "8001", countryCode: "CH"), "SEVEN", "CHF"),
    ])
    func theTotalShownIsWhatTheCheckoutPageCharges(country: String?, address: ShippingAddress, code: String, currency: String) async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let backend = CartCheckout(
            client: Self.client(demo, country: country), polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock())
        let flow = CheckoutFlow(backend: backend, clock: TestClock())
        let (state, url) = try await flow.run(
            lines: [LineInput(variantID: Self.variant(2), quantity: 3), LineInput(variantID: Self.variant(3), quantity: 1)],
            email: "ada@example.com", address: address, shipping: .cheapest,
            extras: CartExtras(discountCodes: [code], giftCardCodes: ["GIFT2500YEN"]))
        #expect(state.total.currencyCode == currency)
        #expect(!state.discounts.isEmpty && !state.giftCards.isEmpty && state.selectedRate != nil)
        for amount in [state.subtotal, state.total] + state.discounts.map(\.amount) + state.giftCards.map(\.amountUsed) {
            #expect(!amount.isFinerThanMinorUnit, "\(amount)")
        }
        let charged = try #require(await demo.chargedTotal(url))
        // No tax in these countries: the page charges the total shown.
        #expect(charged == state.total, "\(charged) charged, \(state.total) shown")
    }

    @Test func aStatedAmountFinerThanTheUnitIsShownWhole() {
        // shopterm never rounds what a store states: a difference stays visible.
        #expect(Money(amount: "9429.98", currencyCode: "JPY")!.formatted(locale: "en_US") == "¥9,429.98")
        #expect(MoneyFormat("¥{{amount_no_decimals}}").format(Decimal(string: "9429.98")!) == "¥9,429.98")
        #expect(MoneyFormat("¥{{amount_no_decimals}}").format(9430) == "¥9,430")
        #expect(Money(amount: "0.683", currencyCode: "KWD")!.formatted(locale: "en_US").hasSuffix("0.683"))
        #expect(Money(amount: "5", currencyCode: "EUR")!.formatted(locale: "fr_FR").hasPrefix("5,00"))
    }

    @Test func aCatalogPriceFinerThanItsCurrencyIsRefused() {
        let json = #"{"shop": {"name": "S", "currencyCode": "JPY"}, "products": [{"handle": "a", "title": "A", "variants": [{"price": "999.5"}]}]}"#
        #expect(throws: CatalogError(path: "products[0].variants[0].price", reason: "\"999.5\" has more decimals than JPY has (0)")) {
            try DemoCatalog(file: CatalogFile.decodeInFileOrder(Data(json.utf8)))
        }
    }

    static func handles(_ demo: DemoHarness, country: String?, _ filter: ProductFilter) async throws -> [String] {
        let data = try await Self.client(demo, country: country).fetch(
            CollectionProductsQuery(handle: "all", first: 10, sort: .featured, filters: [filter]))
        return try #require(data.collection).listing.page.items.map(\.handle)
    }

    @Test func thePriceFilterKeepsItsDecimalsInEveryCurrency() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        // A decimal bound is not cut to a whole number: ¥999 is below 999.5.
        #expect(try await Self.handles(demo, country: nil, .price(min: Decimal(string: "999.5"), max: nil)) == ["bag", "set", "pot"])
        // In Switzerland the bag costs CHF 71.60: a range of exactly that keeps it, bounds included.
        #expect(try await Self.handles(demo, country: "CH", .price(min: Decimal(string: "71.6"), max: Decimal(string: "71.6"))) == ["bag"])
        #expect(try await Self.handles(demo, country: "CH", .price(min: nil, max: Decimal(string: "71.59"))) == ["mochi", "tea", "pot"])
        // Three decimals in dinars: the bag is KWD 25.307.
        #expect(try await Self.handles(demo, country: "KW", .price(min: Decimal(string: "25.307"), max: Decimal(string: "25.307"))) == ["bag"])
    }

    @Test func aSearchSortedByPriceKeepsProductsNotForSaleLast() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        for reverse in [false, true] {
            let data = try await demo.client.fetch(SearchProductsQuery(query: "", first: 10, sortKey: .price, reverse: reverse))
            let handles = data.listing.page.items.map(\.handle)
            #expect(handles.last == "pot", "reverse \(reverse): \(handles)")
            #expect(Array(handles.dropLast()) == (reverse ? ["set", "bag", "tea", "mochi"] : ["mochi", "tea", "bag", "set"]))
        }
    }
}
