/// A Storefront API version: `YYYY-MM` with a quarterly month (01, 04, 07, 10), or `unstable`.
public struct APIVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The version shopterm is built and tested against.
    public static let `default` = APIVersion(validated: "2026-10")
    /// The oldest version shopterm talks: the first whose Cart API has delivery addresses
    /// (`cart.delivery`, `cartDeliveryAddressesAdd`), which checkout needs. Older versions had
    /// the Checkout API, which Shopify shut off on every version on 2025-04-01.
    public static let oldestSupported = APIVersion(validated: "2025-01")
    /// The first version with `cartDeliveryAddressesReplace`, and whose
    /// `cartDeliveryAddressesUpdate` with no addresses clears them all (before, it changed
    /// nothing): Shopify's 2025-10 changelog.
    public static let addressesReplace = APIVersion(validated: "2025-10")
    /// The first version with `cartGiftCardCodesAdd` (before, a gift card is added by setting
    /// all the codes with `cartGiftCardCodesUpdate`): Shopify's 2025-10 changelog.
    public static let giftCardCodesAdd = APIVersion(validated: "2025-10")
    /// The first version with nested cart lines: a line added under another as its add-on
    /// (`CartLineInput.parent`, `CartLine.parentRelationship`): Shopify's changelog of
    /// 2025-08-06, "New: Support for nested cart lines" ("as of version 2025-10, in Storefront API").
    public static let nestedCartLines = APIVersion(validated: "2025-10")
    /// The first version whose cart mutations name selling plan errors
    /// (`VARIANT_REQUIRES_SELLING_PLAN`, `SELLING_PLAN_NOT_APPLICABLE`): Shopify's 2025-07 changelog.
    public static let sellingPlanErrors = APIVersion(validated: "2025-07")

    /// The first version whose cart states each discount (`Cart.discountApplications`, with
    /// `sourceDiscountApplication`) and what it took off each line and delivery group
    /// (`discountAllocations(lineLevelOnly: false)`, `CartDeliveryGroup.discountAllocations`),
    /// `Cart.discountAllocations` deprecated: Shopify's changelog of 2026-04-10, "New discount
    /// fields in the Storefront API's cart types".
    public static let discountApplications = APIVersion(validated: "2026-07")

    /// The first version whose carts warn of a line the buyer's country cannot buy
    /// (`PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION`): Shopify's changelog of 2026-05-12.
    public static let productUnavailableInBuyerLocation = APIVersion(validated: "2026-07")

    /// The version as Shopify names it ("2026-10").
    public let rawValue: String

    /// Parses `text`, returning nil when it is not a version Shopify could publish.
    public init?(_ text: String) {
        if text == "unstable" {
            rawValue = text
            return
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]),
            (2017...2099).contains(year), [1, 4, 7, 10].contains(month),
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) })
        else { return nil }
        rawValue = text
    }

    private init(validated: String) { rawValue = validated }

    /// Why `version` (older than ``oldestSupported``) is refused.
    public static func tooOldReason(_ version: APIVersion) -> String {
        "\(version) is older than \(oldestSupported), the oldest version shopterm supports "
            + "(the Checkout API of older versions was shut off on 2025-04-01; checkout runs on the Cart API)"
    }

    /// It, in one line of text.
    public var description: String { rawValue }

    /// `unstable` sorts after every dated version.
    public static func < (lhs: APIVersion, rhs: APIVersion) -> Bool {
        if lhs.rawValue == "unstable" { return false }
        if rhs.rawValue == "unstable" { return true }
        return lhs.rawValue < rhs.rawValue
    }
}
