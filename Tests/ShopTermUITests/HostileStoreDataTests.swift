import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import ShopTermUI

/// Whatever a store sends, once decoded, `update` and `render` never trap: products with two
/// options of one name, options without values, variants naming options the product lacks,
/// no variants, extreme quantities, prices and image sizes, odd currencies and text; carts and
/// store carts that disagree; orders whose figures do not add up. Fed through the screens that
/// show them, with the keys a shopper presses, at several terminal sizes.
@Suite struct HostileStoreDataTests {
    static let sizes = [(1, 1), (8, 3), (20, 6), (40, 12), (80, 24), (200, 60)]
    static let keys: [Key] = [
        .down, .down, .right, .left, .up, .character("+"), .character("-"), .right, .down, .enter,
        .enter, .pageDown, .character("G"), .character("g"), .character("?"), .escape,
    ]

    struct Maker {
        var random: SeededGenerator

        mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

        mutating func text() -> String {
            pick([
                "", " ", "Size", "Size", "Default Title", "💥👟🏽", "مرحبا بالعالم", "שלום", "ภาษาไทย", "e\u{301}\u{302}\u{303}", "\u{1b}]0;pwned\u{7}",
                "\u{1b}]52;c;ZXZpbA==\u{7}", "\t\n\r", String(repeating: "W", count: 500), "子供 👟", "\u{200f}\u{202e}abc", "\u{0}nul",
            ])
        }

        mutating func money() -> Money {
            let amounts: [Decimal] = [
                0, 1, -1, Decimal(string: "0.001")!, Decimal(string: "9429.98")!, Decimal(string: "1e30")!,
                Decimal(string: "-99999999999999999999")!, Decimal.greatestFiniteMagnitude, 12.5,
            ]
            return Money(amount: pick(amounts), currencyCode: pick(["USD", "JPY", "KWD", "", "XXXX", "€", "usd"]))
        }

        mutating func count() -> Int? { pick([nil, 0, 1, -5, Int.max, Int.min, 999, 1_000_000]) }

        mutating func image() -> ProductImage? {
            guard chance(70) else { return nil }
            return ProductImage(
                url: pick(["", "https://x.invalid/a.jpg", "not a url", "javascript:alert(1)"]), altText: text(),
                width: count(), height: count(), small: "https://x.invalid/s.jpg")
        }

        mutating func product(_ n: Int) -> Product {
            let names = (0..<Int.random(in: 0...4, using: &random)).map { _ in pick(["Size", "Size", "Color", "", "💥"]) }
            let options = names.map { name in ProductOption(name: name, values: (0..<Int.random(in: 0...3, using: &random)).map { _ in text() }) }
            let variants = (0..<Int.random(in: 0...6, using: &random)).map { index in
                ProductVariant(
                    id: ProductVariant.ID("gid://shopify/ProductVariant/\(n * 10 + (chance(20) ? 0 : index))"), title: text(), sku: nil,
                    availableForSale: chance(60), currentlyNotInStock: chance(20), quantityAvailable: count(), price: money(),
                    compareAtPrice: chance(50) ? money() : nil,
                    selectedOptions: (0..<Int.random(in: 0...4, using: &random)).map { _ in
                        SelectedOption(name: pick(names + ["Ghost"]), value: text())
                    }, image: image())
            }
            let plans = (0..<Int.random(in: 0...3, using: &random)).map { index in
                SellingPlan(
                    id: SellingPlan.ID("gid://shopify/SellingPlan/\(chance(30) ? 1 : index)"), name: text(), groupName: text(),
                    priceAdjustments: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                        SellingPlan.PriceAdjustment(
                            pick([.percentage(pick([0, 100, 1_000, -5, Int.max])), .amountOff(money()), .price(money())]),
                            orderCount: count())
                    })
            }
            let summary = ProductSummary(
                id: ProductSummary.ID("gid://shopify/Product/\(n)"), handle: "h\(n)", title: text(), vendor: text(),
                productType: text(), availableForSale: chance(50), minPrice: money(), maxPrice: money(),
                compareAtPrice: chance(50) ? money() : nil, featuredImage: image())
            return Product(
                summary: summary, description: text(), tags: [text()], options: options, images: [image()].compactMap { $0 },
                variants: variants, hasMoreVariants: chance(20), sellingPlans: plans, requiresSellingPlan: chance(30))
        }

        mutating func order() -> CustomerOrder {
            CustomerOrder(
                id: "gid://shopify/Order/\(Int.random(in: 0...9, using: &random))", name: text(), orderNumber: count() ?? 0,
                processedAt: text(), financialStatus: chance(50) ? text() : nil, fulfillmentStatus: text(), statusUrl: text(),
                totalPrice: money(),
                lines: (0..<Int.random(in: 0...4, using: &random)).map { _ in
                    OrderLine(title: text(), variantTitle: chance(50) ? text() : nil, quantity: count() ?? 0, total: money())
                }, hasMoreLines: chance(30), subtotal: chance(70) ? money() : nil, shipping: chance(70) ? money() : nil,
                tax: chance(50) ? money() : nil, refunded: chance(30) ? money() : nil, canceledAt: chance(20) ? text() : nil)
        }

        mutating func store(for cart: LocalCart) -> CheckoutState {
            var state = UI.checkoutState(rates: [ShippingRate(handle: text(), title: text(), price: money())])
            state.lines = cart.lines.map { line in
                CheckoutLine(
                    id: text(), variantID: line.variantID, quantity: chance(80) ? line.quantity : (count() ?? 0), title: text(),
                    variantTitle: text(), unitPrice: money())
            }
            state.subtotal = money()
            state.taxes = chance(50) ? money() : nil
            state.discountCodes = [CartDiscountCode(code: text(), applicable: chance(50))]
            state.discounts = [CartDiscount(title: text(), isCode: chance(50), amount: money())]
            state.giftCards = [AppliedGiftCard(id: text(), lastCharacters: text(), amountUsed: money(), balance: money())]
            state.selectedRate = chance(50) ? state.shippingRates.first : nil
            return state
        }
    }

    /// Renders `state` at every size: nothing traps, and the frame holds no control character.
    /// Yields after, so that this CPU-bound test leaves the shared threads to tests that time
    /// things.
    static func renderEverywhere(_ state: AppState) async {
        for (width, height) in sizes {
            var sized = state
            sized = update(sized, .resize(width: width, height: height)).0
            let text = render(sized).text
            #expect(
                !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7f || (0x80..<0xa0).contains($0.value) },
                "a control character reached the frame at \(width)×\(height)")
        }
        await Task.yield()
    }

    @Test(arguments: 0..<24)
    func hostileProductsNeverTrap(seed: Int) async throws {
        var maker = Maker(random: SeededGenerator(seed: UInt64(seed)))
        let products = (1...3).map { maker.product($0) }
        var list = UI.settle(UI.home(), [.key(.enter)], ignoring: [.request])
        list =
            UI.settle(
                list,
                [.response(RequestID(3), .products(ProductListing(page: Page(items: products.map(\.summary), hasNextPage: false, endCursor: nil))))],
                ignoring: [.timer])
        await Self.renderEverywhere(list)
        for product in products {
            var (page, effects) = UI.run(list, [.key(.enter)])
            let id = try #require(
                effects.compactMap { if case .request(let id, .product) = $0 { id } else { nil } }.first ?? page.request(for: .product))
            page = UI.settle(page, [.response(id, .product(product))], ignoring: [.request])
            await Self.renderEverywhere(page)
            for key in Self.keys {
                page = update(page, .key(key)).0
                await Self.renderEverywhere(page)
            }
            list = update(list, .key(.down)).0
        }
    }

    @Test(arguments: 0..<20)
    func hostileCartsStoreCartsAndOrdersNeverTrap(seed: Int) async throws {
        var maker = Maker(random: SeededGenerator(seed: UInt64(1_000 + seed)))
        var cart = LocalCart()
        for n in 1...3 {
            let price = maker.money()
            _ = try? cart.add(
                LocalCart.Line(
                    variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(n)"), quantity: maker.pick([1, 2, 999]),
                    productTitle: maker.text(), productHandle: "h\(n)", variantTitle: maker.text(), price: price,
                    quantityAvailable: maker.count()))
        }
        cart.extras = CartExtras(discountCodes: [maker.text()], giftCardCodes: ["GIFT-0000-\(seed)"], note: maker.text())
        var state = UI.settle(UI.home(cart: cart), [.key(.character("c"))], ignoring: [])
        if let check = state.cartChecking { state = UI.settle(state, [.response(check, .revalidated(cart, []))], ignoring: [.request, .saveCart]) }
        await Self.renderEverywhere(state)
        // (A line the cart refused — a quantity past the stock — leaves an empty cart: nothing to ask.)
        #expect((state.storeCartRefresh != nil) == !cart.lines.isEmpty)
        if let id = state.storeCartRefresh {
            state = UI.settle(
                state, [.response(id, .cartExtras(cart, maker.store(for: cart), notices: [maker.text()], refusal: nil))],
                ignoring: [.request, .saveCart])
        }
        state =
            UI.settle(
                state,
                [
                    .response(
                        RequestID(99_999),
                        .revalidated(cart, [LineChangeReport(line: maker.count() ?? 0, message: maker.text(), blocksCheckout: true)]))
                ], ignoring: [])
        await Self.renderEverywhere(state)
        for key in Self.keys + [.character("d"), .character("u"), .character("r")] {
            state = update(state, .key(key)).0
            await Self.renderEverywhere(state)
        }
        var orders = UI.home()
        var snapshot = AccountScreenFixtures.snapshot
        snapshot.orders = (0..<3).map { _ in maker.order() }
        orders.account = snapshot
        orders = UI.settle(orders, [.key(.character("a"))], ignoring: [])
        for key: Key in [.down, .down, .enter, .down, .pageDown, .escape, .down, .enter] {
            orders = update(orders, .key(key)).0
            await Self.renderEverywhere(orders)
        }
    }
}
