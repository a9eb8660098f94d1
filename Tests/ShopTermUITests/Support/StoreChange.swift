import ShopTermUI

extension Request {
    /// Whether the request changes something at the store (a cart made or changed, a checkout's
    /// step, a customer or an address changed, a login made or ended), which the project's rule
    /// says reaches the store at most once. The switch has no default: a new request is
    /// classified here when it is added.
    var changesStore: Bool {
        switch self {
        case .checkoutStart, .cartExtras, .refreshStoreCart, .selectShipping, .changeMarket: true
        case .logIn, .finishBrowserLogIn, .signUp, .logOut: true
        case .saveAddress, .deleteAddress, .setDefaultAddress: true
        case .loadAccount(let renew): renew
        case .home, .collections, .collectionProducts, .product, .variant, .search, .suggest, .recommendations, .checkStock: false
        case .keptCart, .revalidate, .storeCartExists, .shippingRates, .awaitPayment, .startBrowserLogIn, .localization, .picture: false
        case .prepareGlobalSearch, .globalSearch, .globalProduct: false
        }
    }
}
