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
        /// Its ID's number, when the file states it (else derived from the handle).
        public var id: Int? = nil
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
        /// Its ID's number, when the file states it (else derived from the product's handle and
        /// the variant's option values).
        public var id: Int? = nil
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
        /// Its ID's number, when the file states it (else derived from the handle).
        public var id: Int? = nil
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
        /// A fixed bundle: every variant of the product is made of these (other products' variants).
        public var components: [Component]? = nil
    }

    /// A part of a bundle: a variant of another product (by `sku`, else its first) and how many.
    public struct Component: Sendable, Codable, Equatable {
        public var product: String
        public var sku: String? = nil
        /// 1…99 (default 1).
        public var quantity: Int? = nil
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
        /// `"order"` (the default) or `"shipping"`: what the code takes money off.
        public var appliesTo: String?

        public init(code: String, percentage: String?, amount: String?, minimumSubtotal: String?, appliesTo: String? = nil) {
            self.code = code
            self.percentage = percentage
            self.amount = amount
            self.minimumSubtotal = minimumSubtotal
            self.appliesTo = appliesTo
        }
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
        /// Handles of products not sold in this market at all: a cart line of one, in a cart of
        /// this market's country, gets the `PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION` warning.
        public var unavailable: [String]? = nil
    }

    public var shop: Shop
    public var collections: [Collection]?
    public var products: [Product]
    public var discountCodes: [DiscountCode]?
    public var giftCards: [GiftCard]?
    public var markets: [Market]?
    public var shippingZones: [ShippingZone]? = nil
    public var taxes: [TaxRate]? = nil
    /// Not part of the format: true for the built-in shoe store, whose IDs are numbered in file
    /// order (`gid://shopify/Product/1` is its first product) rather than derived from handles
    /// (see ``DemoCatalog/IDs``). Its catalog is made in Swift and never edited by hand, so its
    /// IDs cannot move; README's and many tests' examples (`gid://shopify/ProductVariant/2`)
    /// name them, and short IDs are easier to type when trying the demo.
    public var numbersIDsInFileOrder = false

    enum CodingKeys: String, CodingKey, CaseIterable {
        case shop, collections, products, discountCodes, giftCards, markets, shippingZones, taxes
    }
}
