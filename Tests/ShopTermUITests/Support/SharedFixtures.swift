import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// What `AccountScreenTests` and other suites start from.
enum AccountScreenFixtures {
    static let home = CustomerAddress(id: "gid://shopify/MailingAddress/1", address: UI.address)

    static let order = CustomerOrder(
        id: "gid://shopify/Order/1001", name: "#1001", orderNumber: 1001, processedAt: "2026-11-20T10:00:00Z",
        financialStatus: "PAID", fulfillmentStatus: "UNFULFILLED", statusUrl: "http://127.0.0.1/orders/x",
        totalPrice: UI.money("135.00"))

    static let snapshot = AccountSnapshot(
        profile: CustomerProfile(
            id: "gid://shopify/Customer/1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com",
            defaultAddressID: home.id),
        addresses: [home, work], defaultAddressID: home.id, orders: [order])

    static let work = CustomerAddress(
        id: "gid://shopify/MailingAddress/2",
        address: ShippingAddress(
            firstName: "Ada", address1: "1 King St", city: "Toronto", provinceCode: "ON", zip: "M5V 2T6", countryCode: "CA"))
}

/// What `CartExtrasTests` and other suites start from.
enum CartExtrasFixtures {
    /// The store's cart for `CartScreenFixtures.withCart()` with WELCOME10 ($3 off) and a $5 gift card.
    static func store(_ cart: LocalCart) -> CheckoutState {
        var state = UI.checkoutState()
        state.address = nil
        state.discountCodes = [CartDiscountCode(code: "WELCOME10", applicable: true)]
        state.discounts = [CartDiscount(title: "WELCOME10", isCode: true, amount: UI.money("3"))]
        state.giftCards = [
            AppliedGiftCard(
                id: "gid://shopify/AppliedGiftCard/1", lastCharacters: "RAIL", amountUsed: UI.money("5"),
                balance: UI.money("25"))
        ]
        return state
    }
}

/// What `CartScreenTests` and other suites start from.
enum CartScreenFixtures {
    static func withCart() -> AppState {
        var cart = LocalCart()
        for n in 1...2 {
            _ = try? cart.add(
                LocalCart.Line(
                    variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(n)"), quantity: n, productTitle: "Shoe \(n)",
                    productHandle: "shoe-\(n)", variantTitle: "9 / Black", price: UI.money("10")))
        }
        return UI.settle(UI.home(cart: cart), [.key(.character("c"))], ignoring: [])
    }
}

/// What `CheckoutFlowTests` and other suites start from.
enum CheckoutFlowFixtures {
    static func atContact() -> AppState { UI.settle(CartScreenFixtures.withCart(), [.key(.enter)], ignoring: []) }

    /// At the shipping rates, with the checkout created and its rates loaded.
    static func atRates() -> AppState {
        var (state, effects) = UI.run(filledAddress(), [.key(.enter)])
        let created = UI.requestID(effects)!
        #expect(
            UI.writes(effects) == [
                .request(
                    created,
                    .checkoutStart(
                        lines: state.cart.local.inputs, email: "ada@example.com", address: UI.address, extras: state.cart.local.extras, previous: nil)
                )
            ])
        (state, effects) = UI.run(state, [.response(created, .checkout(UI.checkoutState()))])
        #expect(UI.writes(effects) == [.saveCart(state.cart.local)])
        return UI.settle(state, [.response(UI.requestID(effects)!, .checkout(UI.checkoutState(rates: UI.rates)))], ignoring: [])
    }

    static func atShipping() -> AppState { UI.settle(atContact(), UI.typing("ada@example.com") + [.key(.enter)], ignoring: []) }

    static func filledAddress() -> AppState {
        UI.settle(
            atShipping(),
            UI.typing("Ada") + [.key(.tab), .key(.tab), .key(.tab)] + UI.typing("1 Main St") + [.key(.tab), .key(.tab)] + UI.typing("Portland")
                + [.key(.tab)] + UI.typing("OR") + [.key(.tab)] + UI.typing("97201") + [.key(.tab)] + UI.typing("us"), ignoring: [])
    }

    static func screen(_ state: AppState) -> CheckoutScreen? { if case .checkout(let screen) = state.screen { return screen } else { return nil } }
}

/// What `FindingUITests` and other suites start from.
enum FindingUIFixtures {
    /// The running collection, loaded with the store's filters.
    static func collection() -> AppState {
        UI.settle(UI.home(), [.key(.enter), .response(RequestID(3), .products(listing()))], ignoring: [.request, .timer])
    }

    static let filters = [
        OfferedFilter(
            id: "filter.p.vendor", label: "Vendor", type: "LIST",
            values: [
                .init(id: "k", label: "Kestrel", count: 2, filter: .vendor("Kestrel")),
                .init(id: "s", label: "Summit", count: 1, filter: .vendor("Summit")),
                .init(id: "n", label: "Nobody", count: 0, filter: .vendor("Nobody")),
            ]),
        OfferedFilter(
            id: "filter.v.price", label: "Price", type: "PRICE_RANGE",
            values: [
                .init(id: "p", label: "Price", count: 0, filter: .price(min: 0, max: 180))
            ]),
    ]

    static func lastRequest(_ effects: [Effect]) -> Request? {
        effects.reversed().compactMap { if case .request(_, let request) = $0 { return request } else { return nil } }.first
    }

    static func listing(_ range: ClosedRange<Int> = 1...3) -> ProductListing {
        ProductListing(page: UI.products(range, more: false), filters: filters)
    }
}

/// What `HomeMenuTests` and other suites start from.
enum HomeMenuFixtures {
    /// The home screen with the menu (the launch answer carried it).
    static func home() -> AppState {
        let (started, effects) = start(AppState(width: 80, height: 24, cart: LocalCart()))
        let ids = effects.compactMap { effect -> RequestID? in if case .request(let id, _) = effect { return id } else { return nil } }
        return UI.settle(
            started,
            [
                .response(ids[0], .home(HomeData(shop: UI.shop, collections: UI.collections, menu: menu), fresh: true)),
                .response(ids[1], .account(nil)),
            ], ignoring: [])
    }

    static let menu = StoreMenu(
        title: "Main menu",
        items: [
            MenuEntry(title: "Home", destination: .home),
            MenuEntry(
                title: "Shop", destination: .allCollections,
                items: [
                    MenuEntry(title: "Running shoes", destination: .collection("running")),
                    MenuEntry(title: "Swift Runner", destination: .product("swift-runner")),
                ]),
            MenuEntry(title: "Search", destination: .search),
            MenuEntry(title: "About us", destination: .web(URL(string: "https://shop.example/pages/about"))),
            MenuEntry(title: "Nowhere", destination: .web(nil)),
        ])

    static func select(_ index: Int, _ state: AppState) -> AppState {
        UI.settle(state, Array(repeating: .key(.down), count: index), ignoring: [])
    }
}

/// What `MarketPickerTests` and other suites start from.
enum MarketPickerFixtures {
    static let localization = StoreLocalization(
        countries: [
            MarketCountry(
                code: "CA", name: "Canada", currency: "CAD", currencySymbol: "$",
                languages: [MarketLanguage(code: "EN", name: "English"), MarketLanguage(code: "FR", name: "French")]),
            MarketCountry(
                code: "DE", name: "Germany", currency: "EUR", currencySymbol: "€",
                languages: [MarketLanguage(code: "DE", name: "German"), MarketLanguage(code: "EN", name: "English")]),
            MarketCountry(
                code: "US", name: "United States", currency: "USD", currencySymbol: "$", languages: [MarketLanguage(code: "EN", name: "English")]),
        ], country: "US", language: "EN")

    /// The picker open and answered, on the current market (US).
    static func picker(cart: LocalCart = LocalCart(), localization: StoreLocalization = localization) throws -> AppState {
        let (opened, effects) = UI.run(UI.home(cart: cart), [.key(.character("m"))])
        let id = try #require(UI.requestID(UI.screens(effects)))
        #expect(UI.screens(effects) == [.request(id, .localization)])
        return UI.settle(opened, [.response(id, .localization(localization))], ignoring: [])
    }
}

/// What `OrderScreenTests` and other suites start from.
enum OrderScreenFixtures {
    /// Logged in with `orders`, on the overview.
    static func overview(orders: [CustomerOrder] = [paid, AccountScreenFixtures.order]) -> AppState {
        var state = UI.home()
        var snapshot = AccountScreenFixtures.snapshot
        snapshot.orders = orders
        state.account = snapshot
        return UI.settle(state, [.key(.character("a"))], ignoring: [])
    }

    static let paid = CustomerOrder(
        id: "gid://shopify/Order/1002", name: "#1002", orderNumber: 1002, processedAt: "2026-11-21T09:30:00Z",
        financialStatus: "PAID", fulfillmentStatus: "UNFULFILLED", statusUrl: "https://shop.example/orders/abc",
        totalPrice: UI.money("108.60"),
        lines: [
            OrderLine(title: "Tide Slide", variantTitle: "7 / Sand", quantity: 2, total: UI.money("90.00")),
            OrderLine(title: "Gift wrap", variantTitle: nil, quantity: 1, total: UI.money("5.00")),
        ],
        subtotal: UI.money("95.00"), shipping: UI.money("5.00"), tax: UI.money("8.60"), shippingAddress: UI.address)
}

/// What `ProductScreenTests` and other suites start from.
enum ProductScreenFixtures {
    /// The product screen of Swift Runner, loaded.
    static func loaded(cart: LocalCart = LocalCart()) -> AppState {
        var state = UI.settle(
            UI.home(cart: cart),
            [.key(.enter), .response(RequestID(3), .products(ProductListing(page: UI.products(1...3, more: false)))), .key(.enter)],
            ignoring: [.cancel, .request, .timer])
        state = UI.settle(state, [.response(RequestID(4), .product(UI.product))], ignoring: [.request])
        return state
    }
}

/// What `PurchaseOptionTests` and other suites start from.
enum PurchaseOptionFixtures {
    static let monthly = SellingPlan(
        id: "gid://shopify/SellingPlan/1", name: "Every month", groupName: "Subscribe and save",
        priceAdjustments: [.init(.percentage(10))])

    static func product(requiresPlan: Bool = false) -> Product {
        var product = UI.product
        product.sellingPlans = [monthly, yearly]
        product.requiresSellingPlan = requiresPlan
        return product
    }

    /// Size, Color, then the purchase row: two downs.
    static let toPurchaseRow: [Event] = [.key(.down), .key(.down)]

    static let yearly = SellingPlan(
        id: "gid://shopify/SellingPlan/2", name: "Every year", groupName: "Subscribe and save",
        priceAdjustments: [.init(.amountOff(UI.money("20.00")))])
}

/// What `StockTests` and other suites start from.
enum StockFixtures {
    /// Swift Runner with counts: 10 / Black has 2, 10 / White 40, 9 / White none counted
    /// (inventory not tracked).
    static func counted() -> Product {
        UI.product.withStock([ProductVariant.ID("gid://shopify/ProductVariant/2"): 2, ProductVariant.ID("gid://shopify/ProductVariant/4"): 40])
    }

    static func loaded(_ product: Product = counted(), cart: LocalCart = LocalCart()) -> AppState {
        var state = UI.settle(
            UI.home(cart: cart),
            [.key(.enter), .response(RequestID(3), .products(ProductListing(page: UI.products(1...3, more: false)))), .key(.enter)],
            ignoring: [.cancel, .request, .timer])
        state = UI.settle(state, [.response(RequestID(4), .product(product))], ignoring: [.request])
        return state
    }

    static func quantity(_ state: AppState) -> Int? { if case .product(let screen) = state.screen { return screen.quantity } else { return nil } }
}
