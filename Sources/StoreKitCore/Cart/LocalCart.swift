import Foundation

/// The cart kept on this machine: what the person wants to buy, with a snapshot of each line's
/// titles and price for display. Lines are numbered from 1 for people.
public struct LocalCart: Sendable, Equatable, Codable {
    /// One line: a variant, a quantity, and what the store said about it when it was added.
    public struct Line: Sendable, Equatable, Codable {
        public var variantID: ProductVariant.ID
        public var quantity: Int
        public var productTitle: String
        public var productHandle: String
        public var variantTitle: String
        /// The unit price when last read from the store.
        public var price: Money
        /// How many the store has, when it says.
        public var quantityAvailable: Int?

        public init(variantID: ProductVariant.ID, quantity: Int, productTitle: String, productHandle: String, variantTitle: String,
                    price: Money, quantityAvailable: Int? = nil) {
            self.variantID = variantID
            self.quantity = quantity
            self.productTitle = productTitle
            self.productHandle = productHandle
            self.variantTitle = variantTitle
            self.price = price
            self.quantityAvailable = quantityAvailable
        }

        /// `price × quantity`.
        public var total: Money { Money(amount: price.amount * Decimal(quantity), currencyCode: price.currencyCode) }
    }

    /// The checkout (server cart or legacy checkout) last made from this cart, so that a later
    /// checkout updates it instead of starting over.
    public struct RemoteCheckout: Sendable, Equatable, Codable {
        public var id: String
        public var api: CheckoutAPI
        public var apiVersion: String

        public init(id: String, api: CheckoutAPI, apiVersion: String) {
            self.id = id
            self.api = api
            self.apiVersion = apiVersion
        }
    }

    /// The largest quantity of one line.
    public static let maxQuantity = 999

    /// The file format version.
    public var format = 1
    public var lines: [Line] = []
    public var remoteCheckout: RemoteCheckout?

    public init(lines: [Line] = [], remoteCheckout: RemoteCheckout? = nil) {
        self.lines = lines
        self.remoteCheckout = remoteCheckout
    }

    /// Total number of items.
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// The sum of the lines, or nil when empty or in several currencies.
    public var subtotal: Money? {
        guard let currency = lines.first?.price.currencyCode, lines.allSatisfy({ $0.price.currencyCode == currency }) else { return nil }
        return Money(amount: lines.reduce(Decimal(0)) { $0 + $1.total.amount }, currencyCode: currency)
    }

    /// The largest quantity allowed for `line`: 999, or what the store has when it says.
    public static func maxQuantity(for line: Line) -> Int {
        min(maxQuantity, line.quantityAvailable ?? maxQuantity)
    }

    /// Adds `quantity` of a variant; merges with its existing line. Returns the line's number.
    @discardableResult
    public mutating func add(_ line: Line) throws(CartError) -> Int {
        if let index = lines.firstIndex(where: { $0.variantID == line.variantID }) {
            var merged = line
            merged.quantity = lines[index].quantity + line.quantity
            try Self.check(merged)
            lines[index] = merged
            return index + 1
        }
        try Self.check(line)
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

    /// Removes line `number` (1-based) and returns it.
    @discardableResult
    public mutating func remove(line number: Int) throws(CartError) -> Line {
        lines.remove(at: try index(of: number))
    }

    /// Empties the cart.
    public mutating func clear() {
        lines.removeAll()
        remoteCheckout = nil
    }

    private func index(of number: Int) throws(CartError) -> Int {
        guard (1...max(1, lines.count)).contains(number), number <= lines.count else {
            throw .noSuchLine(number, count: lines.count)
        }
        return number - 1
    }

    private static func check(_ line: Line) throws(CartError) {
        let limit = maxQuantity(for: line)
        guard (1...max(1, limit)).contains(line.quantity), limit > 0 else {
            throw .quantityOutOfRange(line.quantity, max: limit, title: "\(line.productTitle) (\(line.variantTitle))")
        }
    }
}

/// Why a cart change was refused.
public enum CartError: Error, Equatable, CustomStringConvertible {
    case quantityOutOfRange(Int, max: Int, title: String)
    case noSuchLine(Int, count: Int)
    case soldOut(String)
    case unknownVariant(String)

    public var description: String {
        switch self {
        case .quantityOutOfRange(let quantity, let max, let title):
            if max == 0 { return "\(title) is out of stock" }
            return max < LocalCart.maxQuantity
                ? "quantity \(quantity) is not possible for \(title): choose 1 to \(max) (the store has \(max))"
                : "quantity \(quantity) is not possible: choose 1 to \(max)"
        case .noSuchLine(let number, let count):
            return count == 0 ? "the cart is empty: there is no line \(number)" : "there is no line \(number): the cart has lines 1 to \(count)"
        case .soldOut(let text): return text
        case .unknownVariant(let reference): return "no product or variant \"\(reference)\" in this store"
        }
    }
}

/// Which checkout API a checkout uses.
public enum CheckoutAPI: String, Sendable, Codable, CaseIterable {
    /// The Cart API (cartCreate, …, checkoutUrl): API versions 2025-01 and later.
    case cart
    /// The Checkout API (checkoutCreate, …, webUrl): API version 2024-04 and older.
    case legacy

    /// The API a version supports: legacy up to 2024-04, the Cart API from 2025-01; nil between,
    /// where neither flow is complete.
    public init?(version: APIVersion) {
        if version <= .lastWithCheckoutAPI {
            self = .legacy
        } else if version >= APIVersion("2025-01")! {
            self = .cart
        } else {
            return nil
        }
    }
}
