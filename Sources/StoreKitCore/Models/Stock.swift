/// What a store says about a variant's stock, read the way Shopify means its fields:
///
/// - `availableForSale` false: it cannot be bought.
/// - `currentlyNotInStock` true: none in stock, but the merchant sells it anyway
///   ("Continue selling when out of stock"): a backorder, no limit.
/// - `quantityAvailable` (only with a token that has `unauthenticated_read_product_inventory`):
///   a positive number is how many can be bought; zero or less on a variant still for sale
///   and in stock means its inventory is not tracked, so there is no number to give.
public enum Stock: Sendable, Equatable {
    case soldOut
    case backorder
    /// For sale, with the number the store gave when it gave one.
    case inStock(Int?)

    /// Below this many, the count is said as "only N left".
    public static let fewLeft = 5

    /// The stock the store's three fields say: sold out, on backorder, or in stock (with its count when given).
    public init(availableForSale: Bool, currentlyNotInStock: Bool, quantityAvailable: Int?) {
        if !availableForSale {
            self = .soldOut
        } else if currentlyNotInStock {
            self = .backorder
        } else if let count = quantityAvailable, count > 0 {
            self = .inStock(count)
        } else {
            self = .inStock(nil)
        }
    }

    /// The most that can be bought, when the store states it (0 when sold out).
    public var limit: Int? {
        switch self {
        case .soldOut: return 0
        case .backorder, .inStock(nil): return nil
        case .inStock(let count?): return count
        }
    }

    /// "Sold out", "Only 2 left", "12 in stock", "In stock", "Out of stock; can be ordered".
    public var description: String {
        switch self {
        case .soldOut: return "Sold out"
        case .backorder: return "Out of stock; can be ordered"
        case .inStock(nil): return "In stock"
        case .inStock(let count?) where count <= Self.fewLeft: return "Only \(count) left"
        case .inStock(let count?): return "\(count) in stock"
        }
    }

    /// The same, short, for a table column: "sold out", "backorder", "only 2 left", "12 in stock".
    public var label: String {
        self == .backorder ? "backorder" : description.prefix(1).lowercased() + description.dropFirst()
    }
}

extension ProductVariant {
    /// What the store says about this variant's stock.
    public var stock: Stock {
        Stock(availableForSale: availableForSale, currentlyNotInStock: currentlyNotInStock, quantityAvailable: quantityAvailable)
    }
}
