import Foundation

/// The cart kept on this machine: what the person wants to buy, with a snapshot of each line's
/// titles and price for display. Lines are numbered from 1 for people.
public struct LocalCart: Sendable, Equatable, Codable {
    /// One line: a variant, a quantity, and what the store said about it when it was added.
    public struct Line: Sendable, Equatable, Codable {
        /// The variant the line buys.
        public var variantID: ProductVariant.ID
        /// How many.
        public var quantity: Int
        /// The product's title when it was added.
        public var productTitle: String
        /// The product's handle (to open its page again).
        public var productHandle: String
        /// The variant's title when it was added ("9 / Black").
        public var variantTitle: String
        /// The unit price when last read from the store.
        public var price: Money
        /// How many the store has, when it says.
        public var quantityAvailable: Int?
        /// The selling plan (subscription) it is bought on; nil: bought once. Files written
        /// before plans have none.
        public var plan: LinePlan?
        /// The store's words when its last checkout found the line's product not sold where
        /// the order ships (`PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION`); nil otherwise.
        public var unavailableHere: String?
        /// For an add-on (Shopify's nested cart line: a warranty, an engraving), the variant of
        /// the line it was added under; nil at the top level. It is listed after that line and
        /// goes when that line goes.
        public var parentVariantID: ProductVariant.ID?
        /// For a bundle, what one holds, as the store's cart last stated it (at checkout); nil
        /// otherwise, or until a checkout.
        public var bundleItems: [BundleItem]?
        /// True when the store said the variant is a bundle (`requiresComponents`) as it was
        /// added; nil otherwise (and in files written before).
        public var bundle: Bool?

        /// A line of the given fields.
        public init(
            variantID: ProductVariant.ID, quantity: Int, productTitle: String, productHandle: String, variantTitle: String,
            price: Money, quantityAvailable: Int? = nil, plan: LinePlan? = nil
        ) {
            self.variantID = variantID
            self.quantity = quantity
            self.productTitle = productTitle
            self.productHandle = productHandle
            self.variantTitle = variantTitle
            self.price = price
            self.quantityAvailable = quantityAvailable
            self.plan = plan
        }

        /// `quantity` of `variant` bought on `plan` (nil: once), priced as the plan prices it
        /// (the store's cart states what it charges), with what the store has of it.
        public init(quantity: Int, of variant: ProductVariant, plan: SellingPlan?, productTitle: String, productHandle: String) {
            self.init(
                variantID: variant.id, quantity: quantity, productTitle: productTitle, productHandle: productHandle,
                variantTitle: variant.title, price: plan?.firstPrice(of: variant.price) ?? variant.price,
                quantityAvailable: variant.stock.limit, plan: plan.map { LinePlan(id: $0.id, name: $0.name) })
            bundle = variant.requiresComponents ? true : nil
            bundleItems = variant.bundleItems
        }

        /// True for a bundle: the store said so as it was added, or its checkout listed its parts.
        public var isBundle: Bool { bundle == true || bundleItems != nil }

        /// True when the store last said it sells none of it (a check found it sold out): it
        /// cannot be bought, and the subtotal leaves it out.
        public var isSoldOut: Bool { quantityAvailable == 0 }

        /// `price × quantity`.
        public var total: Money { Money(amount: price.amount * Decimal(quantity), currencyCode: price.currencyCode) }

        /// The same variant on another plan, or under another line, is another line.
        public var key: CartLineKey { CartLineKey(variantID: variantID, sellingPlanID: plan?.id, parentVariantID: parentVariantID) }

        /// What is sent to the store for it.
        public var input: LineInput {
            LineInput(variantID: variantID, quantity: quantity, sellingPlanID: plan?.id, parentVariantID: parentVariantID)
        }

        /// True for an add-on.
        public var isAddOn: Bool { parentVariantID != nil }

        /// "2 / Green", with its plan: "2 / Green · Every 3 months".
        public var variantLabel: String { LinePlan.label(variantTitle, plan) }

        /// "Swift Runner (10 / White)", with its plan "Coffee (Every month)", a product without
        /// options "Gift card" (Shopify's "Default Title" never shows).
        public var title: String {
            let details = [ProductVariant.shownTitle(variantTitle), plan?.name].compactMap { $0 }
            return details.isEmpty ? productTitle : "\(productTitle) (\(details.joined(separator: ", ")))"
        }
    }

    /// The store's cart last made from this cart at checkout, so that a later checkout updates
    /// it instead of starting over. Its ID is only good for the API version it was made with.
    public struct StoreCart: Sendable, Equatable, Codable {
        /// The store's cart ID (`gid://shopify/Cart/…?key=…`: a secret, never shown).
        public var id: String
        /// The API version the cart was made with.
        public var apiVersion: String

        /// The store cart `id`, made with `apiVersion`.
        public init(id: String, apiVersion: String) {
            self.id = id
            self.apiVersion = apiVersion
        }

        /// The ID when the cart was made with `apiVersion`, else nil (start a new one).
        public func id(forVersion apiVersion: String) -> String? {
            self.apiVersion == apiVersion ? id : nil
        }
    }

    /// The largest quantity of one line.
    public static let maxQuantity = 999
    /// The most different items a cart holds: the store's cart is read with all its lines in
    /// one request (see ``cartLineLimit``).
    public static let maxLines = cartLineLimit

    /// The file format version.
    public var format = 1
    /// The lines, in the order they were added.
    public var lines: [Line] = []
    /// Kept in the file as `remoteCheckout`.
    public var storeCart: StoreCart?
    /// Discount codes, gift card codes and the note, sent with every store cart made from this one.
    public var extras: CartExtras

    /// A cart of `lines`, its store cart and extras.
    public init(lines: [Line] = [], storeCart: StoreCart? = nil, extras: CartExtras = CartExtras()) {
        self.lines = lines
        self.storeCart = storeCart
        self.extras = extras
    }

    private enum CodingKeys: String, CodingKey {
        case format, lines, extras
        case storeCart = "remoteCheckout"
    }

    private struct SavedStoreCart: Decodable {
        var id: String
        var apiVersion: String
        /// Files written before the Checkout API was retired name the API; a legacy checkout's
        /// ID means nothing to the Cart API, so it is forgotten.
        var api: String?
    }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decodeIfPresent(Int.self, forKey: .format) ?? 1
        lines = try container.decode([Line].self, forKey: .lines)
        let saved = try container.decodeIfPresent(SavedStoreCart.self, forKey: .storeCart)
        storeCart = saved.flatMap { $0.api == nil || $0.api == "cart" ? StoreCart(id: $0.id, apiVersion: $0.apiVersion) : nil }
        extras = try container.decodeIfPresent(CartExtras.self, forKey: .extras) ?? CartExtras()
    }

    /// Total number of items.
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// The sum of the lines that can be bought (a sold-out line is not: the store's cart would
    /// not take it), or nil when empty or in several currencies.
    public var subtotal: Money? {
        guard let currency = lines.first?.price.currencyCode, lines.allSatisfy({ $0.price.currencyCode == currency }) else { return nil }
        return Money(amount: lines.filter { !$0.isSoldOut }.reduce(Decimal(0)) { $0 + $1.total.amount }, currencyCode: currency)
    }

    /// The items of the lines that can be bought (those ``subtotal`` counts).
    public var buyableItemCount: Int { lines.filter { !$0.isSoldOut }.reduce(0) { $0 + $1.quantity } }

    /// The largest quantity allowed for `line`: 999, or what the store has when it says.
    public static func maxQuantity(for line: Line) -> Int {
        min(maxQuantity, line.quantityAvailable ?? maxQuantity)
    }

    /// How many of `variant` the cart holds, on all its lines (whatever their plans): what the
    /// variant's stock is counted against.
    public func quantity(ofVariant variant: ProductVariant.ID) -> Int {
        lines.filter { $0.variantID == variant }.reduce(0) { $0 + $1.quantity }
    }

    /// Adds `quantity` of a variant; merges with its existing line. Returns the line's number.
    /// Beyond what the store has of the variant, counting what its lines (on any plan) hold
    /// already, it is refused with ``CartError/moreThanLeft(_:inCart:available:title:)``.
    @discardableResult
    public mutating func add(_ line: Line) throws(CartError) -> Int {
        // Stock is the variant's, whatever the plans of its lines.
        let held = lines.filter { $0.variantID == line.variantID }
        let inCart = held.reduce(0) { $0 + $1.quantity }
        // The line comes from a fresh read: a sold out the cart last knew is over.
        let known = line.quantityAvailable ?? held.compactMap(\.quantityAvailable).first { $0 > 0 }
        if inCart > 0, line.quantity >= 1, let known, inCart + line.quantity > known {
            throw .moreThanLeft(line.quantity, inCart: inCart, available: known, title: line.title)
        }
        if let index = lines.firstIndex(where: { $0.key == line.key }) {
            var merged = line
            merged.quantity = lines[index].quantity + line.quantity
            // What the store was last known to have stays known when the new line does not say.
            merged.quantityAvailable = line.quantityAvailable ?? lines[index].quantityAvailable.flatMap { $0 > 0 ? $0 : nil }
            try Self.check(merged)
            lines[index] = merged
            return index + 1
        }
        try Self.check(line)
        guard lines.count < Self.maxLines else { throw .tooManyLines(max: Self.maxLines) }
        lines.append(line)
        return lines.count
    }

    /// Sets the quantity of line `number` (1-based).
    public mutating func setQuantity(_ quantity: Int, ofLine number: Int) throws(CartError) {
        let index = try index(of: number)
        var line = lines[index]
        line.quantity = quantity
        try Self.check(line)
        lines[index] = line
    }

    /// Removes line `number` (1-based) and returns it; its add-ons go with it, as the store's
    /// cart removes a nested line with its parent (``removeWithAddOns(line:)`` says which).
    @discardableResult
    public mutating func remove(line number: Int) throws(CartError) -> Line {
        try removeWithAddOns(line: number).line
    }

    /// The shopper empties the cart (`shopterm cart clear`): its lines, codes and note go, and
    /// so does its store cart (a checkout started from it is not reused).
    public mutating func clear() { empty() }

    /// The order made from this cart was paid (the storefront's checkout, `shopterm checkout
    /// --wait`): its lines are bought and its codes and note went with them, its store cart is
    /// spent; the next cart starts empty.
    public mutating func emptyAfterPayment() { empty() }

    private mutating func empty() {
        lines.removeAll()
        storeCart = nil
        extras = CartExtras()
    }

    func index(of number: Int) throws(CartError) -> Int {
        guard (1...max(1, lines.count)).contains(number), number <= lines.count else {
            throw .noSuchLine(number, count: lines.count)
        }
        return number - 1
    }

    private static func check(_ line: Line) throws(CartError) {
        let limit = maxQuantity(for: line)
        guard (1...max(1, limit)).contains(line.quantity), limit > 0 else {
            throw .quantityOutOfRange(line.quantity, max: limit, title: line.title)
        }
    }
}
