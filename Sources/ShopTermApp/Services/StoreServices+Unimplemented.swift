import Foundation
import ShopTermUI
import StoreKitCore

extension StoreServices {
    /// A test value: every service fails, saying which one was called. Tests replace the few
    /// they expect (`var services = StoreServices.unimplemented; services.product = { … }`).
    public static var unimplemented: StoreServices {
        StoreServices(
            cachedHome: { nil },
            home: { throw Unimplemented("home") },
            collections: { _ in throw Unimplemented("collections") },
            collectionProducts: { _, _, _ in throw Unimplemented("collectionProducts") },
            product: { _ in throw Unimplemented("product") },
            search: { _, _, _ in throw Unimplemented("search") },
            suggest: { _ in throw Unimplemented("suggest") },
            variant: { _, _ in throw Unimplemented("variant") },
            recommendations: { _ in throw Unimplemented("recommendations") },
            revalidate: { _ in throw Unimplemented("revalidate") },
            startCheckout: { _, _, _, _, _ in throw Unimplemented("startCheckout") },
            changeCartExtras: { _, _ in throw Unimplemented("changeCartExtras") },
            shippingRates: { _ in throw Unimplemented("shippingRates") },
            selectShipping: { _, _ in throw Unimplemented("selectShipping") },
            awaitPayment: { _ in throw Unimplemented("awaitPayment") },
            account: { _ in throw Unimplemented("account") },
            logIn: { _, _ in throw Unimplemented("logIn") },
            signUp: { _ in throw Unimplemented("signUp") },
            logOut: { throw Unimplemented("logOut") },
            changeAddresses: { _ in throw Unimplemented("changeAddresses") },
            localization: { throw Unimplemented("localization") },
            changeMarket: { _, _ in throw Unimplemented("changeMarket") },
            saveCart: { _ in throw Unimplemented("saveCart") },
            openURL: { _ in throw Unimplemented("openURL") })
    }

    /// A service a test did not expect to be used.
    public struct Unimplemented: Error, CustomStringConvertible {
        public var service: String
        public init(_ service: String) { self.service = service }
        public var description: String { "the \(service) service is not implemented in this test" }
    }
}
