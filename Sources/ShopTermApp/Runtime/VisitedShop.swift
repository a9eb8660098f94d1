import ShopTermUI

/// A shop's storefront made for a visit from the search of every store: its services, its state
/// prepared (the kept cart, what the shop offers), its launch answer and the offer's product,
/// read together.
public struct VisitedShop: Sendable {
    public var services: StoreServices
    public var state: AppState
    public var home: HomeData
    /// The answer to the offer's product page (nil: the visit opens on the shop's home).
    public var product: Response?

    public init(services: StoreServices, state: AppState, home: HomeData, product: Response?) {
        self.services = services
        self.state = state
        self.home = home
        self.product = product
    }
}
