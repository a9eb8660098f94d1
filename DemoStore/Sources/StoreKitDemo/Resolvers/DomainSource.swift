import StoreKitCore

struct DomainSource: Sendable {
    var host: String
    var url: String
}
