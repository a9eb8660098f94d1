import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import StoreKitTestSupport
import Synchronization
import Testing

/// What checking out the local cart means (``LocalCartCheckout``), decision by decision, against
/// a lamp shop in this process whose every request is named: a test lists the operations it
/// expects, in order, and any other (or one missing) fails it.
@Suite struct LocalCartCheckoutTests {
    /// The demo store behind a list of the GraphQL operations asked of it.
    final class NamedOperations: HTTPTransport {
        let store: InProcessTransport
        private let asked = Mutex<[String]>([])

        init(_ catalog: String) throws {
            store = InProcessTransport(store: try DemoStore(catalog: DemoCatalog.read(Data(catalog.utf8))))
        }

        /// The operations asked so far ("query ProductVariants", "mutation CartCreate", …).
        var operations: [String] { asked.withLock { $0 } }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let body = String(decoding: request.body, as: UTF8.self)
            let name = body.firstMatch(of: /(query|mutation) +([A-Za-z]+)/).map { "\($0.1) \($0.2)" } ?? "unnamed"
            asked.withLock { $0.append(name) }
            return try await store.send(request)
        }
    }

    /// A lamp shop in Germany: 2 desk lamps in stock; bulbs, sold out when `bulbs` is false.
    static func lampShop(bulbs: Bool = true) -> String {
        """
        {"shop": {"name": "Lampenladen", "currencyCode": "EUR", "countryCode": "DE"},
         "products": [{"handle": "desk-lamp", "title": "Desk Lamp", "variants": [{"id": 1, "price": "40.00", "quantityAvailable": 2}]},
                      {"handle": "bulb", "title": "Bulb", "variants": [{"id": 2, "price": "3.50", "availableForSale": \(bulbs)}]}]}
        """
    }

    static func line(_ number: Int, _ title: String, quantity: Int, price: String, currency: String = "EUR") -> LocalCart.Line {
        LocalCart.Line(
            variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(number)"), quantity: quantity, productTitle: title,
            productHandle: title.lowercased().replacingOccurrences(of: " ", with: "-"), variantTitle: "Default Title",
            price: Money(amount: price, currencyCode: currency)!)
    }

    static let address = ShippingAddress(
        firstName: "Ada", lastName: "Lovelace", address1: "Lampenweg 1", city: "Berlin", zip: "10115", countryCode: "DE")

    static func checkout(_ transport: some HTTPTransport, country: String? = nil) -> LocalCartCheckout {
        let client = StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: "", buyer: BuyerContext(country: country), timeout: 60),
            transport: transport)
        return LocalCartCheckout(client: client, customer: nil)
    }

    /// The checkout moves the cart to the address's market without asking the store anything:
    /// once, and only when the address names another country.
    @Test func theMarketFollowsTheAddressWithoutARequest() throws {
        let silent = ScriptedTransport([])
        let checkout = Self.checkout(silent, country: "us")
        #expect(checkout.moveMarket(to: Self.address) == LocalCartCheckout.MarketMove(from: "US", to: "DE"))
        #expect(checkout.client.buyer.country == "DE")
        #expect(checkout.moveMarket(to: Self.address) == nil)
        var nowhere = Self.address
        nowhere.countryCode = nil
        #expect(checkout.moveMarket(to: nowhere) == nil)
        #expect(Self.checkout(silent).moveMarket(to: Self.address) == LocalCartCheckout.MarketMove(from: nil, to: "DE"))
        #expect(silent.requests.isEmpty)
    }

    /// A line that cannot be bought (sold out) blocks the checkout; a price change does not.
    /// The storefront says a new currency once for the cart, not on every line.
    @Test func aLineThatCannotBeBoughtBlocks() async throws {
        let store = try NamedOperations(Self.lampShop(bulbs: false))
        let cart = LocalCart(lines: [Self.line(1, "Desk Lamp", quantity: 1, price: "35.00"), Self.line(2, "Bulb", quantity: 4, price: "3.50")])
        let check = try await Self.checkout(store).check(cart)
        #expect(check.cart.lines.count == 2)
        let blocking = try #require(check.blocking)
        #expect(blocking.line == 2 && blocking.change == .soldOut)
        let reports = check.reports(MoneyStyle(locale: "de_DE", shopFormat: "{{amount}} €", shopCurrency: "EUR"))
        #expect(reports.map(\.line) == [1, 2])
        #expect(reports.map(\.blocksCheckout) == [false, true])
        #expect(store.operations.allSatisfy { $0.hasPrefix("query ") } && !store.operations.isEmpty, "\(store.operations)")

        let dollars = try NamedOperations(Self.lampShop())
        let priced = try await Self.checkout(dollars).check(
            LocalCart(lines: [Self.line(1, "Desk Lamp", quantity: 1, price: "44.00", currency: "USD")]))
        #expect(priced.blocking == nil)
        #expect(priced.changes.contains { if case .currencyChanged = $0.change { true } else { false } })
        #expect(
            priced.reports(MoneyStyle(locale: "de_DE", shopFormat: "{{amount}} €", shopCurrency: "EUR")).allSatisfy { !$0.message.contains("USD") })
    }

    /// A store cart gone (paid, or expired) is not replaced unless the shopper says so, or the
    /// store keeps its carts only while shopterm runs.
    @Test func aStoreCartGoneIsReplacedOnlyWhenAsked() async throws {
        #expect(!LocalCartCheckout.startsOver(again: false, cartsLiveWithTheProgram: false))
        #expect(LocalCartCheckout.startsOver(again: true, cartsLiveWithTheProgram: false))
        #expect(LocalCartCheckout.startsOver(again: false, cartsLiveWithTheProgram: true))
        let store = try NamedOperations(Self.lampShop())
        let checkout = Self.checkout(store)
        let cart = LocalCart(lines: [Self.line(1, "Desk Lamp", quantity: 1, price: "40.00")])
        let gone = "gid://shopify/Cart/paid-long-ago?key=0"
        await #expect(throws: CheckoutError.gone) {
            try await checkout.start(
                lines: cart.inputs, extras: cart.extras, email: "ada@example.com", address: Self.address, previous: gone, startOverIfGone: false)
        }
        #expect(store.operations.count == 1 && store.operations.allSatisfy { $0.hasPrefix("query ") }, "only looked: \(store.operations)")
        let fresh = try await checkout.start(
            lines: cart.inputs, extras: cart.extras, email: "ada@example.com", address: Self.address, previous: gone, startOverIfGone: true)
        #expect(fresh.id != gone && fresh.lines.map(\.quantity) == [1])
        #expect(store.operations.dropFirst(1).first?.hasPrefix("query ") == true)
        #expect(store.operations.last?.hasPrefix("mutation ") == true, "\(store.operations)")
    }

    /// The store takes 2 of the 5 lamps asked: not handed off unless accepted (the cart keeps
    /// its 5 and the store's cart); accepted, the cart follows the store.
    @Test func fewerThanAskedIsHandedOffOnlyWhenAccepted() async throws {
        let store = try NamedOperations(Self.lampShop())
        let checkout = Self.checkout(store)
        let cart = LocalCart(lines: [Self.line(1, "Desk Lamp", quantity: 5, price: "40.00"), Self.line(2, "Bulb", quantity: 1, price: "3.50")])
        let state = try await checkout.start(
            lines: cart.inputs, extras: cart.extras, email: "ada@example.com", address: Self.address, previous: nil, startOverIfGone: false)
        #expect(store.operations.count == 1 && store.operations[0].hasPrefix("mutation "), "one cart made: \(store.operations)")
        let cut = CartAdjustment(key: cart.lines[0].key, title: "Desk Lamp", asked: 5, accepted: 2)

        let refused = LocalCartCheckout.taken(state, asked: cart, accepting: false)
        #expect(refused == .refused([cut]))
        var kept = cart
        LocalCartCheckout.record(state, refused, apiVersion: "2026-01", in: &kept)
        #expect(kept.lines.map(\.quantity) == [5, 1])
        #expect(kept.storeCart?.id(forVersion: "2026-01") == state.id)

        let accepted = LocalCartCheckout.taken(state, asked: cart, accepting: true)
        #expect(accepted == .handOff([cut]))
        var followed = cart
        LocalCartCheckout.record(state, accepted, apiVersion: "2026-01", in: &followed)
        #expect(followed.lines.map(\.quantity) == [2, 1])
        #expect(followed.storeCart?.id(forVersion: "2026-01") == state.id)

        // Every line as asked: handed off, nothing to follow, accepted or not.
        var asked = cart
        asked.lines[0].quantity = 2
        #expect(LocalCartCheckout.taken(state, asked: asked, accepting: false) == .handOff([]))
    }
}
