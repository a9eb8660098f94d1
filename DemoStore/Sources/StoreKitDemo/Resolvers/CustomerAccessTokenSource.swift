import Foundation
import GraphQL
import StoreKitCore

struct CustomerAccessTokenSource: Sendable {
    var accessToken: String
    var expiresAt: String

    init(_ token: DemoCustomerAccessToken) {
        accessToken = token.accessToken
        expiresAt = DemoDateTime.format(token.expiresAt)
    }
}
