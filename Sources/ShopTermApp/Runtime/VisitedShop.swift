import ShopTermUI

/// A shop's storefront made for a visit from the search of every store: its services, its state
/// prepared (the kept cart, what the shop offers), and its launch answer, already read.
public struct VisitedShop: Sendable {
    public var services: StoreServices
    public var state: AppState
    public var home: HomeData

    public init(services: StoreServices, state: AppState, home: HomeData) {
        self.services = services
        self.state = state
        self.home = home
    }
}
