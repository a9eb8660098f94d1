import Foundation
import StoreKitCore

/// The JSON catalog format read by `--catalog FILE` (documented in docs/catalog-format.md).
/// Optional fields have sensible defaults; prices are decimal strings.
public struct CatalogFile: Sendable, Codable, Equatable {
    public struct Shop: Sendable, Codable, Equatable {
        public var name: String
        public var description: String?
        public var currencyCode: String?
        public var countryCode: String?
        public var moneyFormat: String?
        public var policies: [Policy]?
        /// The languages of the shop's own market (default `["EN"]`).
        public var languages: [String]? = nil
        /// Which customer accounts the shop has: `both` (default), `new` (the Customer Account
        /// API only, as every store opened since 2026-02) or `classic` (legacy only).
        public var customerAccounts: String? = nil
    }

    /// Where the shop ships and what it costs: the countries of a zone and its rates.
    public struct ShippingZone: Sendable, Codable, Equatable {
        public var name: String
        public var countries: [String]
        public var rates: [ShippingRate]
    }

    /// A rate of a zone, in the shop's currency; free from `freeAbove` (the order's subtotal).
    public struct ShippingRate: Sendable, Codable, Equatable {
        public var title: String
        public var price: String
        public var freeAbove: String? = nil
        public var description: String? = nil
    }

    /// A sales tax: a country's, or one of its provinces' (`"province": "QC"`), as a fraction
    /// of the order after discounts (`"0.20"`).
    public struct TaxRate: Sendable, Codable, Equatable {
        public var country: String
        public var province: String? = nil
        public var rate: String
    }

    public struct Policy: Sendable, Codable, Equatable {
        public var handle: String
        public var title: String
        public var body: String
    }

    public struct Collection: Sendable, Codable, Equatable {
        public var handle: String
        public var title: String
        public var description: String?
        public var products: [String]?
    }

    public struct Option: Sendable, Codable, Equatable {
        public var name: String
        public var values: [String]
    }

    public struct Variant: Sendable, Codable, Equatable {
        public var title: String?
        public var sku: String?
        public var price: String
        public var compareAtPrice: String?
        public var availableForSale: Bool?
        public var quantityAvailable: Int?
        public var selectedOptions: [String: String]?
    }

    public struct Image: Sendable, Codable, Equatable {
        public var url: String
        public var altText: String?
        public var width: Int?
        public var height: Int?
    }

    public struct Product: Sendable, Codable, Equatable {
        public var handle: String
        public var title: String
        public var description: String?
        public var vendor: String?
        public var productType: String?
        public var tags: [String]?
        public var options: [Option]?
        public var variants: [Variant]?
        public var images: [Image]?
        public var createdAt: String?
        /// Subscriptions: the plans of the product's one selling plan group.
        public var sellingPlans: [SellingPlan]?
        /// The group's name (default "Subscribe and save").
        public var sellingPlanGroup: String?
        /// True when it can only be bought on a plan.
        public var requiresSellingPlan: Bool?
    }

    /// A selling plan: its name and at most one of `percentageOff` (a whole number), `amountOff`
    /// and `price` (a new price), in the shop's currency.
    public struct SellingPlan: Sendable, Codable, Equatable {
        public var name: String
        public var percentageOff: String?
        public var amountOff: String?
        public var price: String?
    }

    /// A discount code: `percentage` or `amount` off the order, when its subtotal reaches `minimumSubtotal`.
    public struct DiscountCode: Sendable, Codable, Equatable {
        public var code: String
        public var percentage: String?
        public var amount: String?
        public var minimumSubtotal: String?
    }

    public struct GiftCard: Sendable, Codable, Equatable {
        public var code: String
        public var balance: String
    }

    /// A market beside the shop's own: a country, its currency, the rate converting the shop's
    /// prices to it, and its languages.
    public struct Market: Sendable, Codable, Equatable {
        public var country: String
        public var currency: String
        public var rate: String
        public var languages: [String]?
        /// Handles of products no location serving this market stocks: sold out there.
        public var soldOut: [String]? = nil
    }

    public var shop: Shop
    public var collections: [Collection]?
    public var products: [Product]
    public var discountCodes: [DiscountCode]?
    public var giftCards: [GiftCard]?
    public var markets: [Market]?
    public var shippingZones: [ShippingZone]? = nil
    public var taxes: [TaxRate]? = nil
}

/// Why a catalog file cannot be used, with the JSON path of the problem.
public struct CatalogError: Error, Equatable, CustomStringConvertible {
    /// e.g. `products[3].variants[0].price`
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        path.isEmpty ? "catalog: \(reason)" : "catalog: \(path): \(reason)"
    }
}

extension CatalogFile {
    /// Reads a catalog from JSON bytes, naming the JSON path of anything malformed.
    /// A key the format does not have is refused, not ignored (a typo `varaints` would make a
    /// product without variants); JSON that does not parse is named by line and column.
    public static func decode(_ data: Data) throws(CatalogError) -> CatalogFile {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw CatalogError(path: "", reason: "not valid JSON" + place(of: error, in: data))
        }
        let file: CatalogFile
        do {
            file = try JSONDecoder().decode(CatalogFile.self, from: data)
        } catch let error as DecodingError {
            throw catalogError(error)
        } catch {
            throw CatalogError(path: "", reason: "not valid JSON")
        }
        // What the format knows is what decoding kept: the file re-encoded has every known key
        // (with a value) and none other.
        if let encoded = try? JSONSerialization.jsonObject(with: JSONEncoder().encode(file)),
            let unknown = unknownKey(object, known: encoded, path: "")
        {
            throw CatalogError(path: unknown, reason: "unknown field (see docs/catalog-format.md)")
        }
        return file
    }

    /// The path of the first key of `value` that `known` (the same document as decoded) lacks.
    /// Free-form maps (a variant's `selectedOptions`) keep every key, so they pass.
    private static func unknownKey(_ value: Any, known: Any, path: String) -> String? {
        if let object = value as? [String: Any] {
            let knownObject = known as? [String: Any] ?? [:]
            for key in object.keys.sorted() {
                let child = path.isEmpty ? key : "\(path).\(key)"
                guard let knownChild = knownObject[key] else {
                    if object[key] is NSNull { continue }  // a known optional field left null
                    return child
                }
                if let found = unknownKey(object[key]!, known: knownChild, path: child) { return found }
            }
        } else if let array = value as? [Any], let knownArray = known as? [Any] {
            for (index, element) in array.enumerated() where index < knownArray.count {
                if let found = unknownKey(element, known: knownArray[index], path: "\(path)[\(index)]") { return found }
            }
        }
        return nil
    }

    /// " at line 3, column 14" from the parser's "around character 44" (a byte offset).
    private static func place(of error: Error, in data: Data) -> String {
        let text = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        let offset: Int
        if let range = text.range(of: #"character \d+"#, options: .regularExpression), let at = Int(text[range].dropFirst("character ".count)) {
            offset = at
        } else if text.lowercased().contains("end of") {
            offset = data.count  // it stops short: where it ends
        } else {
            return ""
        }
        let before = Array(data.prefix(max(0, min(offset, data.count))))
        let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let column = before.count - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        return " at line \(line), column \(column)"
    }

    private static func catalogError(_ error: DecodingError) -> CatalogError {
        let path = jsonPath
        switch error {
        case .keyNotFound(let key, let context):
            return CatalogError(path: path(context.codingPath + [key]), reason: "required field is missing")
        case .valueNotFound(_, let context):
            return CatalogError(path: path(context.codingPath), reason: "must not be null")
        case .typeMismatch(let type, let context):
            let expected: String
            switch type {
            case is String.Type: expected = "a string"
            case is Bool.Type: expected = "true or false"
            case is Int.Type: expected = "a whole number"
            case is [Any].Type: expected = "a list"
            default: expected = "an object"
            }
            return CatalogError(path: path(context.codingPath), reason: "must be \(expected)")
        case .dataCorrupted(let context):
            return CatalogError(path: path(context.codingPath), reason: context.codingPath.isEmpty ? "not valid JSON" : context.debugDescription)
        @unknown default:
            return CatalogError(path: "", reason: "\(error)")
        }
    }
}
