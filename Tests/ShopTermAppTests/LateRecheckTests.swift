import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import Testing

/// A recheck (`r`) whose answer comes a second late, while the shopper goes on changing the
/// cart: the answer changes only the lines it checked, as they are when it comes.
@Suite struct LateRecheckTests {
    final class Screen: ProgramTerminal {
        func read() -> Event? { nil }
        func draw(_ frame: Frame) {}
        func copyToClipboard(_ text: String) {}
    }

    /// A tea shop of three teas in CHF, and a fourth on a product page.
    enum Tea {
        static func chf(_ amount: String) -> Money { Money(amount: amount, currencyCode: "CHF")! }
        static let shop = Shop(
            name: "Teehaus", description: nil, moneyFormat: "CHF {{amount}}", currencyCode: "CHF", countryCode: "CH",
            url: "https://teehaus.example", policies: [])

        static func line(_ n: Int, _ title: String, quantity: Int, price: String) -> LocalCart.Line {
            LocalCart.Line(
                variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(n)"), quantity: quantity, productTitle: title,
                productHandle: title.lowercased(), variantTitle: "50 g", price: chf(price))
        }

        static let cart = LocalCart(lines: [
            line(1, "Sencha", quantity: 1, price: "12.50"), line(2, "Matcha", quantity: 2, price: "24.00"),
            line(3, "Genmaicha", quantity: 1, price: "9.80"),
        ])

        static let hojicha: Product = {
            let variant = ProductVariant(
                id: ProductVariant.ID("gid://shopify/ProductVariant/4"), title: "50 g", sku: nil, availableForSale: true, price: chf("11.20"),
                compareAtPrice: nil, selectedOptions: [SelectedOption(name: "Weight", value: "50 g")], image: nil)
            let summary = ProductSummary(
                id: ProductSummary.ID("gid://shopify/Product/4"), handle: "hojicha", title: "Hojicha", vendor: "Teehaus", productType: "Tea",
                availableForSale: true, minPrice: chf("11.20"), maxPrice: chf("11.20"), compareAtPrice: nil, featuredImage: nil)
            return Product(
                summary: summary, description: "Roasted.", tags: [], options: [ProductOption(name: "Weight", values: ["50 g"])], images: [],
                variants: [variant], hasMoreVariants: false)
        }()
    }

    /// The store: the launch, no account, no recommendations; the recheck answered after a
    /// second, with the prices it read then (Sencha and Genmaicha dearer) and Genmaicha sold out;
    /// then its cart, holding every line.
    static func services() -> StoreServices {
        var services = StoreServices.failing
        services.saveCart = { _ in }
        services.override { request in
            switch request {
            case .home: return .home(HomeData(shop: Tea.shop, collections: Page(items: [], hasNextPage: false, endCursor: nil)), fresh: true)
            case .loadAccount: return .account(nil)
            case .recommendations: return .recommendations([])
            case .keptCart: return .keptCart(Tea.cart)
            case .revalidate(let asked):
                try await Task.sleep(nanoseconds: 1_000_000_000)
                var checked = asked
                checked.lines[0].price = Tea.chf("13.90")
                checked.lines[2].price = Tea.chf("10.40")
                return .revalidated(checked, [LineChangeReport(line: 3, message: "sold out", blocksCheckout: true)])
            case .refreshStoreCart(let asked):
                // After `r`, the store's cart: it holds every line as asked.
                var cart = asked
                cart.storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/1", apiVersion: APIVersion.default.rawValue)
                let lines = asked.lines.map {
                    CheckoutLine(
                        id: $0.variantID.rawValue, variantID: $0.variantID, quantity: $0.quantity, title: $0.productTitle,
                        variantTitle: $0.variantTitle, unitPrice: $0.price)
                }
                let store = CheckoutState(
                    id: "gid://shopify/Cart/1", webURL: "https://teehaus.example/checkouts/1", email: nil, address: nil, lines: lines,
                    subtotal: asked.subtotal ?? Tea.chf("0"))
                return .cartExtras(cart, store, notices: [], refusal: nil)
            default: return nil
            }
        }
        return services
    }

    @Test func linesAddedChangedAndRemovedWhileTheStoreAnswersSurviveTheRecheck() async throws {
        var state = AppState(width: 80, height: 24, cart: Tea.cart)
        var page = ProductScreen(handle: "hojicha", title: "Hojicha")
        page.product = Tea.hojicha
        page.selection = ["Weight": "50 g"]
        state.stack = [.home, .product(page), .cart]
        let program = Program(state: state, services: Self.services(), terminal: Screen())
        defer { program.stop() }
        program.start()
        program.apply([.key(.character("r"))])
        // `r` reads the kept cart first (unchanged), then asks the store.
        let reading = try #require(program.state.cartChecking)
        for _ in 0..<5000 where program.state.cartChecking == reading {
            program.deliverAnswers()
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        #expect(program.state.cartChecking != nil)
        // While the store answers: Sencha up to 2, Matcha removed, Hojicha added.
        program.apply([
            .key(.character("+")), .key(.down), .key(.character("d")), .key(.escape), .key(.enter), .key(.character("c")),
        ])
        #expect(program.state.cart.local.lines.map(\.productTitle) == ["Sencha", "Genmaicha", "Hojicha"])
        for _ in 0..<5000 where program.state.cartChecking != nil {
            program.deliverAnswers()
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        try #require(program.state.cartChecking == nil, "the recheck was answered")

        let lines = program.state.cart.local.lines
        #expect(lines.map(\.productTitle) == ["Sencha", "Genmaicha", "Hojicha"], "Matcha stays removed, Hojicha stays")
        #expect(lines.map(\.quantity) == [2, 1, 1], "Sencha keeps the quantity set meanwhile")
        #expect(lines.map(\.price) == [Tea.chf("13.90"), Tea.chf("10.40"), Tea.chf("11.20")], "the lines checked take the prices read")
        #expect(program.state.cart.lineReports == [LineChangeReport(line: 2, message: "sold out", blocksCheckout: true)], "on Genmaicha, now line 2")
    }
}
