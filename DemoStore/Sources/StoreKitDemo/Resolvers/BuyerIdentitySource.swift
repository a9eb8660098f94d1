import StoreKitCore

struct BuyerIdentitySource: Sendable {
    var email: String?
    var countryCode: String?
    var customerID: String?
    var phone: String? = nil
}
