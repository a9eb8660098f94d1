import GraphQL
import StoreKitCore

struct StorefrontTokenPayloadSource: Sendable {
    var customerAccessToken: String?
    var userErrors: [UserErrorSource]
}
