import Foundation
import StoreKitCore
import Synchronization

/// The demo store's carts (Cart API) and orders, and the rules that change them. Shipping rates and tax are "computed asynchronously": they become available
/// only after a set number of reads, as on a real store where the first answers say "not yet".
final class CommerceState: Sendable {
    struct Line: Sendable, Equatable {
        var id: String
        var variantID: String
        var quantity: Int
        /// The selling plan it is bought on, if any: the same variant on another plan is another line.
        var sellingPlanID: String?
        /// The buyer's key/value notes on the line (`CartLineInput.attributes`, as a gift message).
        var attributes: [Attribute] = []
        /// The line it is nested under (an add-on's parent, `CartLine.parentRelationship`), nil
        /// for a top-level line.
        var parentLineID: String? = nil
    }

    /// A key/value note on a cart or a line (`Attribute`).
    struct Attribute: Sendable, Equatable {
        var key: String
        var value: String?
    }

    /// A line a cart mutation asks for (`CartLineInput`).
    struct LineRequest: Sendable {
        var merchandiseID: String
        var quantity: Int
        var sellingPlanID: String?
        var attributes: [Attribute] = []
        /// The line to nest it under (`CartLineInput.parent`), nil for a top-level line.
        var parent: LineParent? = nil
    }

    struct SelectableAddress: Sendable, Equatable {
        var id: String
        var address: DemoAddress
        var selected: Bool
        var oneTimeUse: Bool
    }

    /// A paid checkout. The money and lines are optional because orders recorded by earlier
    /// versions of the demo (kept in the accounts file) have only the total.
    struct Order: Sendable, Equatable, Codable {
        var id: String
        var number: Int
        var total: DemoMoney
        var processedAt: String
        var token: String
        var email: String?
        var lines: [OrderLine]?
        var subtotal: DemoMoney?
        var shipping: DemoMoney?
        var tax: DemoMoney?
        /// Discount codes' money off, and what each gift card paid (absent in older records).
        var discount: DemoMoney?
        var giftCards: [GiftCardPayment]?
        var shippingAddress: DemoAddress?
        var name: String { "#\(number)" }
    }

    /// What one gift card paid of an order.
    struct GiftCardPayment: Sendable, Equatable, Codable {
        var lastCharacters: String
        var amount: DemoMoney
    }

    /// One line of an order as it was bought (kept even when the catalog changes later).
    struct OrderLine: Sendable, Equatable, Codable {
        var title: String
        var variantTitle: String
        var variantID: String
        var quantity: Int
        var total: DemoMoney
        /// The selling plan's name, when bought on one.
        var sellingPlan: String?
    }

    struct Cart: Sendable {
        var id: String
        var token: String
        var lines: [Line] = []
        var email: String?
        var countryCode: String?
        var phone: String?
        /// The signed-in customer the cart belongs to (from `buyerIdentity.customerAccessToken`).
        var customerID: String?
        var addresses: [SelectableAddress] = []
        /// Addresses ever added: each new one's ID is the next (IDs are never reused).
        var addressSerial = 0
        var selectedOptionHandle: String?
        /// Reads of the delivery options that still answer "none yet".
        var pendingRateReads = 0
        var createdAt: String
        var updatedAt: String
        var order: Order?
        /// Discount codes as the buyer sent them, applicable or not (Shopify keeps both).
        var discountCodes: [String] = []
        /// The gift cards applied, in the order they were (catalog gift card IDs).
        var giftCardIDs: [String] = []
        var note: String?
        /// The buyer's key/value notes on the cart (`CartInput.attributes`).
        var attributes: [Attribute] = []

        var selectedAddress: DemoAddress? { addresses.first(where: \.selected)?.address }
        var deliveryGroupID: String { "gid://shopify/CartDeliveryGroup/\(token)" }

        /// A new address's ID, never one the cart used before.
        mutating func nextAddressID() -> String {
            addressSerial += 1
            return "gid://shopify/CartSelectableAddress/\(token)-\(addressSerial)"
        }
    }

    /// A line's variant and product.
    struct Merchandise: Sendable {
        var product: DemoCatalog.Product
        var variant: DemoCatalog.Variant

        /// The product's selling plan `id`, if it has it.
        func plan(_ id: String) -> DemoCatalog.SellingPlan? { product.sellingPlanGroup?.plans.first { $0.id == id } }
    }

    struct Storage {
        var carts: [String: Cart] = [:]
        /// Each gift card's balance by its ID; paying an order takes from it.
        var giftCardBalances: [String: Decimal] = [:]
        var tokens: [String: String] = [:]
        var nextOrderNumber = 1001
        var nextID = 1
    }

    /// The catalog as it is now (its stock goes down as orders are paid), and priced in each
    /// other market, by country. A lock of its own, never held while `storage`'s is taken.
    private let stock: Mutex<Stock>

    struct Stock {
        var catalog: DemoCatalog
        var priced: [String: DemoCatalog]

        init(_ catalog: DemoCatalog) {
            self.catalog = catalog
            priced = Dictionary(uniqueKeysWithValues: catalog.markets.dropFirst().map { ($0.country, catalog.priced(in: $0)) })
        }
    }

    /// The catalog with its stock as it is now, in the shop's currency.
    var catalog: DemoCatalog { stock.withLock { $0.catalog } }
    /// Reads of delivery options before they are ready.
    let shippingRatePolls: Int
    /// Carts, orders and counters, behind one lock.
    let storage = Mutex(Storage())

    init(catalog: DemoCatalog, shippingRatePolls: Int, firstOrderNumber: Int = 1001) {
        storage.withLock { storage in
            storage.nextOrderNumber = max(firstOrderNumber, 1001)
            for card in catalog.offers.giftCards { storage.giftCardBalances[card.id] = card.balance }
        }
        stock = Mutex(Stock(catalog))
        self.shippingRatePolls = shippingRatePolls
    }

    var currency: String { catalog.shop.currencyCode }

    /// The catalog priced in `market` (the shop's own catalog for its own market).
    func catalog(in market: DemoCatalog.Market) -> DemoCatalog { stock.withLock { $0.priced[market.country] ?? $0.catalog } }

    /// Takes what an order bought out of stock, as Shopify's inventory does when an order is
    /// placed: a tracked variant's quantity goes down, and at none it is sold out (the deny
    /// policy, Shopify's default). Untracked variants (no quantity) are left as they are.
    func sell(_ lines: [Line]) {
        stock.withLock { stock in
            var catalog = stock.catalog
            for line in lines {
                guard case .variant(let product, let variant)? = catalog.node(id: line.variantID),
                    let left = catalog.products[product].variants[variant].quantityAvailable
                else { continue }
                let now = max(0, left - line.quantity)
                catalog.products[product].variants[variant].quantityAvailable = now
                if now == 0 { catalog.products[product].variants[variant].availableForSale = false }
            }
            stock = Stock(catalog)
        }
    }

    /// A variant and its product, priced in the shop's currency.
    func merchandise(_ variantID: String) -> Merchandise? { Self.merchandise(variantID, in: catalog) }

    static func merchandise(_ variantID: String, in catalog: DemoCatalog) -> Merchandise? {
        guard case .variant(let product, let variant)? = catalog.node(id: variantID) else { return nil }
        return Merchandise(product: catalog.products[product], variant: catalog.products[product].variants[variant])
    }

    static func timestamp() -> String { ISO8601DateFormatter().string(from: Date()) }

    static func token() -> String {
        UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }
}
