import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// Sample store data and helpers to drive `update`.
enum UI {
    static func money(_ amount: String) -> Money { Money(amount: amount, currencyCode: "USD")! }

    static let shop = Shop(
        name: "Trailhead Shoe Co.", description: "Shoes.", moneyFormat: "${{amount}}", currencyCode: "USD",
        countryCode: "US", url: "https://demo.shopterm.invalid", policies: [])

    static let collections = Page(
        items: [
            CollectionSummary(id: "gid://shopify/Collection/1", handle: "running", title: "Running", description: "Road shoes for easy days."),
            CollectionSummary(id: "gid://shopify/Collection/2", handle: "trail", title: "Trail", description: "Grip for dirt and rock."),
            CollectionSummary(id: "gid://shopify/Collection/3", handle: "kids", title: "Kids 子供 👟", description: "Small feet."),
        ], hasNextPage: false, endCursor: "c3")

    static func summary(_ n: Int, title: String? = nil, price: String = "120.00", was: String? = nil, available: Bool = true) -> ProductSummary {
        ProductSummary(
            id: ProductSummary.ID("gid://shopify/Product/\(n)"), handle: "shoe-\(n)", title: title ?? "Shoe \(n)", vendor: "Kestrel",
            productType: "Running", availableForSale: available, minPrice: money(price), maxPrice: money(price),
            compareAtPrice: was.map(money), featuredImage: nil)
    }

    static func products(_ range: ClosedRange<Int>, more: Bool) -> Page<ProductSummary> {
        Page(items: range.map { summary($0) }, hasNextPage: more, endCursor: "p\(range.upperBound)")
    }

    /// Swift Runner: sizes 9 and 10 × Black and White; 9 / Black is sold out.
    static let product: Product = {
        var variants: [ProductVariant] = []
        var n = 1
        for color in ["Black", "White"] {
            for size in ["9", "10"] {
                variants.append(
                    ProductVariant(
                        id: ProductVariant.ID("gid://shopify/ProductVariant/\(n)"), title: "\(size) / \(color)", sku: nil,
                        availableForSale: !(size == "9" && color == "Black"), price: money("120.00"),
                        compareAtPrice: color == "White" ? money("150.00") : nil,
                        selectedOptions: [SelectedOption(name: "Size", value: size), SelectedOption(name: "Color", value: color)],
                        image: nil))
                n += 1
            }
        }
        return Product(
            summary: summary(1, title: "Swift Runner"), description: "Built for daily miles.\n\nFree returns within 30 days.",
            tags: [], options: [ProductOption(name: "Size", values: ["9", "10"]), ProductOption(name: "Color", values: ["Black", "White"])],
            images: [ProductImage(url: "https://demo.shopterm.invalid/images/swift-runner.jpg")], variants: variants, hasMoreVariants: false)
    }()

    static let address = ShippingAddress(
        firstName: "Ada", address1: "1 Main St", city: "Portland", provinceCode: "OR", zip: "97201", countryCode: "US")

    /// The store's cart for the checkout tests' cart (`CartScreenFixtures.withCart()`): Shoe 1 × 1 and Shoe 2 × 2 at $10.
    static func checkoutState(rates: [ShippingRate] = [], selected: ShippingRate? = nil) -> CheckoutState {
        CheckoutState(
            id: "gid://shopify/Cart/1", webURL: "http://127.0.0.1:8080/checkouts/cn/abc", email: "ada@example.com",
            address: address,
            lines: (1...2).map { n in
                CheckoutLine(
                    id: "l\(n)", variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(n)"), quantity: n, title: "Shoe \(n)",
                    variantTitle: "9 / Black", unitPrice: money("10.00"))
            },
            subtotal: money("30.00"),
            deliveryGroupID: "g1", shippingRates: rates, selectedRate: selected)
    }

    static let rates = [
        ShippingRate(handle: "express", title: "Express", price: money("15")),
        ShippingRate(handle: "standard", title: "Standard", price: money("0")),
    ]

    /// Feeds `events` to `update`, collecting every effect.
    static func run(_ state: AppState, _ events: [Event]) -> (AppState, [Effect]) {
        var state = state
        var all: [Effect] = []
        for event in events {
            let (next, effects) = update(state, event)
            state = next
            all += effects
        }
        return (state, all)
    }

    /// Feeds `events` to `update` for a test that looks at the state only: every effect must be
    /// of a kind in `ignoring`, the kinds the test says it lets pass; any other fails the test.
    static func settle(
        _ state: AppState, _ events: [Event], ignoring kinds: Set<EffectKind>, sourceLocation: SourceLocation = #_sourceLocation
    ) -> AppState {
        let (settled, effects) = run(state, events)
        for effect in effects where !kinds.contains(EffectKind(effect)) {
            Issue.record("an effect the test did not expect: \(effect)", sourceLocation: sourceLocation)
        }
        return settled
    }

    /// The effects that change something, in order: the requests that change the store
    /// (``Request/changesStore``) and the cart saved. A test that keeps `update`'s effects but
    /// looks at a few of them states these in full (`#expect(UI.writes(effects) == [...])`), so
    /// a mutation sent twice, or a save the screen should not make, fails it.
    static func writes(_ effects: [Effect]) -> [Effect] {
        effects.filter { effect in
            switch effect {
            case .request(_, let request): return request.changesStore
            case .saveCart: return true
            case .cancel, .timer, .openURL, .copy, .quit, .visitShop, .leaveShop: return false
            }
        }
    }

    /// `effects` without the read-ahead's timers and requests (their IDs are negative), for
    /// tests of what a screen asks for.
    static func screens(_ effects: [Effect]) -> [Effect] {
        effects.filter { effect in
            switch effect {
            case .request(let id, _), .cancel(let id), .timer(let id, _): return id.value > 0
            default: return true
            }
        }
    }

    /// `r` on the cart, and the kept cart it reads first answered with `kept` (by default the
    /// cart this storefront holds: nobody changed it elsewhere). Returns the state and every
    /// effect, the key's request for the kept cart first.
    static func recheck(
        _ state: AppState, kept: LocalCart? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (AppState, [Effect]) {
        let (asked, effects) = run(state, [.key(.character("r"))])
        guard case .request(let id, .keptCart)? = effects.last else {
            Issue.record("r did not read the kept cart: \(effects)", sourceLocation: sourceLocation)
            return (asked, effects)
        }
        let (answered, more) = run(asked, [.response(id, .keptCart(kept ?? state.cart.local))])
        return (answered, effects + more)
    }

    /// Keys typed one by one.
    static func typing(_ text: String) -> [Event] { text.map { .key(.character($0)) } }

    /// A started app at `width`×`height` with the shop and its collections loaded.
    static func home(width: Int = 80, height: Int = 24, cart: LocalCart = LocalCart()) -> AppState {
        let (started, effects) = start(AppState(width: width, height: height, cart: cart))
        let ids = effects.compactMap { effect -> RequestID? in if case .request(let id, _) = effect { return id } else { return nil } }
        return run(
            started, [.response(ids[0], .home(HomeData(shop: shop, collections: collections), fresh: true)), .response(ids[1], .account(nil))]
        ).0
    }

    /// The ID of the first request among `effects`.
    static func requestID(_ effects: [Effect]) -> RequestID? {
        effects.lazy.compactMap { effect -> RequestID? in if case .request(let id, _) = effect { return id } else { return nil } }.first
    }
}
