import StoreKitCore

struct WarningSource: Sendable {
    var code: String
    var message: String
    var target: String
}
