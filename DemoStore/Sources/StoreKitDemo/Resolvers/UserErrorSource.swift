import StoreKitCore

struct UserErrorSource: Sendable {
    var field: [String]?
    var message: String
    var code: String?
}
