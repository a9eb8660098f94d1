import Foundation

/// One part of a bundle line as the store's cart states it (`ComponentizableCartLine.lineComponents`):
/// the part's variant, how many the line holds, and the share of the bundle's price the store
/// put on it (Shopify's cart transform spreads a bundle's price over its parts by their weight).
public struct BundlePart: Sendable, Equatable, Codable {
    /// The part's variant.
    public var variantID: ProductVariant.ID
    /// Its product's title.
    public var productTitle: String
    /// Its variant's title ("9 / Black"; Shopify's "Default Title" for a product without options).
    public var variantTitle: String
    /// How many the bundle line holds, for all the bundles on it.
    public var quantity: Int
    /// The share of the bundle line's price the store put on the part, for its whole quantity.
    public var total: Money

    /// A part of the given fields.
    public init(variantID: ProductVariant.ID, productTitle: String, variantTitle: String, quantity: Int, total: Money) {
        self.variantID = variantID
        self.productTitle = productTitle
        self.variantTitle = variantTitle
        self.quantity = quantity
        self.total = total
    }

    /// "Trail socks (M)"; a product without options by its title alone.
    public var title: String {
        ProductVariant.shownTitle(variantTitle).map { "\(productTitle) (\($0))" } ?? productTitle
    }

    /// What one bundle holds of it, on a line of `bundles` bundles.
    public func item(inOneOf bundles: Int) -> BundleItem {
        BundleItem(title: title, quantity: bundles > 0 && quantity % bundles == 0 ? quantity / bundles : quantity)
    }
}
